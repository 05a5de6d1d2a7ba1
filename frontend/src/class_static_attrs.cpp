// What CPython 3.13's compiler records in a class body besides the statements: the class's first
// line (its first decorator's) as __firstlineno__, and __static_attributes__, the sorted names
// that functions inside the body store through `self.NAME` (plain, annotated and unpacking
// assignments, for and with targets, comprehension targets; not augmented assignments or del).
#include <set>

#include "lowerer.h"

namespace hintc::frontend {

namespace {

// Collects NAME of each `self.NAME` store target under n, not entering nested classes (they
// have their own) and stopping at expressions that are not targets.
void collect_targets(const Lowerer& l, TSNode target, std::set<std::string>& out) {
  std::string k = node_type(target);
  if (k == "attribute") {
    TSNode obj = child_by_field(target, "object");
    if (node_type(obj) == "identifier" && l.text(obj) == "self") {
      out.insert(l.text(child_by_field(target, "attribute")));
    }
    return;
  }
  if (k == "pattern_list" || k == "tuple_pattern" || k == "list_pattern" || k == "list_splat_pattern" ||
      k == "parenthesized_expression" || k == "tuple" || k == "list" || k == "list_splat" ||
      k == "expression_list") {
    for (uint32_t i = 0; i < ts_node_named_child_count(target); ++i) {
      collect_targets(l, ts_node_named_child(target, i), out);
    }
  }
}

void collect_stores(const Lowerer& l, TSNode n, bool in_function, std::set<std::string>& out) {
  std::string k = node_type(n);
  if (k == "class_definition") return;
  if (k == "function_definition" || k == "lambda") in_function = true;
  if (in_function) {
    if (k == "assignment") {
      collect_targets(l, child_by_field(n, "left"), out);
    } else if (k == "for_statement" || k == "for_in_clause") {
      collect_targets(l, child_by_field(n, "left"), out);
    } else if (k == "as_pattern") {
      TSNode alias = child_by_field(n, "alias");
      if (!ts_node_is_null(alias)) {
        collect_targets(l, ts_node_named_child_count(alias) ? ts_node_named_child(alias, 0) : alias, out);
      }
    }
  }
  for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) {
    collect_stores(l, ts_node_named_child(n, i), in_function, out);
  }
}

}  // namespace

bool Lowerer::target_at_least(int major, int minor) const {
  return python_version_.size() >= 2 &&
         (python_version_[0] > major || (python_version_[0] == major && python_version_[1] >= minor));
}

std::vector<std::string> Lowerer::static_attributes(TSNode body) const {
  std::set<std::string> names;
  for (uint32_t i = 0; i < ts_node_named_child_count(body); ++i) {
    collect_stores(*this, ts_node_named_child(body, i), false, names);
  }
  return {names.begin(), names.end()};
}

int Lowerer::class_first_line(TSNode s) const {
  TSNode parent = ts_node_parent(s);
  TSNode first = node_type(parent) == "decorated_definition" ? parent : s;
  return static_cast<int>(ts_node_start_point(first).row) + 1;
}

}  // namespace hintc::frontend
