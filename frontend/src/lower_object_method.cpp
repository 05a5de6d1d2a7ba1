// `obj.m(args)` on an untyped receiver: one PyObject_VectorcallMethod call (CPython's
// LOAD_METHOD/CALL: the method is found on the type and called with obj first, no bound method
// made) when evaluating the arguments before the lookup is unobservable: each is a literal or a
// definitely assigned local, or arithmetic on native numbers that cannot raise (`i & 3`), so
// nothing runs and nothing can raise between the two.
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

bool Lowerer::quiet_local(TSNode a) const {
  auto it = locals_.find(text(a));
  return it != locals_.end() && definitely_.count(text(a)) && !global_names_.count(text(a)) &&
         (scope_ == nullptr || !scope_->cells.count(text(a)));
}

char Lowerer::quiet_native_kind(TSNode a) const {
  // 'i' (int or bool) or 'f' (float) for arithmetic on native numbers that can neither raise nor
  // run Python code (+ - * on one kind, & | ^ ~ on ints: no division, shift or int/float mix,
  // whose conversions and zero divisors raise); 0 for anything else.
  std::string k = node_type(a);
  if (k == "integer" || k == "true" || k == "false") return 'i';
  if (k == "float") return 'f';
  if (k == "parenthesized_expression" && ts_node_named_child_count(a) == 1) {
    return quiet_native_kind(ts_node_named_child(a, 0));
  }
  if (k == "identifier") {
    if (!quiet_local(a)) return 0;
    const Type& t = locals_.at(text(a))->type;
    return t.is(TypeKind::Int) || t.is(TypeKind::Bool) ? 'i' : t.is(TypeKind::Float) ? 'f' : 0;
  }
  if (k != "unary_operator" && k != "binary_operator") return 0;
  std::string op = text(child_by_field(a, "operator"));
  if (k == "unary_operator") {
    char r = quiet_native_kind(child_by_field(a, "argument"));
    return op == "-" || op == "+" || (op == "~" && r == 'i') ? r : 0;
  }
  char l = quiet_native_kind(child_by_field(a, "left"));
  if (l == 0 || l != quiet_native_kind(child_by_field(a, "right"))) return 0;
  if (op == "+" || op == "-" || op == "*") return l;
  return (op == "&" || op == "|" || op == "^") && l == 'i' ? l : 0;
}

bool Lowerer::quiet_argument(TSNode a) const {
  std::string k = node_type(a);
  if (k == "integer" || k == "float" || k == "true" || k == "false" || k == "none") return true;
  if (k == "string") return !has_interpolation(a);
  if (k == "identifier") return quiet_local(a);
  return quiet_native_kind(a) != 0;
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
