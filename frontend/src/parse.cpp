// Parsing: encoding checks, tree-sitter invocation, and the first syntax error as a diagnostic.
#include "hintc/frontend/parse.h"

#include <cstring>

#include "except_star_syntax.h"
#include "fstring_mask.h"
#include "lexical_check.h"
#include "overload_stubs.h"
#include "walrus_syntax.h"

extern "C" const TSLanguage* tree_sitter_python(void);

namespace hintc::frontend {

ParseTree::~ParseTree() {
  ts_tree_delete(tree_);
  ts_parser_delete(parser_);
}

std::string node_type(TSNode n) { return ts_node_is_null(n) ? "" : ts_node_type(n); }

TSNode child_by_field(TSNode n, const char* field) {
  return ts_node_child_by_field_name(n, field, static_cast<uint32_t>(std::strlen(field)));
}

std::vector<TSNode> named_children(TSNode n) {
  std::vector<TSNode> out;
  for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) {
    TSNode c = ts_node_named_child(n, i);
    if (node_type(c) != "comment") out.push_back(c);
  }
  return out;
}

std::vector<TSNode> import_items(TSNode stmt) {
  std::vector<TSNode> out;
  TSNode module = child_by_field(stmt, "module_name");
  for (uint32_t i = 0; i < ts_node_named_child_count(stmt); ++i) {
    TSNode item = ts_node_named_child(stmt, i);
    std::string k = node_type(item);
    if (ts_node_eq(item, module) || (k != "dotted_name" && k != "aliased_import" &&
                                     k != "wildcard_import")) {
      continue;
    }
    out.push_back(item);
  }
  return out;
}

namespace {

// Returns the byte offset of the first invalid UTF-8 sequence, or -1.
long first_invalid_utf8(const std::string& s) {
  size_t i = 0;
  while (i < s.size()) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    size_t len = c < 0x80           ? 1
                 : (c >> 5) == 0x6  ? 2
                 : (c >> 4) == 0xE  ? 3
                 : (c >> 3) == 0x1E ? 4
                                    : 0;
    if (len == 0 || i + len > s.size()) return static_cast<long>(i);
    uint32_t cp = len == 1 ? c : len == 2 ? (c & 0x1F) : len == 3 ? (c & 0x0F) : (c & 0x07);
    for (size_t k = 1; k < len; ++k) {
      unsigned char d = static_cast<unsigned char>(s[i + k]);
      if ((d & 0xC0) != 0x80) return static_cast<long>(i);
      cp = (cp << 6) | (d & 0x3F);
    }
    // Reject overlong forms, surrogates and values past U+10FFFF, as CPython's decoder does.
    if ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) ||
        (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) {
      return static_cast<long>(i);
    }
    i += len;
  }
  return -1;
}

// A compound statement header whose line does not end in ':' is CPython's "expected ':'",
// reported just past the header's last character.
bool report_missing_colon(TSNode error, const SourceFile& src, Diagnostics& diags) {
  uint32_t start = ts_node_start_byte(error);
  int line = src.line_of(start);
  std::string_view text = src.line_text(line);
  size_t first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) return false;
  std::string_view rest = text.substr(first);
  static const char* const kHeaders[] = {"def ", "class ", "if ",    "elif ",   "else",  "while ",
                                         "for ", "try",    "except", "finally", "with ", "async "};
  bool header = false;
  for (const char* h : kHeaders) header |= rest.rfind(h, 0) == 0;
  if (!header) return false;
  // Drop a trailing comment (a '#' outside quotes) and trailing blanks.
  size_t end = rest.size();
  char quote = 0;
  for (size_t i = 0; i < rest.size(); ++i) {
    char c = rest[i];
    if (quote) {
      if (c == '\\')
        ++i;
      else if (c == quote)
        quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '#') {
      end = i;
      break;
    }
  }
  while (end > 0 && (rest[end - 1] == ' ' || rest[end - 1] == '\t')) --end;
  if (end == 0 || rest[end - 1] == ':') return false;
  uint32_t line_start = static_cast<uint32_t>(text.data() - src.text().data());
  diags.error(line_start + static_cast<uint32_t>(first + end), "expected ':'");
  return true;
}

// Walks the tree in document order (iteratively: trees can be very deep) and reports the first
// ERROR or MISSING node.
bool report_first_syntax_error(TSNode root, const SourceFile& src, Diagnostics& diags) {
  if (!ts_node_has_error(root)) return false;
  TSTreeCursor cur = ts_tree_cursor_new(root);
  bool found = false;
  while (!found) {
    TSNode n = ts_tree_cursor_current_node(&cur);
    if ((ts_node_is_missing(n) || ts_node_is_error(n)) && report_star_without_type(n, diags)) {
      found = true;
      break;
    }
    if (ts_node_is_missing(n)) {
      std::string what = ts_node_type(n);
      if (what.empty() || what == "_newline" || what == "_indent" || what == "_dedent") {
        diags.error(ts_node_start_byte(n), "invalid syntax");
      } else {
        diags.error(ts_node_start_byte(n), "invalid syntax: expected '" + what + "'");
      }
      found = true;
      break;
    }
    if (ts_node_is_error(n)) {
      uint32_t at = ts_node_start_byte(n);
      if (report_missing_colon(n, src, diags)) {
        found = true;
        break;
      }
      std::string_view text = src.slice(at, ts_node_end_byte(n));
      // Point at the first unexpected token: the first child that is not a valid subtree.
      std::string msg = "invalid syntax";
      if (ts_node_child_count(n) > 0) {
        TSNode first = ts_node_child(n, 0);
        std::string_view tok = src.slice(ts_node_start_byte(first), ts_node_end_byte(first));
        if (!tok.empty() && tok.size() <= 20 && tok.find('\n') == std::string_view::npos) {
          msg = "invalid syntax near '" + std::string(tok) + "'";
        }
      } else if (!text.empty() && text.size() <= 20 && text.find('\n') == std::string_view::npos) {
        msg = "invalid syntax near '" + std::string(text) + "'";
      }
      diags.error(at, msg);
      found = true;
      break;
    }
    // Descend only into subtrees that contain an error.
    if (ts_node_has_error(n) && ts_tree_cursor_goto_first_child(&cur)) continue;
    bool moved = false;
    while (!moved) {
      if (ts_tree_cursor_goto_next_sibling(&cur)) {
        moved = true;
      } else if (!ts_tree_cursor_goto_parent(&cur)) {
        break;
      }
    }
    if (!moved) break;
  }
  ts_tree_cursor_delete(&cur);
  if (!found) diags.error(ts_node_start_byte(root), "invalid syntax");
  return true;
}

// A new parser's tree of `code`; null (reported) when tree-sitter returns none.
std::unique_ptr<ParseTree> parse_text(const std::string& code, Diagnostics& diags) {
  TSParser* parser = ts_parser_new();
  ts_parser_set_language(parser, tree_sitter_python());
  TSTree* tree =
      ts_parser_parse_string(parser, nullptr, code.data(), static_cast<uint32_t>(code.size()));
  if (tree == nullptr) {
    ts_parser_delete(parser);
    diags.error(0, "source could not be parsed");
    return nullptr;
  }
  return std::make_unique<ParseTree>(parser, tree);
}

}  // namespace

std::unique_ptr<ParseTree> parse_source(const SourceFile& src, Diagnostics& diags) {
  const std::string& text = src.text();
  size_t nul = text.find('\0');
  if (nul != std::string::npos) {
    diags.error_in_binary(static_cast<uint32_t>(nul), "source code cannot contain null bytes");
    return nullptr;
  }
  long bad = first_invalid_utf8(text);
  if (bad >= 0) {
    diags.error_in_binary(static_cast<uint32_t>(bad), "source is not valid UTF-8");
    return nullptr;
  }
  if (check_lexical_structure(src, diags)) return nullptr;
  if (text.size() > 0xFFFFFFF0u) {
    diags.error(0, "source file too large");
    return nullptr;
  }
  std::string parsed = mask_fstring_specs(text);
  std::unique_ptr<ParseTree> pt = parse_text(parsed, diags);
  if (pt == nullptr) return nullptr;
  std::string joined = join_except_stars(pt->root(), parsed);
  if (!joined.empty()) {
    parsed = std::move(joined);
    pt = parse_text(parsed, diags);
    if (pt == nullptr) return nullptr;
  }
  if (report_mixed_except_star(pt->root(), src, diags)) return nullptr;
  if (report_first_syntax_error(pt->root(), src, diags)) return nullptr;
  if (report_walrus_scope_errors(pt->root(), src, diags)) return nullptr;
  // Checked with the overload stubs, compiled without them.
  std::string stubless = blank_overload_stubs(pt->root(), parsed);
  if (stubless.empty()) return pt;
  std::unique_ptr<ParseTree> compiled = parse_text(stubless, diags);
  if (compiled != nullptr) compiled->keep_stubs(std::move(pt));
  return compiled;
}

}  // namespace hintc::frontend
