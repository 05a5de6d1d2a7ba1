// `except*` clauses in the tree: which clauses are ones (tree-sitter reads `except *E` as an
// `except` of a starred value), and the syntax errors CPython's parser reports for them.
#pragma once
#include <tree_sitter/api.h>

#include <string>

#include "hintc/frontend/diagnostics.h"
#include "hintc/frontend/source.h"

namespace hintc::frontend {

// `except *X`, `except * (A, B)`: tree-sitter reads a star apart from its `except` as a starred
// value or an error; CPython reads the same tokens as `except*`. The text with each such star
// moved next to its `except` (the same length, so every position holds), or "" if there is none.
std::string join_except_stars(TSNode root, const std::string& text);

bool is_star_clause(TSNode clause);
// The clause's type expression (an `as_pattern` when it names the group), or null.
TSNode star_clause_value(TSNode clause);
// A try statement that mixes `except` and `except*` clauses gets CPython's error at its first
// clause of the other kind (the first such statement: the parser stops there). True if reported.
bool report_mixed_except_star(TSNode root, const SourceFile& src, Diagnostics& diags);
// `except*` without a type: tree-sitter has a MISSING type or an ERROR of the lone `*` (`bad`)
// before the colon. Reports CPython's error at the colon and returns true when `bad` is that.
bool report_star_without_type(TSNode bad, Diagnostics& diags);

}  // namespace hintc::frontend
