// Expressions: names, literals, operators, boolean operators, conditionals, comparison chains.
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::TypeKind;

Register* Lowerer::local(const std::string& name) const {
  auto it = locals_.find(name);
  return it == locals_.end() ? nullptr : it->second;
}

RValue Lowerer::lower_expr(TSNode e) {
  if (++depth_ > 200) {
    --depth_;
    error(e, msg::kTooDeep);
    return poison();
  }
  TSNode saved_span_node = e;
  bool dyn = dynamic(e);
  if (dyn) expected_.reset();  // a display is a plain one, checked where its items are read
  RValue v = lower_expr_inner(e);
  (void)saved_span_node;
  // A line whose type errors `# type: ignore` silences: every value is an object, so the
  // operations on it are CPython's and typed code checks it where it enters (type_ignore.h).
  if (dyn && !v.type().is(TypeKind::Object)) v = as_type(v, Type::object());
  --depth_;
  return v;
}

RValue Lowerer::read_local(const std::string& name, TSNode at) {
  Register* r = local(name);
  if (r == nullptr) {
    // Assigned later in the function (Python scoping makes it local) but not yet seen.
    error(at, "local variable '" + name + "' is read before its first assignment in the source");
    return poison();
  }
  if (!definitely_.count(name)) {
    auto f = flags_.find(name);
    if (f == flags_.end()) {
      need_flag_.insert(name);  // lowered again with a flag for this name
    } else {
      set_span(at);
      Block* ok = b_->new_block();
      Block* bad = b_->new_block();
      b_->branch(f->second, ok, bad);
      b_->activate(bad);
      b_->raise_unbound(name);
      b_->activate(ok);
    }
  }
  if (scopes_->walrus_target(name)) r = walrus_safe_read(r);
  auto n = narrowed_.find(name);
  if (n != narrowed_.end() && n->second.is(TypeKind::Instance) && n->second != r->type &&
      (r->type.is(TypeKind::Instance) || r->type.is(TypeKind::Object))) {
    return checked(RValue{r, false}, n->second, "narrowed value");  // isinstance narrowing
  }
  if (n != narrowed_.end() && r->type.is(TypeKind::Optional)) {
    // The register only ever holds its declared T or None, so once None is ruled out an object
    // T needs no check and no reference of its own.
    if (n->second == r->type.arg(0) && n->second.is_pyobject()) {
      return b_->cast_borrowed(r, n->second);
    }
    return checked(RValue{r, false}, n->second, "narrowed value");
  }
  return RValue{r, false};
}

RValue Lowerer::lower_name(TSNode e) {
  std::string name = text(e);
  if (auto v = class_ns_read(e)) return *v;
  if (auto v = class_field_read(e)) return *v;
  if (auto v = closure_read(name, e)) return *v;
  if (comprehension_names_.count(name) ||
      (!module_level_ && (locals_.count(name) || local_names_.count(name)) &&
       !global_names_.count(name))) {
    return read_local(name, e);
  }
  if (ir::Global* g = mod_.find_global(name); g != nullptr && g->is_public && !g->is_import) {
    set_span(e);
    auto n = narrowed_.find(name);
    if (n != narrowed_.end() && g->type.is(TypeKind::Optional)) {
      return checked(b_->load_global(g), n->second, "narrowed value");
    }
    return b_->load_global(g);
  }
  auto imp = imports_.find(name);
  if (imp != imports_.end() && imp->second.rfind("math.", 0) == 0) {
    std::string member = imp->second.substr(5);
    if (member == "pi") return b_->load_float(3.141592653589793);
    if (member == "e") return b_->load_float(2.718281828459045);
    if (member == "tau") return b_->load_float(6.283185307179586);
    if (member == "inf") return b_->load_float(__builtin_huge_val());
    if (member == "nan") return b_->load_float(__builtin_nan(""));
  }
  if (imp != imports_.end()) {
    // Any other imported name is the object the import statement bound.
    if (ir::Global* g = mod_.find_global(name); g != nullptr && g->is_import) {
      set_span(e);
      return b_->load_global(g);
    }
  }
  if (funcs_.count(name)) {
    // The function object the module exports (a rebinding from Python is seen, as in CPython).
    set_span(e);
    RValue n = b_->load_str(name);
    RValue f = b_->prim(PrimId::ModuleAttr, {n.v});
    b_->release(n);
    return f;
  }
  // A compiled module always runs as an import (extension modules cannot be __main__).
  if (name == "__name__") return b_->load_str(mod_.name);
  if (auto attr = import_attribute(name, e)) return *attr;
  if (name == "True") return b_->load_bool(true);
  if (name == "False") return b_->load_bool(false);
  if (name == "None") return b_->load_none();
  // A module global assigned later in the module: reading it before then is a NameError at
  // run time, as in CPython; names never assigned anywhere are compile errors.
  if (module_level_ && global_decl_.count(name)) {
    error(e, msg::unsupported("reading module variable '" + name + "' before its assignment"));
    return poison();
  }
  if (auto v = typing_value(name, e)) return *v;
  if (is_python_builtin(name)) {
    set_span(e);
    return load_builtin(name);
  }
  if (dynamic(e)) {  // `# type: ignore[name-defined]`: looked up when it runs, as CPython does
    set_span(e);
    RValue n = b_->load_str(name);
    RValue v = b_->prim(PrimId::LoadGlobalName, {n.v});
    b_->release(n);
    return v;
  }
  error(e, msg::undefined_name(name));
  return poison();
}

RValue Lowerer::lower_attribute(TSNode e) {
  TSNode obj = child_by_field(e, "object");
  std::string attr = text(child_by_field(e, "attribute"));
  auto imp = imports_.find(text(obj));
  if (node_type(obj) == "identifier" && imp != imports_.end() && imp->second == "math" &&
      !local_names_.count(text(obj))) {
    if (attr == "pi") return b_->load_float(3.141592653589793);
    if (attr == "e") return b_->load_float(2.718281828459045);
    if (attr == "tau") return b_->load_float(6.283185307179586);
    if (attr == "inf") return b_->load_float(__builtin_huge_val());
    if (attr == "nan") return b_->load_float(__builtin_nan(""));
  }
  if (auto r = namedtuple_read(e)) return *r;
  if (auto r = class_object_attribute(obj, attr)) return *r;
  if (auto r = cls_attribute(e)) return *r;
  if (node_type(obj) == "identifier" && python_made_class(text(obj))) {
    // An Enum member, a class constant: the class attribute cache (rt_class_attr.h) gives what
    // type_getattro would while the class, its metaclass and the value's type are unchanged.
    RValue cls = lower_expr(obj);
    set_span(e);
    RValue name = b_->load_str(attr);
    RValue v = b_->prim(PrimId::ClassGetAttr, {cls.v, name.v});
    b_->release(name);
    b_->release(cls);
    return v;
  }
  return attribute_of(lower_expr(obj), e);
}

RValue Lowerer::attribute_of(RValue base, TSNode e) {
  TSNode obj = child_by_field(e, "object");
  std::string attr = text(child_by_field(e, "attribute"));
  if (base.type().is(TypeKind::Instance)) return *instance_attribute(base, e);
  // A typed value's attribute that is not a call (d.get as a key function, x.real, s.upper
  // passed along): looked up on the boxed value, as CPython does.
  if (!base.type().is(TypeKind::Object)) base = to_object(base);
  set_span(e);
  note(e, "generic", describe_dynamic(obj) + ", so `." + attr + "` is a generic attribute lookup");
  RValue name = b_->load_str(attr);
  RValue v = b_->prim(PrimId::ObjGetAttr, {base.v, name.v});
  b_->release(name);
  b_->release(base);
  return v;
}

RValue Lowerer::lower_expr_inner(TSNode e) {
  set_span(e);
  std::string k = node_type(e);
  // The context's type hint applies to this expression only (a display), never to its parts.
  std::optional<Type> want = std::move(expected_);
  expected_.reset();
  if (k == "parenthesized_expression" || k == "list" || k == "set" || k == "tuple" ||
      k == "dictionary" || k == "list_comprehension" || k == "set_comprehension" ||
      k == "dictionary_comprehension") {
    expected_ = want;
  }
  // `[None] * n` typed by its context: the hint is the repeated display's (the left operand,
  // lowered first).
  if (k == "binary_operator" && want && want->is(TypeKind::List) &&
      text(child_by_field(e, "operator")) == "*" &&
      node_type(child_by_field(e, "left")) == "list") {
    expected_ = want;
  }
  if (k == "identifier") return lower_name(e);
  if ((k == "integer" || k == "float") && is_imaginary(text(e))) return imaginary_literal(e);
  if (k == "integer") {
    auto v = int_literal(e);
    return v ? *v : poison(Type::int_());
  }
  if (k == "float") return float_literal(e);
  if (k == "true") return b_->load_bool(true);
  if (k == "false") return b_->load_bool(false);
  if (k == "none") return b_->load_none();
  if ((k == "string" || k == "concatenated_string") && is_bytes_literal(e)) {
    auto data = bytes_value(e);
    return data ? b_->load_bytes(*data) : poison(Type::bytes());
  }
  if ((k == "string" || k == "concatenated_string") && has_interpolation(e)) {
    return lower_fstring(e);
  }
  if (k == "string" || k == "concatenated_string") {
    auto s = string_value(e);
    if (!s) return poison();
    return b_->load_str(*s);
  }
  if (k == "parenthesized_expression") {
    // The one expression inside, around any comments (`(  # type: ignore` ends a line).
    std::vector<TSNode> inner;
    for (uint32_t i = 0; i < ts_node_named_child_count(e); ++i) {
      TSNode c = ts_node_named_child(e, i);
      if (node_type(c) != "comment") inner.push_back(c);
    }
    if (inner.size() != 1) return error(e, msg::unsupported("this expression")), poison();
    return lower_expr(inner[0]);
  }
  if (k == "binary_operator") {
    TSNode l = child_by_field(e, "left"), r = child_by_field(e, "right");
    std::string op = text(child_by_field(e, "operator"));
    if (op == "+") {
      if (auto c = lower_slice_concat(e)) return *c;
    }
    RValue lv = lower_expr(l);
    RValue rv = lower_expr(r);
    set_span(e);
    return binary_op(op, lv, rv, e, r);
  }
  if (k == "unary_operator") {
    std::string op = text(child_by_field(e, "operator"));
    TSNode arg = child_by_field(e, "argument");
    if (op == "-" && node_type(arg) == "integer" && !is_imaginary(text(arg))) {
      // Fold negative literals so -(2**62) style constants stay small.
      auto v = int_literal(e);
      if (v) return *v;
    }
    RValue v = lower_expr(arg);
    set_span(e);
    return unary_op(op, v, e);
  }
  if (k == "not_operator") {
    Value* c = lower_condition(child_by_field(e, "argument"));
    return b_->prim(PrimId::BoolNot, {c});
  }
  if (k == "boolean_operator") return lower_bool_op(e);
  if (k == "comparison_operator") return lower_compare(e);
  if (k == "conditional_expression") return lower_conditional(e);
  if (k == "call") return lower_call(e);
  if (k == "attribute") return lower_attribute(e);
  if (k == "list" || k == "set" || k == "tuple" || k == "expression_list") return lower_display(e);
  if (k == "dictionary") return lower_dict_display(e);
  if (k == "subscript") return lower_subscript(e);
  if (k == "list_comprehension" || k == "set_comprehension" || k == "dictionary_comprehension") {
    return lower_comprehension(e);
  }
  if (k == "yield") return lower_yield(e);
  if (k == "await") return lower_await(e);
  if (k == "lambda") return make_closure(e);
  if (k == "generator_expression") return lower_genexp(e);
  if (k == "named_expression") return lower_named_expr(e);
  if (k == "list_splat" && unwrapped_splats_.count(e.id)) return lower_expr(ts_node_named_child(e, 0));
  if (k == "ellipsis") return b_->prim(PrimId::EllipsisLoad, {});  // the constant, not a lookup
  error(e, msg::unsupported("this expression (" + k + ")"));
  return poison();
}

Value* Lowerer::lower_condition(TSNode e) {
  RValue v = lower_unnarrowed(e);
  return truth(v).v;
}

RValue Lowerer::lower_unnarrowed(TSNode e) {
  TSNode n = e;
  while (node_type(n) == "parenthesized_expression" && ts_node_named_child_count(n) == 1) {
    n = ts_node_named_child(n, 0);
  }
  std::string k = node_type(n), key = text(n);
  auto it = narrowed_.find(key);
  if ((k != "identifier" && k != "attribute") || it == narrowed_.end()) return lower_expr(e);
  // A local's narrowing stays true: nothing but the function's own code stores into it.
  if (k == "identifier" && local(key) != nullptr && !global_names_.count(key)) return lower_expr(e);
  Type t = it->second;
  narrowed_.erase(it);
  RValue v = lower_expr(e);
  narrowed_[key] = t;
  return v;
}

RValue Lowerer::lower_bool_op(TSNode e) {
  std::string op = text(child_by_field(e, "operator"));
  bool is_and = op == "and";
  // `sys.platform == "x" and B`, `True or B`: mypy decides the left operand and does not check
  // B, which never runs: the expression is its left operand.
  auto known = static_condition(child_by_field(e, "left"));
  if (known && *known != is_and) return lower_expr(child_by_field(e, "left"));
  RValue l = lower_expr(child_by_field(e, "left"));
  set_span(e);
  RValue lt = truth(RValue{l.v, false});
  Block* right_b = b_->new_block();
  Block* short_b = b_->new_block();
  Block* join = b_->new_block();
  // and: a false left is the result; or: a true left is the result.
  if (is_and) {
    b_->branch(lt.v, right_b, short_b);
  } else {
    b_->branch(lt.v, short_b, right_b);
  }
  b_->activate(right_b);
  // The right operand runs only when the left one was true (and) / false (or).
  Narrowing nw = narrowing_of(child_by_field(e, "left"));
  std::map<std::string, Type> outside = narrowed_;
  for (const auto& [n, t] : is_and ? nw.when_true : nw.when_false) narrowed_[n] = t;
  // `opt or []`: the default display takes the optional's type (mypy's context), so the
  // result is a list[int] for an Optional[list[int]].
  if (!is_and && l.type().is(TypeKind::Optional)) expected_ = l.type().arg(0);
  RValue r = lower_expr(child_by_field(e, "right"));
  expected_.reset();
  narrowed_ = outside;
  Type t = l.type() == r.type() ? l.type() : Type::object();
  // `opt or default` (mypy: T): a true Optional[T] is not None, so it is a T.
  bool opt_or = !is_and && l.type().is(TypeKind::Optional) && l.type().arg(0) == r.type();
  if (opt_or) t = r.type();
  Register* res = temp_register(t);
  auto rc = coerce(r, t, e, "expression");
  if (rc) b_->assign(res, *rc);
  b_->goto_(join);
  b_->activate(short_b);
  auto lc = opt_or ? std::optional<RValue>(checked(RValue{l.v, false}, t, "expression"))
                   : coerce(RValue{l.v, false}, t, e, "expression");
  if (lc) b_->assign(res, *lc);
  b_->goto_(join);
  b_->activate(join);
  b_->release(l);
  return RValue{res, false};
}

RValue Lowerer::lower_conditional(TSNode e) {
  if (auto r = lower_select(e)) return *r;
  // Children: body, condition, orelse.
  TSNode body = ts_node_named_child(e, 0), cond = ts_node_named_child(e, 1),
         orelse = ts_node_named_child(e, 2);
  Value* c = lower_condition(cond);
  Block* then_b = b_->new_block();
  Block* else_b = b_->new_block();
  Block* join = b_->new_block();
  b_->branch(c, then_b, else_b);
  Narrowing nw = narrowing_of(cond);
  std::map<std::string, Type> outside = narrowed_;
  // Each arm lands in its own register; the result type is known only after both.
  b_->activate(then_b);
  for (const auto& [n, t] : nw.when_true) narrowed_[n] = t;
  RValue a = lower_expr(body);
  Register* ra = temp_register(a.type());
  b_->assign(ra, a);
  Block* then_end = b_->current();
  b_->activate(else_b);
  narrowed_ = outside;
  for (const auto& [n, t] : nw.when_false) narrowed_[n] = t;
  RValue b = lower_expr(orelse);
  narrowed_ = outside;
  if (b.type() == ra->type) {
    // Same type: the else arm lands in the then arm's register, which is the result (no copy).
    b_->assign(ra, b);
    b_->goto_(join);
    b_->activate(then_end);
    b_->goto_(join);
    b_->activate(join);
    return RValue{ra, false};
  }
  Register* rb = temp_register(b.type());
  b_->assign(rb, b);
  Block* else_end = b_->current();
  Type t = ra->type == rb->type ? ra->type : Type::object();
  Register* res = temp_register(t);
  for (auto [blk, reg] : {std::pair{then_end, ra}, std::pair{else_end, rb}}) {
    b_->activate(blk);
    auto v = coerce(RValue{reg, false}, t, e, "expression");
    if (v) b_->assign(res, *v);
    b_->goto_(join);
  }
  b_->activate(join);
  return RValue{res, false};
}

RValue Lowerer::lower_compare(TSNode e) {
  // Named children are the operands; anonymous children between them are the operators.
  std::vector<TSNode> operands;
  std::vector<std::string> ops;
  uint32_t n = ts_node_child_count(e);
  for (uint32_t i = 0; i < n; ++i) {
    TSNode c = ts_node_child(e, i);
    if (ts_node_is_named(c)) {
      if (node_type(c) != "comment") operands.push_back(c);
    } else {
      std::string t = text(c);
      // "not in" / "is not" may arrive as one aliased node or as two tokens.
      if (!ops.empty() && ops.size() == operands.size() && (t == "in" || t == "not")) {
        ops.back() += " " + t;
      } else {
        ops.push_back(t);
      }
    }
  }
  if (operands.size() != ops.size() + 1) {
    error(e, msg::unsupported("this comparison"));
    return poison();
  }
  // `x is None` reads a narrowed x as it is now (lower_unnarrowed).
  bool none_test = ops.size() == 1 && (ops[0] == "is" || ops[0] == "is not");
  auto operand = [&](size_t i) {
    return none_test && node_type(operands[1 - i]) == "none" ? lower_unnarrowed(operands[i])
                                                              : lower_expr(operands[i]);
  };
  RValue l = operand(0);
  if (ops.size() == 1 && (ops[0] == "in" || ops[0] == "not in")) {
    if (auto v = in_literal_display(l, operands[1], ops[0] == "not in")) {
      b_->release(l);
      return *v;
    }
  }
  if (ops.size() == 1 && ops[0] == "==") {
    if (auto v = tuple_display_eq(l, operands[1], e)) {
      b_->release(l);
      return *v;
    }
  }
  if (ops.size() == 1) {
    RValue r = operand(1);
    set_span(e);
    RValue res = compare_op(ops[0], l, r, e);
    b_->release(r);
    b_->release(l);
    return res;
  }
  // a < b < c: each middle operand is evaluated once and kept in a register. The value is the
  // first false comparison result, else the last one: a bool when every comparison gives one,
  // else an object (a rich comparison's own result, as CPython returns it).
  struct Exit {
    Block* block;    // where this result leaves the chain
    Register* kept;  // the comparison's result (nullptr: a bool false)
  };
  std::vector<Exit> exits;
  Register* last = nullptr;  // the last result when it is an object, else last_bool
  RValue last_bool;
  bool all_bool = true;
  RValue left = l;
  for (size_t i = 0; i < ops.size(); ++i) {
    RValue r = lower_expr(operands[i + 1]);
    bool is_last = i + 1 == ops.size();
    RValue right = r;
    if (!is_last) {
      Register* keep = temp_register(r.type());
      b_->assign(keep, r);
      right = RValue{keep, false};
    }
    set_span(e);
    RValue c = compare_op(ops[i], left, right, e);
    b_->release(left);
    Register* kept = nullptr;
    if (!c.type().is(TypeKind::Bool)) {
      all_bool = false;
      kept = temp_register(c.type());
      b_->assign(kept, c);
      c = RValue{kept, false};
    }
    if (is_last) {
      b_->release(right);
      last = kept;
      last_bool = c;
      break;
    }
    RValue t = truth(c);
    Block* next = b_->new_block();
    Block* fail = b_->new_block();
    b_->branch(t.v, next, fail);
    exits.push_back({fail, kept});
    b_->activate(next);
    left = right;
  }
  Register* res = temp_register(all_bool ? Type::bool_() : Type::object());
  Block* done = b_->new_block();
  auto leave = [&](RValue v) {
    b_->assign(res, all_bool ? v : to_object(b_->ensure_owned(v)));
    b_->goto_(done);
  };
  leave(last != nullptr ? RValue{last, false} : last_bool);
  for (const Exit& x : exits) {
    b_->activate(x.block);
    leave(x.kept != nullptr ? RValue{x.kept, false} : b_->load_bool(false));
  }
  b_->activate(done);
  return RValue{res, false};
}

}  // namespace hintc::frontend
