// Names only type checkers see: `if TYPE_CHECKING:` imports, and the type aliases of other
// modules of the build (`from ._types import Pos` where `_types` says `Pos = int`).
#include <cctype>

#include "lowerer.h"

namespace hintc::frontend {

namespace {

bool plain_name(const std::string& s) {
  if (s.empty() || isdigit(static_cast<unsigned char>(s[0]))) return false;
  for (char c : s) {
    if (!(isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.')) return false;
  }
  return s.front() != '.' && s.back() != '.';
}

// The module's top-level `NAME = ...` / `NAME: T = ...` statements' assignment nodes, in order.
template <typename F>
void each_top_level_assignment(TSNode root, Lowerer& l, F&& visit) {
  for (uint32_t i = 0; i < ts_node_named_child_count(root); ++i) {
    TSNode s = ts_node_named_child(root, i);
    if (node_type(s) != "expression_statement" || ts_node_named_child_count(s) != 1) continue;
    TSNode a = ts_node_named_child(s, 0);
    TSNode left = child_by_field(a, "left");
    if (node_type(a) == "assignment" && node_type(left) == "identifier") visit(a, l.text(left));
  }
}

}  // namespace

bool Lowerer::type_checking_flag(TSNode cond) {
  std::string t = text(cond);
  if (t == "typing.TYPE_CHECKING") return true;
  if (t != "TYPE_CHECKING" || local("TYPE_CHECKING") != nullptr) return false;
  // `from typing import TYPE_CHECKING` binds no global. A module's own `TYPE_CHECKING = False`
  // (assigned once, at the top level) is the same flag: mypy takes every name TYPE_CHECKING for
  // True, and the module runs with it False.
  int stores = 0;
  bool only_false = true;
  each_top_level_assignment(ts_tree_root_node(cond.tree), *this, [&](TSNode a, std::string name) {
    if (name != "TYPE_CHECKING") return;
    ++stores;
    only_false &= text(child_by_field(a, "right")) == "False";
  });
  if (stores == 0) return mod_.find_global("TYPE_CHECKING") == nullptr;
  return stores == 1 && only_false;
}

std::vector<TSNode> Lowerer::type_checking_blocks(TSNode if_stmt) {
  // `if TYPE_CHECKING: A` gives A; `if not TYPE_CHECKING: ... else: B` gives B.
  TSNode cond = child_by_field(if_stmt, "condition");
  while (node_type(cond) == "parenthesized_expression" && ts_node_named_child_count(cond) == 1) {
    cond = ts_node_named_child(cond, 0);
  }
  if (type_checking_flag(cond)) return {child_by_field(if_stmt, "consequence")};
  if (node_type(cond) != "not_operator" || !type_checking_flag(child_by_field(cond, "argument")))
    return {};
  for (uint32_t i = 0; i < ts_node_named_child_count(if_stmt); ++i) {
    TSNode c = ts_node_named_child(if_stmt, i);
    if (node_type(c) == "else_clause") return {child_by_field(c, "body")};
  }
  return {};
}

void Lowerer::visit_type_imports(TSNode block, const std::function<void(TSNode, bool)>& visit) {
  for (uint32_t i = 0; i < ts_node_named_child_count(block); ++i) {
    TSNode s = ts_node_named_child(block, i);
    std::string k = node_type(s);
    if (k == "import_statement" || k == "import_from_statement") {
      visit(s, true);
    } else if (!ts_node_is_null(class_node(s))) {
      // A class only type checkers see (a TypedDict, a Protocol): annotations naming it are
      // objects, as for a class imported from another module.
      imports_.emplace(text(child_by_field(class_node(s), "name")), "type-only");
    } else if (k == "if_statement" || k == "try_statement") {
      // Nested version tests and fallbacks: every import any arm names.
      for (uint32_t j = 0; j < ts_node_named_child_count(s); ++j) {
        TSNode c = ts_node_named_child(s, j);
        if (node_type(c) == "block") visit_type_imports(c, visit);
        for (uint32_t n = 0; n < ts_node_named_child_count(c); ++n) {
          TSNode b = ts_node_named_child(c, n);
          if (node_type(b) == "block") visit_type_imports(b, visit);
        }
      }
    }
  }
}

std::optional<Type> Lowerer::build_alias_type(TSNode annotation) {
  return build_alias_named(text(annotation));
}

std::optional<Type> Lowerer::build_alias_named(const std::string& spelled) {
  // `Pos` bound by `from pkg._types import Pos`, or `_types.Pos` with `_types` a module of the
  // build: the alias that module's interface lists.
  if (build_.empty() || !plain_name(spelled)) return std::nullopt;
  size_t dot = spelled.rfind('.');
  std::string root = spelled.substr(0, spelled.find('.'));
  if (!module_level_ && (locals_.count(root) || local_names_.count(root))) return std::nullopt;
  auto b = api_bindings_.find(dot == std::string::npos ? spelled : spelled.substr(0, dot));
  if (b == api_bindings_.end()) return std::nullopt;
  std::string module, name;
  if (dot == std::string::npos && b->second.kind == ApiBinding::kFunction) {
    module = b->second.module;
    name = b->second.function;
  } else if (dot != std::string::npos && b->second.kind == ApiBinding::kModule) {
    module = b->second.module;
    name = spelled.substr(dot + 1);
  } else {
    return std::nullopt;
  }
  auto mi = build_.find(module);
  if (mi == build_.end()) return std::nullopt;
  auto a = mi->second.aliases.find(name);
  if (a == mi->second.aliases.end()) return std::nullopt;
  mod_.type_imports.insert(module + ":" + name);
  return a->second;
}

std::vector<std::pair<std::string, Type>> Lowerer::module_type_aliases(TSNode root) {
  // Each top-level `NAME = <type>` / `NAME: TypeAlias = <type>` that reads as a type; the
  // attempts on other assignments report nothing.
  std::vector<std::pair<std::string, Type>> out;
  std::set<std::string> seen;
  ++quiet_;
  each_top_level_assignment(root, *this, [&](TSNode a, const std::string& name) {
    if (!seen.insert(name).second) return;
    if (auto t = module_type_name(a, name)) out.push_back({name, *t});
  });
  --quiet_;
  return out;
}

}  // namespace hintc::frontend
