// `a if c else b` over int locals and literals (arms `x`, `x + y`, `x - y`, the condition one
// comparison): both arms are computed as tagged words and one is selected without a branch, since
// the condition of such an expression in a loop is often unpredictable. Only when the selected
// word is not a small int (an operand was a bignum or the arm overflowed) does the arm that
// CPython evaluates run again, generically, and give the exact result.
#include "lowerer.h"

namespace hintc::frontend {

using ir::TypeKind;

namespace {

TSNode unparen(TSNode n) {
  bool wrapped = node_type(n) == "parenthesized_expression" && ts_node_named_child_count(n) == 1;
  return wrapped ? unparen(ts_node_named_child(n, 0)) : n;
}

}  // namespace

// Reading these runs no code and cannot fail: int literals and definitely assigned int locals
// held in registers (not globals, not variables of an environment, which a nested function may
// delete).
bool Lowerer::select_leaf(TSNode n) const {
  n = unparen(n);
  if (node_type(n) == "integer") return true;
  return !module_level_ && quiet_local(n, TypeKind::Int) && !global_names_.count(text(n)) &&
         cell_owner(text(n)) == nullptr;
}

bool Lowerer::select_arm(TSNode n) const {
  n = unparen(n);
  if (node_type(n) != "binary_operator") return select_leaf(n);
  std::string op = text(child_by_field(n, "operator"));
  return (op == "+" || op == "-") && select_leaf(child_by_field(n, "left")) &&
         select_leaf(child_by_field(n, "right"));
}

Value* Lowerer::select_word(TSNode n) {
  n = unparen(n);
  if (node_type(n) != "binary_operator") {
    RValue v = lower_expr(n);
    Value* w = b_->prim(PrimId::IntWord, {v.v}).v;
    b_->release(v);
    return w;
  }
  RValue l = lower_expr(child_by_field(n, "left"));
  RValue r = lower_expr(child_by_field(n, "right"));
  bool add = text(child_by_field(n, "operator")) == "+";
  Value* w = b_->prim(add ? PrimId::IntAddWord : PrimId::IntSubWord, {l.v, r.v}).v;
  b_->release(r);
  b_->release(l);
  return w;
}

std::optional<RValue> Lowerer::lower_select(TSNode e) {
  // Children: body, condition, orelse.
  TSNode body = ts_node_named_child(e, 0), cond = unparen(ts_node_named_child(e, 1)),
         orelse = ts_node_named_child(e, 2);
  static const std::set<std::string> compares = {"<", "<=", ">", ">=", "==", "!="};
  if (node_type(cond) != "comparison_operator" || ts_node_named_child_count(cond) != 2 ||
      ts_node_child_count(cond) != 3 || !compares.count(node_type(ts_node_child(cond, 1))) ||
      !select_leaf(ts_node_named_child(cond, 0)) || !select_leaf(ts_node_named_child(cond, 1)) ||
      !select_arm(body) || !select_arm(orelse)) {
    return std::nullopt;
  }
  Value* c = lower_condition(cond);
  set_span(e);
  Value* a = select_word(body);
  Value* b = select_word(orelse);
  Value* w = b_->prim(PrimId::WordSelect, {c, a, b}).v;
  Register* res = temp_register(Type::int_());
  Block* fast = b_->new_block();
  Block* slow = b_->new_block();
  Block* then_b = b_->new_block();
  Block* else_b = b_->new_block();
  Block* join = b_->new_block();
  b_->branch(b_->prim(PrimId::WordIsSmall, {w}).v, fast, slow);
  b_->activate(fast);
  b_->assign(res, b_->prim(PrimId::WordToInt, {w}));
  b_->goto_(join);
  b_->activate(slow);
  b_->branch(c, then_b, else_b);
  for (auto [blk, arm] : {std::pair{then_b, body}, std::pair{else_b, orelse}}) {
    b_->activate(blk);
    b_->assign(res, lower_expr(arm));
    b_->goto_(join);
  }
  b_->activate(join);
  return RValue{res, false};
}

}  // namespace hintc::frontend
