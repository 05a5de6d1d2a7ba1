// `def` statements at module level: default values evaluated when the def runs.
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

void Lowerer::lower_def_statement(TSNode s) {
  if (!module_level_) return lower_nested_def(s);
  auto key = def_keys_.find(ts_node_start_byte(s));
  if (key == def_keys_.end()) return error(s, msg::unsupported("a def inside a loop or 'with' block"));
  if (key->second.empty()) return;  // already reported
  FuncInfo& info = funcs_[key->second];
  if (info.fn->bound_at_def) return bind_at_def(info, info.decorators);
  store_defaults(info);
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
