// Line events of profile builds: placed where CPython's tracer reports a 'line' event, so hit
// counts match the interpreter's line counts (loop headers once per test, elif per evaluation).
#include "lowerer.h"

namespace hintc::frontend {

namespace {

// Statements that compile to no code of their own: CPython reports no line event for them.
// A `while` is reported by its header (lower_while), on every test of the condition.
bool has_no_event(const std::string& kind) {
  return kind == "comment" || kind == "global_statement" || kind == "nonlocal_statement" ||
         kind == "while_statement" || kind == "function_definition" ||
         kind == "future_import_statement";
}

}  // namespace

void Lowerer::profile_statement(TSNode s, const std::string& kind) {
  if (module_level_ || has_no_event(kind)) return;
  // A function's docstring is not code; any other bare string or `...` statement is (a NOP that
  // CPython keeps for its line).
  TSNode block = ts_node_parent(s);
  if (!ts_node_is_null(block) && docstring(block)) {
    for (uint32_t i = 0; i < ts_node_named_child_count(block); ++i) {
      TSNode first = ts_node_named_child(block, i);
      if (node_type(first) == "comment") continue;
      if (ts_node_eq(first, s) && node_type(ts_node_parent(block)) == "function_definition") return;
      break;
    }
  }
  // Several statements on one line (`a = 1; b = 2`, `if x: y = 1`) are one line to the tracer:
  // it reports a line when the line number changes.
  if (static_cast<int>(ts_node_start_point(s).row) + 1 == profile_last_line_) return;
  profile_line(s);
}

void Lowerer::profile_line(TSNode at) {
  if (module_level_) return;
  const int line = static_cast<int>(ts_node_start_point(at).row) + 1;
  profile_last_line_ = line;
  b_->emit(OpKind::LineEvent, Type::none(), {}, false, [line](Op& op) { op.imm = line; });
}

}  // namespace hintc::frontend
