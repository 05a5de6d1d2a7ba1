// `g.split(f)` / `g.subgroup(f)` on an object g with a compiled function f (a lambda, a def of
// the module or a nested def): CPython's split takes only Python functions as conditions, which a
// compiled function is not, so the call goes through a runtime helper that splits a real group
// itself with f as the predicate (rt_exc_star.h); for anything else it is the plain call.
#include "lowerer.h"

namespace hintc::frontend {

bool Lowerer::names_compiled_function(TSNode e) {
  if (node_type(e) == "lambda") return true;
  if (node_type(e) != "identifier") return false;
  std::string name = text(e);
  bool local = !module_level_ && (local_names_.count(name) || locals_.count(name));
  if (!local && funcs_.count(name) && mod_.find_global(name) == nullptr) return true;
  if (scope_ == nullptr || module_level_ || scope_->globals.count(name)) return false;
  Scope* owner = scope_->locals.count(name) ? scope_ : cell_owner(name);
  return owner != nullptr && owner->direct_def(name) != nullptr;
}

std::optional<RValue> Lowerer::group_split_call(RValue base, TSNode fn, TSNode call,
                                                TSNode args) {
  std::string attr = text(child_by_field(fn, "attribute"));
  if (attr != "split" && attr != "subgroup") return std::nullopt;
  if (!base.type().is(ir::TypeKind::Object) || node_type(args) != "argument_list") {
    return std::nullopt;
  }
  std::vector<TSNode> given = call_args(args);
  if (given.size() != 1 || has_splat(args) || node_type(given[0]) == "keyword_argument" ||
      !names_compiled_function(given[0])) {
    return std::nullopt;
  }
  RValue method = attribute_of(base, fn);
  RValue cond = to_object(lower_expr(given[0]));
  set_span(call);
  RValue r = b_->prim(PrimId::GroupSplitCall, {method.v, cond.v});
  b_->release(cond);
  b_->release(method);
  return r;
}

}  // namespace hintc::frontend
