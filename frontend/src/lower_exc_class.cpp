// Compiled exception classes: construction (BaseException's `args` rules), super() calls that
// reach the builtin exception base, as CPython runs them for a class statement.
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::ClassDef;
using ir::TypeKind;

// BaseException.__new__ keeps the constructor's positional arguments as `args`; the base's
// __init__ replaces them. A native construction skips __new__'s arguments, so it is exact only
// when the __init__ chain always reaches the builtin __init__.
bool Lowerer::init_sets_args(const ClassDef* c) {
  const ir::ClassMethod* m = c->find_method("__init__");
  if (m == nullptr) return false;
  auto it = funcs_.find(method_key(m->fn));
  if (it == funcs_.end() || ts_node_is_null(it->second.node)) return false;  // generated
  // A statement of the body's top level must be `super().__init__(...)`.
  TSNode body = child_by_field(it->second.node, "body");
  bool calls = false;
  for (uint32_t i = 0; !calls && i < ts_node_named_child_count(body); ++i) {
    TSNode s = ts_node_named_child(body, i);
    if (node_type(s) != "expression_statement" || ts_node_named_child_count(s) != 1) continue;
    TSNode call = ts_node_named_child(s, 0);
    calls =
        node_type(call) == "call" && text(child_by_field(call, "function")) == "super().__init__";
  }
  if (!calls) return false;
  const ClassDef* owner = m->fn->owner;
  if (owner->base == nullptr || owner->base->find_method("__init__") == nullptr) return true;
  return init_sets_args(owner->base);
}

// C(args) through the type's own call (tp_new keeps the arguments, then the compiled __init__).
RValue Lowerer::construct_through_type(const ClassDef* c, TSNode call, TSNode args) {
  set_span(call);
  Op* load = b_->emit(OpKind::LoadClass, Type::object(), {}, true);
  load->text = c->name;
  RValue r = call_generic(b_->owned(load), call, args);
  if (!r.type().is(TypeKind::Object)) return r;  // poison after an error
  RValue obj = b_->cast(r.v, Type::instance(c));
  b_->release(r);
  return obj;
}

// super().ATTR(...) in a method of a class whose nearest definition of ATTR is the builtin
// exception base's: __init__ with positional arguments sets `args` directly; anything else is
// the builtin's method bound to self, called generically.
RValue Lowerer::super_of_exception(RValue self, TSNode call, TSNode args, const std::string& attr) {
  bool plain = node_type(args) == "argument_list";
  for (uint32_t i = 0; plain && i < ts_node_named_child_count(args); ++i) {
    std::string k = node_type(ts_node_named_child(args, i));
    plain = k != "keyword_argument" && k != "list_splat" && k != "dictionary_splat";
  }
  if (attr == "__init__" && plain) {
    std::vector<RValue> items;
    for (uint32_t i = 0; i < ts_node_named_child_count(args); ++i) {
      TSNode a = ts_node_named_child(args, i);
      if (node_type(a) == "comment") continue;
      RValue v = lower_expr(a);
      if (v.type().is(TypeKind::Str)) {
        RValue o = b_->prim(PrimId::StrAsObject, {v.v});
        b_->release(v);
        v = o;
      }
      items.push_back(to_object(v));
    }
    std::vector<Value*> ops;
    for (const RValue& v : items) ops.push_back(v.v);
    set_span(call);
    RValue tuple = b_->build(kBuildTuple, Type::tuple_of(Type::object()), ops);
    for (auto v = items.rbegin(); v != items.rend(); ++v) b_->release(*v);
    RValue r = b_->prim(PrimId::ExcBaseInit, {self.v, tuple.v});
    b_->release(tuple);
    b_->release(self);
    return r;
  }
  RValue name = b_->load_str(attr);
  set_span(call);
  RValue bound = b_->prim(PrimId::ExcSuperAttr, {self.v, name.v});
  b_->release(name);
  b_->release(self);
  return call_generic(bound, call, args);
}

}  // namespace hintc::frontend
