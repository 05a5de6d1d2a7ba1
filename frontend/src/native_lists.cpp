// Local lists that never escape: `xs = [v] * n` of bools or floats whose every other use is
// xs[i], xs[i] = v, len(xs) or `for x in xs` is kept as a native buffer of unboxed items.
#include "lowerer.h"

namespace hintc::frontend {

namespace {

bool ts_eq(TSNode a, TSNode b) { return !ts_node_is_null(a) && !ts_node_is_null(b) && ts_node_eq(a, b); }

}  // namespace

std::optional<Type> Lowerer::native_fill_type(TSNode right, TSNode type) {
  // [LITERAL] * COUNT with a bool or float literal, matching the annotation if there is one.
  if (node_type(right) != "binary_operator" || text(child_by_field(right, "operator")) != "*") {
    return std::nullopt;
  }
  TSNode l = child_by_field(right, "left");
  if (node_type(l) != "list" || ts_node_named_child_count(l) != 1) return std::nullopt;
  TSNode item = ts_node_named_child(l, 0);
  std::string k = node_type(item);
  if (k == "unary_operator" && text(child_by_field(item, "operator")) == "-") {
    k = node_type(child_by_field(item, "argument"));
    if (k != "float") return std::nullopt;
  }
  std::optional<Type> elem;
  if (k == "true" || k == "false") elem = Type::bool_();
  if (k == "float") elem = Type::float_();
  if (!elem) return std::nullopt;
  if (!ts_node_is_null(type)) {
    std::string t = text(type);
    t.erase(std::remove(t.begin(), t.end(), ' '), t.end());
    std::string want = elem->is(ir::TypeKind::Bool) ? "bool" : "float";
    if (t != "list[" + want + "]" && t != "List[" + want + "]" && t != "typing.List[" + want + "]") {
      return std::nullopt;
    }
  }
  return elem;
}

void Lowerer::find_native_lists(TSNode body, const std::set<std::string>& params) {
  native_lists_.clear();
  std::map<std::string, Type> candidates;
  std::set<std::string> rejected(params.begin(), params.end());
  for (const auto& g : global_names_) rejected.insert(g);
  // Both passes walk the tree with an explicit stack: expressions nest thousands deep.
  auto walk = [](TSNode root, bool named_only, const std::function<bool(TSNode)>& visit) {
    std::vector<TSNode> stack{root};
    while (!stack.empty()) {
      TSNode n = stack.back();
      stack.pop_back();
      if (!visit(n)) continue;
      uint32_t count = named_only ? ts_node_named_child_count(n) : ts_node_child_count(n);
      for (uint32_t i = count; i-- > 0;) {
        stack.push_back(named_only ? ts_node_named_child(n, i) : ts_node_child(n, i));
      }
    }
  };
  // Pass 1: the defining assignments.
  walk(body, true, [&](TSNode n) {
    if (node_type(n) == "assignment") {
      TSNode left = child_by_field(n, "left");
      TSNode right = child_by_field(n, "right");
      if (node_type(left) == "identifier" && !ts_node_is_null(right)) {
        std::string name = text(left);
        auto elem = native_fill_type(right, child_by_field(n, "type"));
        if (!elem) {
          rejected.insert(name);
        } else if (candidates.count(name) && candidates[name] != *elem) {
          rejected.insert(name);
        } else {
          candidates.emplace(name, *elem);
        }
      }
    }
    return true;
  });
  if (candidates.empty()) return;
  // Pass 2: every other mention must be one of the allowed uses.
  walk(body, false, [&](TSNode n) {
    if (node_type(n) == "identifier") {
      std::string name = text(n);
      if (!candidates.count(name) || rejected.count(name)) return false;
      TSNode p = ts_node_parent(n);
      std::string pk = node_type(p);
      bool ok = false;
      if (pk == "attribute" && ts_eq(child_by_field(p, "attribute"), n)) return false;  // obj.name
      if (pk == "keyword_argument" && ts_eq(child_by_field(p, "name"), n)) return false;
      if (pk == "assignment" && ts_eq(child_by_field(p, "left"), n)) {
        ok = native_fill_type(child_by_field(p, "right"), child_by_field(p, "type")).has_value();
      } else if (pk == "subscript" && ts_eq(child_by_field(p, "value"), n)) {
        TSNode gp = ts_node_parent(p);
        ok = ts_node_named_child_count(p) == 2 && node_type(child_by_field(p, "subscript")) != "slice" &&
             node_type(gp) != "delete_statement" && node_type(gp) != "expression_list" &&
             !(node_type(gp) == "augmented_assignment" && ts_eq(child_by_field(gp, "left"), p)) &&
             !(node_type(gp) == "assignment" && ts_eq(child_by_field(gp, "left"), p) &&
               node_type(child_by_field(gp, "right")) == "assignment");
      } else if (pk == "argument_list" && ts_node_named_child_count(p) == 1) {
        TSNode call = ts_node_parent(p);
        ok = node_type(call) == "call" && text(child_by_field(call, "function")) == "len" &&
             !funcs_.count("len");
      } else if ((pk == "for_statement" || pk == "for_in_clause") &&
                 ts_eq(child_by_field(p, "right"), n)) {
        ok = true;
      }
      if (!ok) rejected.insert(name);
      return false;
    }
    return true;
  });
  for (const auto& [name, elem] : candidates) {
    if (!rejected.count(name)) native_lists_[name] = elem;
  }
}

RValue Lowerer::lower_native_fill(TSNode right, Type elem) {
  TSNode l = child_by_field(right, "left");
  RValue fill = lower_expr(ts_node_named_child(l, 0));
  RValue count = lower_expr(child_by_field(right, "right"));
  auto n = coerce(count, Type::int_(), child_by_field(right, "right"), "list repetition count");
  if (!n) return poison(Type::buffer(elem));
  set_span(right);
  RValue f = elem.is(ir::TypeKind::Bool) ? fill : to_float(fill);
  RValue r = b_->prim_as(elem.is(ir::TypeKind::Bool) ? PrimId::BufNewBool : PrimId::BufNewFloat,
                         {n->v, f.v}, Type::buffer(elem));
  b_->release(f);
  b_->release(*n);
  return r;
}

}  // namespace hintc::frontend
