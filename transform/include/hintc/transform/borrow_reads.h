// IR pass: field and global reads that borrow the slot's reference instead of taking one.
#pragma once
#include "hintc/ir/ir.h"

namespace hintc::transform {

// A `get_field` or `load_global` of an int or object whose value is only compared, read through
// or passed to calls of *quiet* functions (see below) in its own block, and otherwise released,
// becomes `borrowed`: codegen takes no reference and the pass deletes its dec_refs. It is sound
// when nothing between the read and its last use can release what the slot holds: the ops in
// that window run no Python code (no generic operations, no calls of other functions, no release
// of an object whose destructor could run code or free other objects, no allocation of
// collectable objects, which may start a collection that runs finalizers) and store to no slot
// of the same name. A quiet function is one whose every op is of that kind, calls only quiet
// functions and stores no field (a call-graph fixed point). Error paths after a failing op only
// release values, so a borrowed value needs no care there beyond losing its dec_ref.
// Returns the number of reads made borrowed.
int borrow_reads(ir::Module& m);

}  // namespace hintc::transform
