// IR pass: error paths that release the same values share their dec_refs.
#pragma once
#include "hintc/ir/ir.h"

namespace hintc::transform {

// Fewest dec_refs in a function's cleanup blocks for the pass to share them: below it the
// blocks stay as they are (small functions keep their shape, and their size for inlining).
constexpr size_t kShareCleanupsMinReleases = 64;

// Lowering gives each op that can fail its own error block releasing every owned value live
// there, so a display of n computed items (or any long run of live temporaries) has n error
// blocks of up to n dec_refs: quadratic code. This pass rewrites each block made only of
// dec_refs and a goto as the first dec_ref and a jump into a shared chain (a trie on the
// releases, oldest value first), so blocks ending in the same releases share them; in functions
// with at least kShareCleanupsMinReleases such dec_refs. The values
// are released in the same order as before. Returns the number of dec_refs removed.
int share_cleanups(ir::Module& m);

}  // namespace hintc::transform
