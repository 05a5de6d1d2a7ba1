// IR pass: speculative int64 clones of pure numeric functions.
#pragma once
#include "hintc/ir/ir.h"

namespace hintc::transform {

// For every function that is pure (no output, no global stores, no objects) and numeric (int,
// float, bool, None values only), adds a clone computing on plain int64 instead of tagged ints.
// The Python wrapper calls the clone first; if it fails for any reason (int64 overflow, a zero
// divisor, any exception), the wrapper clears the error and runs the exact version, which
// re-raises with full Python semantics. Re-running is invisible because the function is pure.
// Returns the number of clones added.
int add_fast_clones(ir::Module& m);

}  // namespace hintc::transform
