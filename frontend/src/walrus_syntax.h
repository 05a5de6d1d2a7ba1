// CPython's symbol-table errors for assignment expressions in comprehensions (the parser accepts
// them; CPython rejects the module when it compiles it, so hintc reports them as compile errors).
#pragma once
#include <tree_sitter/api.h>

#include "hintc/frontend/diagnostics.h"
#include "hintc/frontend/source.h"

namespace hintc::frontend {

// Reports the first of: a walrus in a comprehension's iterable, a walrus rebinding an iteration
// variable of an enclosing comprehension, a later `for` of the comprehension rebinding a walrus
// target, a walrus in a comprehension directly in a class body. True if one was reported.
bool report_walrus_scope_errors(TSNode root, const SourceFile& src, Diagnostics& diags);

}  // namespace hintc::frontend
