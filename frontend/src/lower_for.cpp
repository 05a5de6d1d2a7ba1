// `for` over range(...) as a counted loop on tagged ints, and `def` statements at module level.
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

void Lowerer::lower_for(TSNode s) {
  TSNode target = child_by_field(s, "left");
  TSNode iter = child_by_field(s, "right");
  bool is_range = node_type(iter) == "call" && text(child_by_field(iter, "function")) == "range" &&
                  !funcs_.count("range") && !locals_.count("range") && !mod_.find_global("range");
  if (!is_range) return error(iter, msg::unsupported("'for' over anything but range(...)"));
  if (node_type(target) != "identifier") return error(target, msg::unsupported("this loop target"));
  TSNode args = child_by_field(iter, "arguments");
  size_t errors_before = diags_.all().size();
  std::vector<TSNode> argv = positional_args(args, false);
  if (diags_.all().size() != errors_before) return;
  if (argv.empty() || argv.size() > 3) {
    return error(iter, argv.empty() ? "range expected at least 1 argument, got 0"
                                    : "range expected at most 3 arguments, got " +
                                          std::to_string(argv.size()));
  }
  // Evaluate start, stop, step once, in source order, into loop registers.
  std::vector<Register*> regs;
  for (size_t i = 0; i < argv.size(); ++i) {
    RValue v = lower_expr(argv[i]);
    if (!v.type().is(ir::TypeKind::Int) && !v.type().is(ir::TypeKind::Bool) &&
        !v.type().is(ir::TypeKind::Object)) {
      error(argv[i], msg::incompatible_argument(static_cast<int>(i) + 1, "range", v.type().name(),
                                                "SupportsIndex"));
      b_->release(v);
      return;
    }
    auto c = coerce(v, Type::int_(), argv[i], "range() argument");
    if (!c) return;
    Register* r = temp_register(Type::int_());
    b_->assign(r, *c);
    regs.push_back(r);
  }
  Register* counter = regs.size() == 1 ? temp_register(Type::int_()) : regs[0];
  if (regs.size() == 1) b_->assign(counter, b_->load_int(0));
  Register* stop = regs.size() == 1 ? regs[0] : regs[1];
  // The sign of a literal step is known now; otherwise it is tested once before the loop.
  int step_sign = 1;
  Register* step = nullptr;
  if (regs.size() == 3) {
    step = regs[2];
    step_sign = 0;
    if (node_type(argv[2]) == "integer") step_sign = text(argv[2]) == "0" ? 0 : 1;
    if (node_type(argv[2]) == "unary_operator" &&
        text(child_by_field(argv[2], "operator")) == "-" &&
        node_type(child_by_field(argv[2], "argument")) == "integer" &&
        text(child_by_field(argv[2], "argument")) != "0") {
      step_sign = -1;
    }
    if (step_sign == 0) b_->prim(PrimId::RangeCheckStep, {step});
  }
  Register* positive = nullptr;
  if (step_sign == 0) {
    positive = temp_register(Type::bool_());
    RValue zero = b_->load_int(0);
    b_->assign(positive, b_->prim(PrimId::IntGt, {step, zero.v}));
  }

  Block* head = b_->new_block();
  Block* body = b_->new_block();
  Block* cont = b_->new_block();
  Block* else_b = b_->new_block();
  Block* exit = b_->new_block();
  std::set<std::string> before = definitely_;
  b_->goto_(head);
  b_->activate(head);
  set_span(iter);
  Value* cond;
  if (step_sign != 0) {
    cond = b_->prim(step_sign > 0 ? PrimId::IntLt : PrimId::IntGt, {counter, stop}).v;
  } else {
    Register* c = temp_register(Type::bool_());
    Block* up = b_->new_block();
    Block* down = b_->new_block();
    Block* test = b_->new_block();
    b_->branch(positive, up, down);
    b_->activate(up);
    b_->assign(c, b_->prim(PrimId::IntLt, {counter, stop}));
    b_->goto_(test);
    b_->activate(down);
    b_->assign(c, b_->prim(PrimId::IntGt, {counter, stop}));
    b_->goto_(test);
    b_->activate(test);
    cond = c;
  }
  b_->branch(cond, body, else_b);
  b_->activate(body);
  set_span(target);
  assign_name(target, RValue{counter, false}, std::nullopt);
  loops_.push_back({exit, cont});
  lower_block(child_by_field(s, "body"));
  loops_.pop_back();
  b_->goto_(cont);
  b_->activate(cont);
  set_span(iter);
  b_->check_signals();  // the back-edge: Ctrl-C and signal handlers in long loops
  RValue next = step ? b_->prim(PrimId::IntAdd, {counter, step})
                     : b_->prim(PrimId::IntAdd, {counter, b_->load_int(1).v});
  b_->assign(counter, next);
  b_->goto_(head);
  definitely_ = before;
  b_->activate(else_b);
  TSNode alt = child_by_field(s, "alternative");
  if (!ts_node_is_null(alt)) lower_block(child_by_field(alt, "body"));
  b_->goto_(exit);
  definitely_ = before;
  b_->activate(exit);
}

void Lowerer::lower_def_statement(TSNode s) {
  if (!module_level_) {
    unsupported_defs_.insert(text(child_by_field(s, "name")));
    return error(s, msg::unsupported("a nested function"));
  }
  std::string name = text(child_by_field(s, "name"));
  auto it = funcs_.find(name);
  if (it == funcs_.end() || !ts_node_eq(it->second.node, s)) return;  // already reported
  // Defaults are evaluated once, when the def statement runs, as in CPython.
  FuncInfo& info = it->second;
  for (size_t i = 0; i < info.defaults.size(); ++i) {
    if (ts_node_is_null(info.defaults[i])) continue;
    const ir::Param& p = info.fn->params[i];
    RValue v = lower_expr(info.defaults[i]);
    auto c = coerce(v, p.reg->type, info.defaults[i], "default");
    if (c) b_->store_global(p.default_value, *c);
  }
}

}  // namespace hintc::frontend
