// IR pass: a `return` of a register that is released on the way out moves its reference.
#pragma once
#include "hintc/ir/ir.h"

namespace hintc::transform {

// The lowering of `return x` (x a local or a temporary such as a conditional expression's
// result) copies x into the result register, `inc_ref x; assign $ret, x`, and the exit block then
// releases x with the other locals. When the copy is the last thing its block does before
// jumping to an exit block that releases x and returns $ret, x is dead: the pass drops the
// inc_ref and leaves x empty instead (an object register null, an int register the small int 0,
// which the exit block's dec_ref releases as nothing), so the reference moves and no count
// changes. Only dec_refs of other registers may stand between the inc_ref and the assign.
// Generators and coroutines keep their frames' exact ownership. Returns the number of returns
// rewritten.
int move_returns(ir::Module& m);

}  // namespace hintc::transform
