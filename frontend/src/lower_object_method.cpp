// `obj.m(args)` on an untyped receiver: one PyObject_VectorcallMethod call (CPython's
// LOAD_METHOD/CALL: the method is found on the type and called with obj first, no bound method
// made) when evaluating the arguments before the lookup is unobservable: each is a literal or a
// definitely assigned local, so nothing runs and nothing can raise between the two.
#include "lowerer.h"

namespace hintc::frontend {

using ir::TypeKind;

RValue Lowerer::boxed_argument(RValue v) {
  if (!v.type().is(TypeKind::Str)) return to_object(v);
  // A str value is an object already: box through a conversion-free retype.
  RValue o = b_->prim(PrimId::StrAsObject, {v.v});
  b_->release(v);
  return o;
}

bool Lowerer::quiet_argument(TSNode a) const {
  std::string k = node_type(a);
  if (k == "integer" || k == "float" || k == "true" || k == "false" || k == "none") return true;
  if (k == "string") return !has_interpolation(a);
  if (k == "identifier") {
    auto it = locals_.find(text(a));
    return it != locals_.end() && definitely_.count(text(a)) && !global_names_.count(text(a)) &&
           (scope_ == nullptr || !scope_->cells.count(text(a)));
  }
  return false;
}

std::optional<RValue> Lowerer::object_method_call(RValue base, TSNode fn, TSNode call,
                                                  TSNode args) {
  if (!base.type().is(TypeKind::Object) || node_type(args) != "argument_list" || module_level_) {
    return std::nullopt;
  }
  std::vector<TSNode> argv;
  for (uint32_t i = 0; i < ts_node_named_child_count(args); ++i) {
    TSNode a = ts_node_named_child(args, i);
    if (node_type(a) == "comment") continue;
    if (!quiet_argument(a)) return std::nullopt;
    argv.push_back(a);
  }
  if (argv.size() > 6) return std::nullopt;
  std::string attr = text(child_by_field(fn, "attribute"));
  std::vector<RValue> vals;
  for (TSNode a : argv) {
    vals.push_back(boxed_argument(lower_expr(a)));
  }
  set_span(call);
  note(fn, "generic",
       describe_dynamic(child_by_field(fn, "object")) + ", so `." + attr +
           "()` is a generic method call");
  std::vector<Value*> ops;
  for (const RValue& v : vals) ops.push_back(v.v);
  RValue r = b_->call_method(base.v, attr, ops, Type::object());
  for (auto it = vals.rbegin(); it != vals.rend(); ++it) b_->release(*it);
  b_->release(base);
  return r;
}

}  // namespace hintc::frontend
