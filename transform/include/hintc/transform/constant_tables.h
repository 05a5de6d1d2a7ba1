// IR pass: large displays of constants become data that one unmarshal call turns into objects.
#pragma once
#include "hintc/ir/ir.h"

namespace hintc::transform {

// Fewest constants (leaves, nested displays included) a display must hold to become data:
// smaller ones stay as code, which builds them as fast.
constexpr int kConstantTableMinLeaves = 16;

// Replaces each outermost list/tuple/set/dict display built only of constants (str, bytes,
// small ints, floats, bools, None and such displays) with at least kConstantTableMinLeaves
// leaves by `build data` (Op::text holds the display in CPython's marshal format), and drops
// the ops that only fed it. Each evaluation still makes new objects, in display order (so
// repeated keys and equal set items end as the display leaves them). Without it the code and
// error paths of a table grow quadratically with its size. Returns the count.
int fold_constant_tables(ir::Module& m);

}  // namespace hintc::transform
