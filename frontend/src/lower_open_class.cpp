// Compiled classes that Python code may subclass (mypyc's allow_interpreted_subclasses, and
// exception classes): their methods are called through Python, so a Python override is seen.
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::TypeKind;

bool Lowerer::allows_interpreted_subclasses(TSNode d) {
  std::string k = node_type(d);
  TSNode callee = k == "call" ? child_by_field(d, "function") : d;
  std::string name = text(callee);
  if (name.rfind("mypy_extensions.", 0) == 0) name = name.substr(16);
  if (k != "call") return name == "trait";
  if (name != "mypyc_attr") return false;
  TSNode args = child_by_field(d, "arguments");
  bool allowed = false;
  for (uint32_t i = 0; i < ts_node_named_child_count(args); ++i) {
    TSNode a = ts_node_named_child(args, i);
    if (node_type(a) != "keyword_argument") continue;
    std::string an = text(child_by_field(a, "name")), av = text(child_by_field(a, "value"));
    if (an == "allow_interpreted_subclasses") allowed = av == "True";
  }
  return allowed;
}

RValue Lowerer::checked_result(RValue v, const Function* method) {
  Type want = declared_return(method);
  if (want.is(TypeKind::Object)) return v;
  RValue u = b_->unbox(v.v, want, "return value of " + method->name + "()");
  b_->release(v);
  return u;
}

RValue Lowerer::call_through_python(RValue obj, TSNode call, const Function* method) {
  TSNode fn = child_by_field(call, "function");
  RValue name = b_->load_str(text(child_by_field(fn, "attribute")));
  set_span(call);
  RValue bound = b_->prim(PrimId::ObjGetAttr, {obj.v, name.v});
  b_->release(name);
  b_->release(obj);
  RValue r = call_generic(bound, call, child_by_field(call, "arguments"));
  if (!r.type().is(TypeKind::Object)) return r;  // poison after an error
  return checked_result(r, method);
}

}  // namespace hintc::frontend
