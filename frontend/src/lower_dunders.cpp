// Operations on compiled instances that Python spells through dunders the class defines:
// subscripts (__getitem__/__setitem__), calls (__call__), unary and reflected operators,
// in-place operators and int()/float(). Closed classes call __getitem__/__setitem__/__call__
// directly; everything else is CPython's own operation on the type's slots (so NotImplemented,
// reflected operands and overriding subclasses behave as in Python), with the result checked
// against the method's declared return type.
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::ClassDef;
using ir::MethodKind;
using ir::TypeKind;

const ir::ClassMethod* Lowerer::dunder_of(Type t, const std::string& name) const {
  if (!t.is(TypeKind::Instance)) return nullptr;
  const ir::ClassMethod* m = t.class_def()->find_method(name);
  return m != nullptr && m->kind == MethodKind::Instance ? m : nullptr;
}

RValue Lowerer::dunder_generic(PrimId id, std::vector<RValue> operands, const Function* method) {
  std::vector<Value*> ops;
  for (RValue& v : operands) {
    v = to_object(v);
    ops.push_back(v.v);
  }
  RValue r = b_->prim(id, ops);
  for (auto it = operands.rbegin(); it != operands.rend(); ++it) b_->release(*it);
  if (method == nullptr || !r.type().is(TypeKind::Object)) return r;
  return checked_result(r, method);
}

std::optional<RValue> Lowerer::dunder_direct(const ir::ClassMethod* m, RValue self,
                                             std::vector<RValue> args, TSNode at) {
  const ClassDef* c = self.type().class_def();
  const Function* f = m->fn;
  if (c->open_to_python() || f->params.size() != args.size() + 1) return std::nullopt;
  for (size_t i = 0; i < args.size(); ++i) {
    const ir::Param& p = f->params[i + 1];
    if (p.kind != ir::ParamKind::Normal && p.kind != ir::ParamKind::PositionalOnly) return std::nullopt;
    Type t = args[i].type();
    if (t.is(TypeKind::Object) || !assignable(t, p.reg->type)) return std::nullopt;
  }
  set_span(at);
  std::vector<RValue> held{as_type(b_->ensure_owned(self), f->params[0].reg->type)};
  for (size_t i = 0; i < args.size(); ++i) {
    auto cv = coerce(b_->ensure_owned(args[i]), f->params[i + 1].reg->type, at, "argument");
    if (!cv) {
      for (auto it = held.rbegin(); it != held.rend(); ++it) b_->release(*it);
      return poison(f->return_type);
    }
    held.push_back(*cv);
  }
  std::vector<Value*> ops;
  for (const RValue& v : held) ops.push_back(v.v);
  int slot = m->vtable_index >= 0 && c->overridden(m->vtable_index) ? m->vtable_index : -1;
  RValue r = direct_or_virtual(m->fn, ops, slot);
  for (auto it = held.rbegin(); it != held.rend(); ++it) b_->release(*it);
  return r;
}

std::optional<RValue> Lowerer::instance_getitem(RValue seq, RValue index, TSNode at) {
  const ir::ClassMethod* m = dunder_of(seq.type(), "__getitem__");
  if (m == nullptr) return std::nullopt;
  if (auto r = dunder_direct(m, RValue{seq.v, false}, {RValue{index.v, false}}, at)) {
    b_->release(index);
    b_->release(seq);
    return r;
  }
  set_span(at);
  return dunder_generic(PrimId::ObjGetItem, {seq, index}, m->fn);
}

bool Lowerer::instance_setitem(RValue seq, RValue index, RValue v, TSNode at) {
  const ir::ClassMethod* m = dunder_of(seq.type(), "__setitem__");
  if (m == nullptr) return false;
  if (auto r = dunder_direct(m, RValue{seq.v, false}, {RValue{index.v, false}, RValue{v.v, false}}, at)) {
    b_->release(*r);
  } else {
    RValue k = to_object(b_->ensure_owned(RValue{index.v, false}));
    RValue o = to_object(b_->ensure_owned(RValue{v.v, false}));
    set_span(at);
    b_->prim(PrimId::ObjSetItem, {seq.v, k.v, o.v});
    b_->release(o);
    b_->release(k);
  }
  b_->release(index);
  b_->release(v);
  return true;
}

std::optional<RValue> Lowerer::call_instance_value(RValue callee, TSNode call, TSNode args) {
  const ir::ClassMethod* m = dunder_of(callee.type(), "__call__");
  if (m == nullptr) return std::nullopt;
  const ClassDef* c = callee.type().class_def();
  if (!c->open_to_python() && !m->fn->bound_at_def) {
    int slot = m->vtable_index >= 0 && c->overridden(m->vtable_index) ? m->vtable_index : -1;
    RValue r = call_compiled(funcs_[method_key(m->fn)], call, args, callee, slot);
    b_->release(callee);
    return r;
  }
  RValue r = call_generic(as_type(callee, Type::object()), call, args);
  if (!r.type().is(TypeKind::Object)) return r;
  return checked_result(r, m->fn);
}

std::optional<RValue> Lowerer::instance_unary(const std::string& op, RValue v, TSNode at) {
  static const std::pair<const char*, std::pair<const char*, PrimId>> kUnary[] = {
      {"-", {"__neg__", PrimId::ObjNeg}},
      {"+", {"__pos__", PrimId::ObjPos}},
      {"~", {"__invert__", PrimId::ObjInvert}}};
  for (const auto& [o, d] : kUnary) {
    if (op != o) continue;
    const ir::ClassMethod* m = dunder_of(v.type(), d.first);
    if (m == nullptr) return std::nullopt;
    set_span(at);
    return dunder_generic(d.second, {v}, m->fn);
  }
  return std::nullopt;
}

std::optional<RValue> Lowerer::instance_conversion(const std::string& name, RValue v) {
  // int(x) calls __int__ (or __index__), float(x) __float__ (or __index__): CPython's own
  // conversions on the type's slots, which also check the result's type.
  bool is_int = name == "int";
  if (!v.type().is(TypeKind::Instance)) return std::nullopt;
  if (dunder_of(v.type(), is_int ? "__int__" : "__float__") == nullptr &&
      dunder_of(v.type(), "__index__") == nullptr) {
    return std::nullopt;
  }
  RValue o = dunder_generic(is_int ? PrimId::ObjInt : PrimId::ObjFloat, {v}, nullptr);
  RValue r = b_->unbox(o.v, is_int ? Type::int_() : Type::float_(), name + "()");
  b_->release(o);
  return r;
}

std::optional<RValue> Lowerer::instance_operator(const std::string& op, RValue& l, RValue& r,
                                                 bool inplace, TSNode at) {
  static const std::pair<const char*, const char*> kNames[] = {
      {"+", "add"},  {"-", "sub"},   {"*", "mul"},       {"/", "truediv"}, {"//", "floordiv"},
      {"%", "mod"},  {"&", "and"},   {"|", "or"},        {"^", "xor"},     {"<<", "lshift"},
      {">>", "rshift"}, {"@", "matmul"}, {"**", "pow"}};
  const char* base = nullptr;
  for (const auto& [o, n] : kNames) {
    if (op == o) base = n;
  }
  if (base == nullptr) return std::nullopt;
  const std::string b = base;
  // The result type: the in-place method's, else the left operand's method's, else the right
  // operand's reflected method's; when CPython may pick one of several, an object.
  const ir::ClassMethod* in = inplace ? dunder_of(l.type(), "__i" + b + "__") : nullptr;
  const ir::ClassMethod* fwd = dunder_of(l.type(), "__" + b + "__");
  const ir::ClassMethod* rev = dunder_of(r.type(), "__r" + b + "__");
  if (in == nullptr && fwd == nullptr && rev == nullptr) return std::nullopt;
  const ir::ClassMethod* pick = in != nullptr ? in : fwd != nullptr ? fwd : rev;
  int candidates = (in != nullptr) + (fwd != nullptr) + (rev != nullptr);
  const ir::PrimInfo* p =
      ir::find_prim(inplace ? op + "=" : op, {Type::object(), Type::object()});
  if (p == nullptr) return std::nullopt;
  set_span(at);
  const Type lt = l.type(), rt = r.type();
  RValue res = dunder_generic(p->id, {l, r}, nullptr);
  if (candidates > 1) {
    for (const ir::ClassMethod* m : {in, fwd, rev}) {
      if (m != nullptr && declared_return(m->fn) != declared_return(pick->fn)) return res;
    }
  }
  if (pick == rev) return overload_checked(res, pick->fn, {rt, lt});
  return overload_checked(res, pick->fn, {lt, rt});
}

}  // namespace hintc::frontend
