// Finding `@overload` stubs: the names `overload` is imported as from typing (or
// typing_extensions), and the decorated definitions of a block that an implementation follows.
#include "overload_stubs.h"

#include <set>
#include <vector>

#include "hintc/frontend/parse.h"

namespace hintc::frontend {

namespace {

bool typing_module(const std::string& m) { return m == "typing" || m == "typing_extensions"; }

std::string slice(const std::string& text, TSNode n) {
  return text.substr(ts_node_start_byte(n), ts_node_end_byte(n) - ts_node_start_byte(n));
}

// The decorator spellings naming typing.overload: `overload` (or its alias) after `from typing
// import overload`, `typing.overload` (or `t.overload`) after `import typing [as t]`.
std::set<std::string> overload_spellings(TSNode root, const std::string& text) {
  std::set<std::string> out;
  std::vector<TSNode> stack{root};
  while (!stack.empty()) {
    TSNode n = stack.back();
    stack.pop_back();
    std::string k = node_type(n);
    bool from = k == "import_from_statement";
    if (from && !typing_module(slice(text, child_by_field(n, "module_name")))) continue;
    if (from || k == "import_statement") {
      for (TSNode c : import_items(n)) {
        bool aliased = node_type(c) == "aliased_import";
        std::string name = slice(text, aliased ? child_by_field(c, "name") : c);
        std::string bound = aliased ? slice(text, child_by_field(c, "alias")) : name;
        if (from && name == "overload") out.insert(bound);
        if (!from && typing_module(name)) out.insert(bound + ".overload");
      }
      continue;
    }
    for (uint32_t i = ts_node_named_child_count(n); i-- > 0;) {
      stack.push_back(ts_node_named_child(n, i));
    }
  }
  return out;
}

// The name a statement defines with `def` (decorated or not), else "".
std::string def_name(TSNode s, const std::string& text) {
  if (node_type(s) == "decorated_definition") s = child_by_field(s, "definition");
  if (node_type(s) != "function_definition") return "";
  return slice(text, child_by_field(s, "name"));
}

bool overload_stub(TSNode s, const std::string& text, const std::set<std::string>& spellings) {
  if (node_type(s) != "decorated_definition") return false;
  for (uint32_t i = 0; i < ts_node_named_child_count(s); ++i) {
    TSNode d = ts_node_named_child(s, i);
    if (node_type(d) == "decorator" && spellings.count(slice(text, ts_node_named_child(d, 0)))) {
      return true;
    }
  }
  return false;
}

}  // namespace

std::string blank_overload_stubs(TSNode root, const std::string& text) {
  std::string out;
  if (text.find("overload") == std::string::npos) return out;
  std::set<std::string> spellings = overload_spellings(root, text);
  if (spellings.empty()) return out;
  std::vector<TSNode> stack{root};
  while (!stack.empty()) {
    TSNode block = stack.back();
    stack.pop_back();
    std::vector<TSNode> stmts;
    for (uint32_t i = 0; i < ts_node_named_child_count(block); ++i) {
      TSNode c = ts_node_named_child(block, i);
      if (node_type(c) != "comment") stmts.push_back(c);
      stack.push_back(c);
    }
    for (size_t i = 0; i < stmts.size(); ++i) {
      if (!overload_stub(stmts[i], text, spellings)) continue;
      std::string name = def_name(stmts[i], text);
      size_t j = i + 1;
      while (j < stmts.size() && def_name(stmts[j], text) == name &&
             overload_stub(stmts[j], text, spellings))
        ++j;
      // Without an implementation (a Protocol's overloads) the last overload is what CPython
      // binds the name to: that one stays.
      bool implemented = j < stmts.size() && def_name(stmts[j], text) == name;
      if (!implemented && j == i + 1) continue;
      if (out.empty()) out = text;
      for (size_t b = ts_node_start_byte(stmts[i]); b < ts_node_end_byte(stmts[i]); ++b) {
        if (out[b] != '\n' && out[b] != '\r') out[b] = ' ';
      }
    }
  }
  return out;
}

}  // namespace hintc::frontend
