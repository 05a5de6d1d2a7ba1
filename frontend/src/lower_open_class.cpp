// Compiled classes that Python code may subclass (mypyc's allow_interpreted_subclasses, and
// exception classes): their methods are called through Python, so a Python override is seen.
// Also reads the other class attributes of @mypyc_attr (boxed_fields).
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::TypeKind;

bool Lowerer::apply_class_attrs(TSNode d, ir::ClassDef& c) {
  std::string k = node_type(d);
  TSNode callee = k == "call" ? child_by_field(d, "function") : d;
  std::string name = text(callee);
  if (name.rfind("mypy_extensions.", 0) == 0) name = name.substr(16);
  if (k != "call") {
    if (name != "trait") return false;
    c.interpreted_subclasses = true;
    return true;
  }
  if (name != "mypyc_attr") return false;
  TSNode args = child_by_field(d, "arguments");
  for (uint32_t i = 0; i < ts_node_named_child_count(args); ++i) {
    TSNode a = ts_node_named_child(args, i);
    if (node_type(a) != "keyword_argument") continue;  // positional names: mypyc's own flags
    std::string an = text(child_by_field(a, "name")), av = text(child_by_field(a, "value"));
    bool* flag = an == "allow_interpreted_subclasses" ? &c.interpreted_subclasses
                 : an == "boxed_fields"               ? &c.boxed_fields
                                                      : nullptr;
    if (flag == nullptr)
      continue;  // other mypyc attributes (serializable, ...) change nothing here
    if (av != "True" && av != "False") {
      error(a, msg::unsupported("a mypyc_attr value other than True or False"));
      continue;
    }
    *flag = av == "True";
  }
  return true;
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
