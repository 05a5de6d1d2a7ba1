// `# type: ignore` comments (mypy's): the lines they silence, and a whole-file ignore at the top
// of the module; and code mypy does not check at all, the bodies of unannotated defs. A type
// error hintc finds on such a line does not stop the build: the lowering runs again with the
// statement's expressions dynamic (see lower_module and Lowerer::lower_expr), so what CPython
// would raise is raised at run time.
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
  bool unchecked_defs = false;  // the module has an unannotated def (see unchecked_at)
  bool any() const { return whole_file || !lines.empty() || unchecked_defs; }
};

// No parameter or return annotation: mypy's untyped def, whose body it does not check.
bool unannotated_def(TSNode def);

// Whether `offset` lies in code mypy does not check: the body of an unannotated def, unless an
// annotated def nested in it holds the offset.
bool unchecked_at(TSNode root, uint32_t offset);

TypeIgnores collect_type_ignores(TSNode root, const SourceFile& src);

// The lines (first, last) of the statement an error at `offset` belongs to (a simple statement
// whole; the header of a compound one), when an ignore comment covers them or the statement is
// unchecked code; else nullopt-like {0, 0}.
std::pair<int, int> ignored_error_span(const TypeIgnores& ignores, TSNode root,
                                       const SourceFile& src, uint32_t offset);

}  // namespace hintc::frontend
