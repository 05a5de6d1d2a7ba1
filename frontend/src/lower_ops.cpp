// Typing rules of operators (mypy's, with CPython's runtime semantics) and value conversions.
#include "check/type_rules.h"
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::TypeKind;

namespace {
bool intlike(Type t) { return t.is(TypeKind::Int) || t.is(TypeKind::Bool); }
bool numeric(Type t) { return t.is_numeric(); }
}  // namespace

Register* Lowerer::temp_register(Type t) {
  return b_->fn()->new_register("$t" + std::to_string(temp_counter_++), t);
}

RValue Lowerer::move_int(Register* r) {
  RValue moved = b_->prim(PrimId::IntMove, {r});
  Op* clear = b_->emit(ir::OpKind::Assign, Type::none(), {b_->load_int(0).v}, false);
  clear->dest = r;
  return moved;
}

RValue Lowerer::poison(Type t) {
  switch (t.kind()) {
    case TypeKind::Int: return b_->load_int(0);
    case TypeKind::Float: return b_->load_float(0);
    case TypeKind::Bool: return b_->load_bool(false);
    case TypeKind::None: return b_->load_none();
    default: return b_->box(b_->load_none().v);
  }
}

RValue Lowerer::to_int(RValue v) {
  if (v.type().is(TypeKind::Int)) return v;
  RValue r = b_->prim(PrimId::BoolToInt, {v.v});
  b_->release(v);
  return r;
}

RValue Lowerer::to_float(RValue v) {
  if (v.type().is(TypeKind::Float)) return v;
  RValue r =
      b_->prim(v.type().is(TypeKind::Bool) ? PrimId::BoolToFloat : PrimId::IntToFloat, {v.v});
  b_->release(v);
  return r;
}

RValue Lowerer::to_object(RValue v) {
  // Every object type is a PyObject* already: operations taking `object` accept it as it is.
  if (v.type().is_pyobject()) return v;
  RValue r = b_->box(v.v);
  b_->release(v);
  return r;
}

RValue Lowerer::as_type(RValue v, Type t) {
  if (v.type() == t) return v;
  RValue o = to_object(v);
  if (o.type() == t) return o;
  // A retyping of the same pointer: an owned o's reference moves to the result, a borrowed o
  // gives a borrowed result (no inc_ref/dec_ref pair either way).
  if (!o.owned) return b_->cast_borrowed(o.v, t);
  return b_->owned(b_->cast_borrowed(b_->take(o), t).v);
}

bool Lowerer::assignable(Type from, Type to) const { return check::assignable(from, to); }

std::optional<RValue> Lowerer::coerce(RValue v, Type t, TSNode at, const std::string& context) {
  Type from = v.type();
  if (from == t) return v;
  if (!assignable(from, t)) {
    if (context == "return") {
      error(at, msg::incompatible_return(from.name(), t.name()));
    } else if (context == "assignment") {
      error(at, msg::incompatible_assignment(from.name(), t.name()));
    } else {
      error(at, "Incompatible types in " + context + " (expression has type \"" +
                    std::string(from.name()) + "\", expected \"" + t.name() + "\")");
    }
    b_->release(v);
    return std::nullopt;
  }
  if (t.is(TypeKind::Object)) return as_type(v, t);
  if (t.is(TypeKind::Float) && intlike(from)) return to_float(v);
  if (t.is(TypeKind::Int) && from.is(TypeKind::Bool)) return to_int(v);
  if (from.is(TypeKind::Object)) {
    note(at, "check", describe_dynamic(at) + ": it is checked to be " + t.name() + " at run time");
    RValue r = b_->unbox(v.v, t, context);
    b_->release(v);
    return r;
  }
  if (t.is_pyobject()) {
    // A value of a statically compatible type (None or T into T | None, list[object] into
    // list[int], tuple[int, int] into tuple[int, ...]): the same object at the target type.
    if (t.is(TypeKind::Optional) && !from.is_pyobject() && !from.is(TypeKind::None)) {
      auto inner = coerce(v, t.arg(0), at, context);
      if (!inner) return std::nullopt;
      v = *inner;
    }
    return as_type(v, t);
  }
  error(at, msg::incompatible_assignment(from.name(), t.name()));
  b_->release(v);
  return std::nullopt;
}

std::optional<RValue> Lowerer::coerce_item(RValue v, Type t, TSNode at,
                                           const std::string& context) {
  Type from = v.type();
  Type want = t.is(TypeKind::Optional) ? t.arg(0) : t;
  bool widening = (want.is(TypeKind::Int) && from.is(TypeKind::Bool)) ||
                  (want.is(TypeKind::Float) && (from.is(TypeKind::Int) || from.is(TypeKind::Bool)));
  if (widening) return v;
  return coerce(v, t, at, context);
}

RValue Lowerer::truth(RValue v) {
  switch (v.type().kind()) {
    case TypeKind::Bool: return v;
    case TypeKind::None: b_->release(v); return b_->load_bool(false);
    case TypeKind::Int: {
      RValue r = b_->prim(PrimId::IntIsTrue, {v.v});
      b_->release(v);
      return r;
    }
    case TypeKind::Float: {
      RValue r = b_->prim(PrimId::FloatIsTrue, {v.v});
      b_->release(v);
      return r;
    }
    case TypeKind::Str: {
      RValue r = b_->prim(PrimId::StrIsTrue, {v.v});
      b_->release(v);
      return r;
    }
    case TypeKind::NDict: {
      RValue r = b_->prim(PrimId::NdBool, {v.v});
      b_->release(v);
      return r;
    }
    case TypeKind::I64: break;  // never produced by lowering
    default: {
      RValue r = b_->prim(PrimId::ObjIsTrue, {v.v});
      b_->release(v);
      return r;
    }
  }
  return v;
}

static bool is_nonneg_int_literal(const std::string& kind) { return kind == "integer"; }

static const char* op_word(const std::string& op) {
  static const std::pair<const char*, const char*> kWords[] = {
      {"+", "add"},         {"-", "subtraction"},     {"*", "multiplication"},
      {"/", "division"},    {"//", "floor division"}, {"%", "modulo"},
      {"**", "power"},      {"<<", "shift"},          {">>", "shift"},
      {"&", "bitwise and"}, {"|", "bitwise or"},      {"^", "bitwise xor"}};
  for (const auto& [o, w] : kWords) {
    if (op == o) return w;
  }
  return "operation";
}

RValue Lowerer::binary_op(const std::string& op, RValue l, RValue r, TSNode at, TSNode right_node) {
  if (auto v = instance_binary(op, l, r, at)) return *v;
  if (l.type().is(TypeKind::Instance) || r.type().is(TypeKind::Instance)) {
    if (auto v = instance_operator(op, l, r, false, at)) return *v;
  }
  Type lt = l.type(), rt = r.type();
  auto finish = [&](PrimId id, RValue a, RValue b) {
    RValue res = b_->prim(id, {a.v, b.v});
    b_->release(a);
    b_->release(b);
    return res;
  };
  auto bad = [&]() {
    error(at, msg::unsupported_operands(op, lt.name(), rt.name()));
    b_->release(l);
    b_->release(r);
    return poison();
  };
  if (lt.is_pyobject() || rt.is_pyobject() || lt.is(TypeKind::None) || rt.is(TypeKind::None)) {
    if (auto typed = object_binary(op, l, r, at)) return *typed;
  }
  if (lt.is(TypeKind::Object) || rt.is(TypeKind::Object)) {
    const ir::PrimInfo* p = ir::find_prim(op, {Type::object(), Type::object()});
    if (p == nullptr) return bad();
    TSNode culprit = at;
    std::string ak = node_type(at);
    if (ak == "binary_operator" || ak == "augmented_assignment") {
      culprit = lt.is(TypeKind::Object) ? child_by_field(at, "left") : child_by_field(at, "right");
    }
    std::string expr = text(at);
    if (expr.size() > 40) expr = expr.substr(0, 37) + "...";
    note(at, "generic",
         describe_dynamic(culprit) + ", so `" + expr + "` is a generic " + op_word(op));
    RValue a = to_object(l);
    RValue b = to_object(r);
    return finish(p->id, a, b);
  }
  if (!numeric(lt) || !numeric(rt)) return bad();
  bool bits = op == "&" || op == "|" || op == "^" || op == "<<" || op == ">>";
  if (bits) {
    if (lt.is(TypeKind::Float) || rt.is(TypeKind::Float)) return bad();
    if (lt.is(TypeKind::Bool) && rt.is(TypeKind::Bool) && op != "<<" && op != ">>") {
      return finish(ir::find_prim(op, {Type::bool_(), Type::bool_()})->id, l, r);
    }
    return finish(ir::find_prim(op, {Type::int_(), Type::int_()})->id, to_int(l), to_int(r));
  }
  if (op == "@") return bad();
  if (intlike(lt) && intlike(rt)) {
    RValue a = to_int(l), b = to_int(r);
    if (op == "**") {
      // A negative literal exponent: CPython computes float(a) ** float(b) (mypy: float).
      if (!ts_node_is_null(right_node) && node_type(right_node) == "unary_operator" &&
          text(child_by_field(right_node, "operator")) == "-" &&
          node_type(child_by_field(right_node, "argument")) == "integer" &&
          text(child_by_field(right_node, "argument")) != "0") {
        return finish(PrimId::FloatPow, to_float(a), to_float(b));
      }
      bool literal = !ts_node_is_null(right_node) && is_nonneg_int_literal(node_type(right_node));
      if (!literal) {
        note(at, "generic",
             "`**` with a non-literal exponent takes the generic path (a negative "
             "exponent gives a float)");
      }
      return finish(literal ? PrimId::IntPowNonNeg : PrimId::IntPow, a, b);
    }
    const ir::PrimInfo* p = ir::find_prim(op, {Type::int_(), Type::int_()});
    if (p == nullptr) return bad();
    return finish(p->id, a, b);
  }
  // At least one float: CPython converts the int side exactly (OverflowError when too large).
  if (op == "**") {
    // A float unless the result can be complex (float_sign.cpp, docs/float_pow.md).
    if (float_pow_is_real(at, right_node, intlike(rt))) {
      return finish(PrimId::FloatPow, to_float(l), to_float(r));
    }
    note(at, "generic",
         "`**` with a float exponent takes the generic path (the base is not known to be "
         "non-negative, and a negative base gives a complex result)");
    return finish(PrimId::FloatPowObj, to_float(l), to_float(r));
  }
  const ir::PrimInfo* p = ir::find_prim(op, {Type::float_(), Type::float_()});
  if (p == nullptr) return bad();
  RValue a = to_float(l);
  RValue b = to_float(r);
  return finish(p->id, a, b);
}

RValue Lowerer::unary_op(const std::string& op, RValue v, TSNode at) {
  Type t = v.type();
  auto apply = [&](PrimId id, RValue a) {
    RValue r = b_->prim(id, {a.v});
    b_->release(a);
    return r;
  };
  if (t.is(TypeKind::Object)) {
    TSNode arg = child_by_field(at, "argument");
    note(at, "generic",
         describe_dynamic(ts_node_is_null(arg) ? at : arg) + ", so `" + text(at) +
             "` is a generic unary " + op);
    return apply(op == "-" ? PrimId::ObjNeg : op == "+" ? PrimId::ObjPos : PrimId::ObjInvert, v);
  }
  if (op == "-") {
    if (t.is(TypeKind::Float)) return apply(PrimId::FloatNeg, v);
    if (intlike(t)) return apply(PrimId::IntNeg, to_int(v));
  } else if (op == "+") {
    if (t.is(TypeKind::Float) || t.is(TypeKind::Int)) return v;
    if (t.is(TypeKind::Bool)) return to_int(v);
  } else if (op == "~") {
    if (intlike(t)) return apply(PrimId::IntInvert, to_int(v));
  }
  if (auto r = instance_unary(op, v, at)) return *r;
  error(at, msg::unsupported_operand(op, t.name()));
  b_->release(v);
  return poison();
}

std::optional<RValue> Lowerer::in_literal_display(RValue l, TSNode display, bool negate) {
  // `x in (1, 2, 3)` / `{...}` / `[...]` of int x and int literals only (or str x and str
  // literals): each item compared with x, no display built. Equal ints hash alike, so a set
  // display gives the same answer; the literals run no code, so all are compared.
  while (node_type(display) == "parenthesized_expression" &&
         ts_node_named_child_count(display) == 1) {
    display = ts_node_named_child(display, 0);
  }
  std::string dk = node_type(display);
  if (dk != "tuple" && dk != "set" && dk != "list") return std::nullopt;
  uint32_t n = ts_node_named_child_count(display);
  bool ints = l.type().is(TypeKind::Int);
  if (n == 0 || n > 16 || !(ints || l.type().is(TypeKind::Str))) return std::nullopt;
  for (uint32_t i = 0; i < n; ++i) {
    TSNode item = ts_node_named_child(display, i);
    std::string k = node_type(item);
    if (ints && k == "unary_operator" && text(child_by_field(item, "operator")) == "-") {
      k = node_type(child_by_field(item, "argument"));
    }
    if (ints ? k != "integer" : k != "string") return std::nullopt;
    if (!ints) {  // a plain str literal: no b"" (bytes) or f"" prefix
      std::string lit = text(item);
      std::string prefix = lit.substr(0, lit.find_first_of("'\""));
      if (prefix.find_first_of("bBfF") != std::string::npos) return std::nullopt;
    }
  }
  Type t = ints ? Type::int_() : Type::str();
  PrimId eq = ir::find_prim("==", {t, t})->id;
  RValue any;
  for (uint32_t i = 0; i < n; ++i) {
    RValue lit = lower_expr(ts_node_named_child(display, i));
    RValue c = b_->prim(eq, {l.v, lit.v});
    b_->release(lit);
    any = i == 0 ? c : b_->prim(PrimId::BoolOr, {any.v, c.v});
  }
  return negate ? b_->prim(PrimId::BoolNot, {any.v}) : any;
}

std::optional<RValue> Lowerer::tuple_display_eq(RValue l, TSNode display, TSNode at) {
  // `t == (a, b)` of a tuple or object t and a display without splats: when t is an exact tuple
  // of the display's length, its items are compared with the display's values in order as tuple
  // equality compares them (stopping at the first unequal one), with no tuple built; anything
  // else compares with the built display, as before.
  while (node_type(display) == "parenthesized_expression" &&
         ts_node_named_child_count(display) == 1) {
    display = ts_node_named_child(display, 0);
  }
  Type lt = l.type();
  if (node_type(display) != "tuple" || !(lt.is(TypeKind::Tuple) || lt.is(TypeKind::Object))) {
    return std::nullopt;
  }
  std::vector<TSNode> items;
  for (uint32_t i = 0; i < ts_node_named_child_count(display); ++i) {
    TSNode c = ts_node_named_child(display, i);
    if (node_type(c) == "comment") continue;
    if (node_type(c) == "list_splat" || !ts_node_is_null(misparsed_splat(c))) return std::nullopt;
    items.push_back(c);
  }
  const size_t n = items.size();
  if (n == 0 || n > 16 || (lt.is(TypeKind::Tuple) && !lt.variadic() && lt.args().size() != n)) {
    return std::nullopt;
  }
  std::vector<RValue> values;
  std::vector<Type> types;
  for (TSNode c : items) {
    RValue v = lower_expr(c);
    if (v.v->is_register()) {  // read now, as the display would: a later item may rebind it
      Register* copy = temp_register(v.type());
      b_->assign(copy, v);
      v = RValue{copy, false};
    }
    types.push_back(v.type());
    values.push_back(b_->ensure_owned(v));
  }
  set_span(at);
  Block* fast = b_->new_block();
  Block* slow = b_->new_block();
  Block* unequal = b_->new_block();
  Block* done = b_->new_block();
  b_->branch(b_->prim(PrimId::TupleIsExactOf, {l.v, b_->load_int(static_cast<int64_t>(n)).v}).v,
             fast, slow);
  // The other path first: its result's type is the comparison's.
  b_->activate(slow);
  std::vector<RValue> objects;
  std::vector<Value*> operands;
  for (const RValue& v : values) {
    objects.push_back(to_object(RValue{v.v, false}));
    operands.push_back(objects.back().v);
  }
  RValue built = b_->build(kBuildTuple, Type::tuple(types), operands);
  for (auto it = objects.rbegin(); it != objects.rend(); ++it) b_->release(*it);
  RValue generic = compare_op("==", l, built, at);
  b_->release(built);
  Register* res = temp_register(generic.type());
  const bool as_bool = generic.type().is(TypeKind::Bool);
  b_->assign(res, generic);
  b_->goto_(done);

  b_->activate(fast);
  for (size_t k = 0; k < n; ++k) {
    RValue index = b_->load_int(static_cast<int64_t>(k));
    RValue eq;
    if (values[k].type().is(TypeKind::Int)) {
      eq = b_->prim(PrimId::TupleItemEqInt, {l.v, index.v, values[k].v});
    } else {
      RValue o = to_object(RValue{values[k].v, false});
      eq = b_->prim(PrimId::TupleItemEq, {l.v, index.v, o.v});
      b_->release(o);
    }
    if (k + 1 < n) {
      Block* next = b_->new_block();
      b_->branch(eq.v, next, unequal);
      b_->activate(next);
    } else {
      b_->assign(res, as_bool ? eq : to_object(eq));
      b_->goto_(done);
    }
  }
  b_->activate(unequal);
  RValue no = b_->load_bool(false);
  b_->assign(res, as_bool ? no : to_object(no));
  b_->goto_(done);

  b_->activate(done);
  for (auto it = values.rbegin(); it != values.rend(); ++it) b_->release(*it);
  return RValue{res, false};
}

RValue Lowerer::compare_op(const std::string& op, RValue l, RValue r, TSNode at) {
  // Borrows l and r: the caller releases them.
  if (auto v = instance_binary(op, RValue{l.v, false}, RValue{r.v, false}, at)) return *v;
  Type lt = l.type(), rt = r.type();
  if (op == "is" || op == "is not") {
    bool is = op == "is";
    if (lt.is(TypeKind::None) && rt.is(TypeKind::None)) return b_->load_bool(is);
    auto may_be_none = [](Type t) { return t.is(TypeKind::Object) || t.is(TypeKind::Optional); };
    if ((lt.is(TypeKind::None) && !may_be_none(rt)) || (rt.is(TypeKind::None) && !may_be_none(lt))) {
      if (!lt.is(TypeKind::None) || !rt.is(TypeKind::None)) return b_->load_bool(!is);
    }
    if ((lt.is_pyobject() || lt.is(TypeKind::None)) && (rt.is_pyobject() || rt.is(TypeKind::None))) {
      // Identity reads the pointers only: no references taken, None compared as Py_None.
      if (lt.is(TypeKind::None) || rt.is(TypeKind::None)) {
        Value* o = lt.is(TypeKind::None) ? r.v : l.v;
        return b_->prim(is ? PrimId::ObjIsNone : PrimId::ObjIsNotNone, {o});
      }
      return b_->prim(is ? PrimId::ObjIs : PrimId::ObjIsNot, {l.v, r.v});
    }
    auto boxable = [](Type t) {
      return t.is_pyobject() || t.is(TypeKind::Int) || t.is(TypeKind::Float) || t.is(TypeKind::Bool);
    };
    if (boxable(lt) && boxable(rt)) {
      // A native int or float has no identity of its own: both sides are boxed and compared as
      // values of the same type (runtime hintc_is_value).
      RValue a = to_object(b_->ensure_owned(RValue{l.v, false}));
      RValue b = to_object(b_->ensure_owned(RValue{r.v, false}));
      RValue res = b_->prim(is ? PrimId::ObjIsValue : PrimId::ObjIsNotValue, {a.v, b.v});
      b_->release(b);
      b_->release(a);
      return res;
    }
    error(at,
          msg::unsupported("'" + op + "' between \"" + lt.name() + "\" and \"" + rt.name() + "\""));
    return b_->load_bool(false);
  }
  if (rt.is(TypeKind::NDict) && (op == "in" || op == "not in")) {
    // An int key is looked up natively; any other object as CPython would (its hash, then ==).
    RValue key = lt.is(TypeKind::Int) || lt.is(TypeKind::Bool)
                     ? *native_dict_key(b_->ensure_owned(RValue{l.v, false}), at)
                     : to_object(b_->ensure_owned(RValue{l.v, false}));
    RValue in = b_->prim(key.type().is(TypeKind::Int) ? PrimId::NdContains : PrimId::NdContainsObj,
                         {r.v, key.v});
    b_->release(key);
    if (op == "in") return in;
    return b_->prim(PrimId::BoolNot, {in.v});
  }
  if (lt.is(TypeKind::Str) && rt.is(TypeKind::Str) && op != "in" && op != "not in") {
    return b_->prim(ir::find_prim(op, {Type::str(), Type::str()})->id, {l.v, r.v});
  }
  // With an untyped operand the comparison's result is whatever its rich comparison returns
  // (numpy's `arr > 2` is an array), so it stays an object.
  bool dynamic = lt.is(TypeKind::Object) || rt.is(TypeKind::Object);
  if (op == "in" || op == "not in" || (!dynamic && (lt.is_pyobject() || rt.is_pyobject()))) {
    return object_compare(op, l, r, at);
  }
  auto direct = [&](Type a, Type b) -> RValue {
    const ir::PrimInfo* p = ir::find_prim(op, {a, b});
    return b_->prim(p->id, {l.v, r.v});
  };
  if (dynamic) {
    std::string expr = text(at);
    if (expr.size() > 40) expr = expr.substr(0, 37) + "...";
    note(at, "generic",
         "an operand of `" + expr + "` is an untyped value, so `" + op +
             "` is a generic comparison");
    RValue a = to_object(b_->ensure_owned(RValue{l.v, false}));
    RValue b = to_object(b_->ensure_owned(RValue{r.v, false}));
    RValue res = b_->prim(ir::find_prim(op, {Type::object(), Type::object()})->id, {a.v, b.v});
    b_->release(a);
    b_->release(b);
    return res;
  }
  if (!numeric(lt) || !numeric(rt)) {
    error(at, msg::unsupported_operands(op, lt.name(), rt.name()));
    return b_->load_bool(false);
  }
  if (lt == rt) return direct(lt, rt);
  if (lt.is(TypeKind::Float) || rt.is(TypeKind::Float)) {
    // int vs float compares exactly; a bool side is first made a float (exact for 0 and 1).
    if (lt.is(TypeKind::Bool) || rt.is(TypeKind::Bool)) {
      RValue a = lt.is(TypeKind::Bool) ? b_->prim(PrimId::BoolToFloat, {l.v}) : RValue{l.v, false};
      RValue b = rt.is(TypeKind::Bool) ? b_->prim(PrimId::BoolToFloat, {r.v}) : RValue{r.v, false};
      const ir::PrimInfo* p = ir::find_prim(op, {a.type(), b.type()});
      return b_->prim(p->id, {a.v, b.v});
    }
    return direct(lt, rt);
  }
  // int vs bool
  RValue a = lt.is(TypeKind::Bool) ? b_->prim(PrimId::BoolToInt, {l.v}) : RValue{l.v, false};
  RValue b = rt.is(TypeKind::Bool) ? b_->prim(PrimId::BoolToInt, {r.v}) : RValue{r.v, false};
  return b_->prim(ir::find_prim(op, {Type::int_(), Type::int_()})->id, {a.v, b.v});
}

}  // namespace hintc::frontend
