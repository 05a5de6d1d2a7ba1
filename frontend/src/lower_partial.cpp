// The lowering's side of mypy's partial types (check/partial_types.h): which assignments bind a
// partial local, and the uses that decide its type, reported while a def is lowered.
#include "check/type_comments.h"
#include "lowerer.h"

namespace hintc::frontend {

using Kind = check::PartialTypes::Kind;

std::optional<Type> Lowerer::partial_binding(TSNode left, TSNode right, bool& creator) {
  creator = false;
  // Locals of checked defs only: mypy does not infer in unannotated ones, whose locals may
  // hold anything. Captured variables keep the type of their first binding.
  if (module_level_ || untyped_def_ || node_type(left) != "identifier") return std::nullopt;
  std::string name = text(left);
  if (global_names_.count(name) || cell_owner(name) != nullptr ||
      comprehension_names_.count(name)) {
    return std::nullopt;
  }
  std::optional<Kind> kind;
  std::string k = node_type(right);
  if (k == "list" && ts_node_named_child_count(right) == 0) kind = Kind::List;
  if (k == "dictionary" && ts_node_named_child_count(right) == 0) kind = Kind::Dict;
  if (k == "none") kind = Kind::None;
  if (k == "call" && ts_node_named_child_count(child_by_field(right, "arguments")) == 0) {
    if (unshadowed_builtin_call(right, {"list"})) kind = Kind::List;
    if (unshadowed_builtin_call(right, {"dict"})) kind = Kind::Dict;
    if (unshadowed_builtin_call(right, {"set"})) kind = Kind::Set;
  }
  if (!kind) {
    // Any other value bound to a partial local is a use deciding its type (`x = None` ...
    // `x = 5`); lower_assignment reports it once the value is lowered.
    return std::nullopt;
  }
  creator = true;
  // Only the local's first binding makes it partial (mypy: `a = [1]` then `a = []` is a
  // list[int]).
  if (local(name) == nullptr) partial_.bind(name, *kind);
  if (!partial_.candidate(name)) return std::nullopt;
  return partial_.declared(name);
}

std::optional<Type> Lowerer::type_comment_of(TSNode assignment) {
  // The comment after the statement on its last line: a sibling of the expression statement.
  TSNode stmt = ts_node_parent(assignment);
  if (ts_node_is_null(stmt) || node_type(stmt) != "expression_statement") return std::nullopt;
  TSNode next = ts_node_next_sibling(stmt);
  if (ts_node_is_null(next) || node_type(next) != "comment" ||
      ts_node_start_point(next).row != ts_node_end_point(stmt).row) {
    return std::nullopt;
  }
  auto t = check::type_comment(text(next));
  if (!t) return std::nullopt;
  // Names and quoted-style simple types; anything richer is an object (as quoted annotations).
  return parse_annotation_text(next, *t);
}

void Lowerer::partial_method_arg(TSNode call, const std::string& method, size_t index, Type arg) {
  TSNode fn = child_by_field(call, "function");
  if (node_type(fn) != "attribute") return;
  TSNode obj = child_by_field(fn, "object");
  if (node_type(obj) == "identifier" && local(text(obj)) != nullptr) {
    partial_.method_arg(text(obj), method, index, arg);
  }
}

void Lowerer::partial_item_store(TSNode subscript_value, Type key, Type value) {
  if (node_type(subscript_value) == "identifier" && local(text(subscript_value)) != nullptr) {
    partial_.item_store(text(subscript_value), key, value);
  }
}

}  // namespace hintc::frontend
