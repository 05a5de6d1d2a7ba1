// `def` statements at module level: default values evaluated when the def runs.
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

void Lowerer::lower_def_statement(TSNode s) {
  if (!module_level_) return lower_nested_def(s);
  std::string name = text(child_by_field(s, "name"));
  auto it = funcs_.find(name);
  if (it == funcs_.end() || !ts_node_eq(it->second.node, s)) return;  // already reported
  store_defaults(it->second);
}

void Lowerer::store_defaults(FuncInfo& info) {
  // Defaults are evaluated once, when the def statement runs, as in CPython.
  for (size_t i = 0; i < info.defaults.size(); ++i) {
    if (ts_node_is_null(info.defaults[i])) continue;
    const ir::Param& p = info.fn->params[i];
    RValue v = lower_expr(info.defaults[i]);
    auto c = coerce(v, p.reg->type, info.defaults[i], "default");
    if (c) b_->store_global(p.default_value, *c);
  }
}

}  // namespace hintc::frontend
