// Tokenizer-level checks that tree-sitter does not make, reported with CPython's messages:
// indentation (unexpected indent, unindent mismatch, tabs/spaces, missing block), brackets
// (never closed, unmatched, mismatched, nesting depth) and unterminated strings.
#pragma once
#include "hintc/frontend/diagnostics.h"
#include "hintc/frontend/source.h"

namespace hintc::frontend {

// Reports the first such error; returns true if there was one.
bool check_lexical_structure(const SourceFile& src, Diagnostics& diags);

}  // namespace hintc::frontend
