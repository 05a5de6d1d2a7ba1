// IR pass: marks small functions for inlining into their direct callers.
#pragma once
#include "hintc/ir/ir.h"

namespace hintc::transform {

// Most ops a function may have to be marked: accessors such as `return self.v2 if
// self.direction == FORWARD else self.v1` (about 25 ops with their error paths) fit, bodies
// with several calls do not.
constexpr size_t kInlineMaxOps = 32;
// Most ops a hinted function may amount to once the hinted functions it calls are expanded in
// it (so forced inlining grows each caller by a bounded amount, never by a whole call chain).
constexpr size_t kInlineMaxExpandedOps = 64;

// Sets Function::inline_hint on each plain function or method (not a generator, coroutine,
// module body or nested function) of at most kInlineMaxOps ops without a loop, whose expansion
// with the hinted functions it calls stays within kInlineMaxExpandedOps. Inlining keeps
// the callee's own traceback site and line, so tracebacks are unchanged. Returns the count.
int mark_inline_hints(ir::Module& m);

}  // namespace hintc::transform
