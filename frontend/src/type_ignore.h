// `# type: ignore` comments (mypy's): the lines they silence, and a whole-file ignore at the top
// of the module. A type error hintc finds on such a line does not stop the build: the lowering
// runs again with the statement's expressions dynamic (see lower_module and Lowerer::lower_expr).
#pragma once
#include <tree_sitter/api.h>

#include <cstdint>
#include <set>
#include <utility>

#include "hintc/frontend/source.h"

namespace hintc::frontend {

struct TypeIgnores {
  bool whole_file = false;  // a bare `# type: ignore` before the module's first statement
  std::set<int> lines;      // 1-based lines carrying an ignore comment
  bool any() const { return whole_file || !lines.empty(); }
};

TypeIgnores collect_type_ignores(TSNode root, const SourceFile& src);

// The lines (first, last) of the statement an error at `offset` belongs to (a simple statement
// whole; the header of a compound one), when an ignore comment covers them; else nullopt-like
// {0, 0}.
std::pair<int, int> ignored_error_span(const TypeIgnores& ignores, TSNode root,
                                       const SourceFile& src, uint32_t offset);

}  // namespace hintc::frontend
