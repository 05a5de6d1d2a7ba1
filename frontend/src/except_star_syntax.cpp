// `except*` clause shapes and CPython's parser errors for them ("cannot have both 'except' and
// 'except*' on the same 'try'", "expected one or more exception types").
#include "except_star_syntax.h"

#include <vector>

#include "hintc/frontend/parse.h"

namespace hintc::frontend {

namespace {

// Whether `except` followed by `*` (blanks between allowed) occurs anywhere in the text.
bool mentions_except_star(const std::string& text) {
  for (size_t at = text.find("except"); at != std::string::npos; at = text.find("except", at + 1)) {
    size_t star = text.find_first_not_of(" \t", at + 6);
    if (star != std::string::npos && text[star] == '*') return true;
  }
  return false;
}

// The colon ending the clause header that holds `n`, or null.
TSNode colon_after(TSNode n) {
  for (TSNode s = ts_node_next_sibling(n); !ts_node_is_null(s); s = ts_node_next_sibling(s)) {
    if (node_type(s) == ":") return s;
  }
  return TSNode{};
}

// Calls leaf(n) for every token of the tree under root, in source order.
template <typename Leaf>
void for_each_leaf(TSNode root, Leaf leaf) {
  TSTreeCursor cur = ts_tree_cursor_new(root);
  for (bool more = true; more;) {
    TSNode n = ts_tree_cursor_current_node(&cur);
    if (ts_node_child_count(n) == 0) leaf(n);
    if (ts_tree_cursor_goto_first_child(&cur)) continue;
    while (!ts_tree_cursor_goto_next_sibling(&cur)) {
      if (!ts_tree_cursor_goto_parent(&cur)) {
        more = false;
        break;
      }
    }
  }
  ts_tree_cursor_delete(&cur);
}

}  // namespace

std::string join_except_stars(TSNode root, const std::string& text) {
  std::string out;
  if (!mentions_except_star(text)) return out;
  for_each_leaf(root, [&](TSNode n) {
    if (node_type(n) != "except") return;
    size_t end = ts_node_end_byte(n), star = text.find_first_not_of(" \t", end);
    if (star != std::string::npos && star > end && text[star] == '*') {
      if (out.empty()) out = text;
      out[star] = ' ';
      out[end] = '*';
    }
  });
  return out;
}

TSNode star_clause_value(TSNode clause) {
  if (node_type(clause) == "except_clause") {
    TSNode v = child_by_field(clause, "value");
    TSNode inner = node_type(v) == "as_pattern" ? ts_node_named_child(v, 0) : v;
    return node_type(inner) == "list_splat" ? v : TSNode{};
  }
  for (uint32_t i = 0; i < ts_node_named_child_count(clause); ++i) {
    TSNode c = ts_node_named_child(clause, i);
    std::string k = node_type(c);
    if (k != "comment") return k == "block" ? TSNode{} : c;
  }
  return TSNode{};
}

bool is_star_clause(TSNode clause) {
  return node_type(clause) == "except_group_clause" || !ts_node_is_null(star_clause_value(clause));
}

bool report_mixed_except_star(TSNode root, const SourceFile& src, Diagnostics& diags) {
  // tree-sitter has no tree for such a statement (its try takes one kind of clause: the other
  // kind turns into an error, a starred value or an annotation), so this reads the tokens: clause
  // keywords opening a line, matched to the `try` at their column.
  if (!mentions_except_star(src.text())) return false;
  struct Leaf {
    std::string_view text;
    uint32_t at;
    int column;  // -1: not the first token of its line
  };
  std::vector<Leaf> leaves;
  for_each_leaf(root, [&](TSNode n) {
    if (ts_node_end_byte(n) <= ts_node_start_byte(n)) return;
    uint32_t at = ts_node_start_byte(n);
    std::string_view line = src.line_text(src.line_of(at));
    size_t col = at - static_cast<uint32_t>(line.data() - src.text().data());
    bool first = line.substr(0, col).find_first_not_of(" \t\f") == std::string_view::npos;
    // A token's own type (an `except*` may have been joined: join_except_stars).
    std::string_view token = ts_node_is_named(n) ? src.slice(at, ts_node_end_byte(n)) : ts_node_type(n);
    leaves.push_back({token, at, first ? static_cast<int>(col) : -1});
  });
  struct OpenTry {
    int column;
    int star;  // -1 before its first clause, else whether that clause is an except* clause
  };
  std::vector<OpenTry> tries;
  for (size_t i = 0; i < leaves.size(); ++i) {
    const Leaf& l = leaves[i];
    if (l.column < 0) continue;
    std::string_view next = i + 1 < leaves.size() ? leaves[i + 1].text : std::string_view{};
    bool clause = l.text == "except*" || l.text == "except";
    if (!clause && l.text != "else" && l.text != "finally") {
      while (!tries.empty() && tries.back().column >= l.column) tries.pop_back();
      if (l.text == "try" && next == ":") tries.push_back({l.column, -1});
      continue;
    }
    while (!tries.empty() && tries.back().column > l.column) tries.pop_back();
    if (!clause || tries.empty() || tries.back().column != l.column) continue;
    int star = l.text == "except*" || next == "*" ? 1 : 0;
    if (tries.back().star < 0) tries.back().star = star;
    if (tries.back().star != star) {
      diags.error(l.at, "cannot have both 'except' and 'except*' on the same 'try'");
      return true;
    }
  }
  return false;
}

bool report_star_without_type(TSNode bad, Diagnostics& diags) {
  TSNode clause = ts_node_parent(bad);
  bool missing = ts_node_is_missing(bad) && node_type(clause) == "except_group_clause";
  bool lone_star = ts_node_is_error(bad) && node_type(clause) == "except_clause" &&
                   ts_node_child_count(bad) == 1 && node_type(ts_node_child(bad, 0)) == "*";
  TSNode colon = colon_after(bad);
  if (!(missing || lone_star) || ts_node_is_null(colon)) return false;
  diags.error(ts_node_start_byte(colon), "expected one or more exception types");
  return true;
}

}  // namespace hintc::frontend
