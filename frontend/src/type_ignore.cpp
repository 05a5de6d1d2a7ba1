// `# type: ignore` comments: which lines they silence (see type_ignore.h).
#include "type_ignore.h"

#include <cctype>
#include <cstring>
#include <string>
#include <string_view>

namespace hintc::frontend {

namespace {

// What an ignore comment says: not one, a bare ignore, or one with error codes
// (`# type: ignore[attr-defined]`). As Python's tokenizer, the comment must start with
// `type: ignore`, and `ignore` must end there (`# type: ignored` is not one).
enum class Ignore { None, Bare, Coded };

Ignore classify(std::string_view c) {
  size_t i = 1;  // past '#'
  auto skip_space = [&] {
    while (i < c.size() && (c[i] == ' ' || c[i] == '\t')) ++i;
  };
  auto word = [&](std::string_view w) {
    if (c.substr(i, w.size()) != w) return false;
    i += w.size();
    return true;
  };
  skip_space();
  if (!word("type:")) return Ignore::None;
  skip_space();
  if (!word("ignore")) return Ignore::None;
  if (i == c.size()) return Ignore::Bare;
  unsigned char next = static_cast<unsigned char>(c[i]);
  if (std::isalnum(next) || next == '_' || next >= 0x80) return Ignore::None;
  return next == '[' ? Ignore::Coded : Ignore::Bare;
}

int line_of(TSNode n) { return static_cast<int>(ts_node_start_point(n).row) + 1; }
int end_line_of(TSNode n) { return static_cast<int>(ts_node_end_point(n).row) + 1; }

void find_comments(TSNode n, const SourceFile& src, int first_stmt_line, TypeIgnores& out) {
  if (unannotated_def(n)) out.unchecked_defs = true;
  if (std::strcmp(ts_node_type(n), "comment") == 0) {
    Ignore k = classify(src.slice(ts_node_start_byte(n), ts_node_end_byte(n)));
    if (k == Ignore::None) return;
    out.lines.insert(line_of(n));
    // mypy: a bare ignore before the first statement silences the module (one with codes is
    // refused there).
    if (k == Ignore::Bare && line_of(n) < first_stmt_line) out.whole_file = true;
    return;
  }
  uint32_t count = ts_node_child_count(n);
  for (uint32_t i = 0; i < count; ++i) find_comments(ts_node_child(n, i), src, first_stmt_line, out);
}

bool is_compound(std::string_view k) {
  static const char* const kCompound[] = {
      "if_statement",   "for_statement",       "while_statement", "try_statement",
      "with_statement", "function_definition", "class_definition", "decorated_definition",
      "match_statement", "elif_clause",        "else_clause",     "except_clause",
      "except_group_clause", "finally_clause", "case_clause"};
  for (const char* c : kCompound) {
    if (k == c) return true;
  }
  return false;
}

bool is_simple_statement(std::string_view k) {
  return !is_compound(k) && k.size() > 10 && k.substr(k.size() - 10) == "_statement";
}

}  // namespace

bool unannotated_def(TSNode def) {
  if (std::strcmp(ts_node_type(def), "function_definition") != 0) return false;
  if (!ts_node_is_null(ts_node_child_by_field_name(def, "return_type", 11))) return false;
  TSNode params = ts_node_child_by_field_name(def, "parameters", 10);
  uint32_t n = ts_node_is_null(params) ? 0 : ts_node_named_child_count(params);
  for (uint32_t i = 0; i < n; ++i) {
    std::string_view k = ts_node_type(ts_node_named_child(params, i));
    if (k == "typed_parameter" || k == "typed_default_parameter") return false;
  }
  return true;
}

bool unchecked_at(TSNode root, uint32_t offset) {
  bool unchecked = false;
  for (TSNode n = root;;) {
    TSNode inner = ts_node_first_named_child_for_byte(n, offset);
    if (ts_node_is_null(inner) || ts_node_start_byte(inner) > offset) return unchecked;
    if (std::strcmp(ts_node_type(inner), "function_definition") == 0) {
      TSNode body = ts_node_child_by_field_name(inner, "body", 4);
      if (!ts_node_is_null(body) && offset >= ts_node_start_byte(body)) {
        unchecked = unannotated_def(inner);
      }
    }
    n = inner;
  }
}

TypeIgnores collect_type_ignores(TSNode root, const SourceFile& src) {
  TypeIgnores out;
  int first_stmt_line = 1 << 30;
  uint32_t count = ts_node_named_child_count(root);
  for (uint32_t i = 0; i < count; ++i) {
    TSNode s = ts_node_named_child(root, i);
    if (std::strcmp(ts_node_type(s), "comment") != 0) {
      first_stmt_line = line_of(s);
      break;
    }
  }
  find_comments(root, src, first_stmt_line, out);
  return out;
}

std::pair<int, int> ignored_error_span(const TypeIgnores& ignores, TSNode root,
                                       const SourceFile& src, uint32_t offset) {
  if (!ignores.any()) return {0, 0};
  int line = src.line_of(offset);
  // The innermost statement holding the error: a simple statement covers all its lines (an
  // ignore on any of them applies, as mypy does for statements spanning lines); a compound one
  // only its header, from its first line to the error's.
  std::pair<int, int> span{line, line};
  TSNode n = root;
  for (;;) {
    TSNode inner = ts_node_first_named_child_for_byte(n, offset);
    if (ts_node_is_null(inner) || ts_node_start_byte(inner) > offset) break;
    std::string_view k = ts_node_type(inner);
    if (k == "block") {
      n = inner;
      continue;
    }
    if (is_simple_statement(k)) {
      span = {line_of(inner), end_line_of(inner)};
    } else if (is_compound(k)) {
      span = {line_of(inner), line};
    }
    n = inner;
  }
  if (ignores.whole_file || (ignores.unchecked_defs && unchecked_at(root, offset))) return span;
  for (int l = span.first; l <= span.second; ++l) {
    if (ignores.lines.count(l)) return span;
  }
  return {0, 0};
}

}  // namespace hintc::frontend
