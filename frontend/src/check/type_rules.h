// Typing rules that depend on types alone (no syntax, no IR being built): which static types a
// value may flow into, and what a `cast()` must do at run time. The lowering consults these;
// see docs/ARCHITECTURE.md, "The checker folder".
#pragma once
#include "hintc/ir/types.h"

namespace hintc::frontend::check {

using ir::Type;

// mypy's assignability as hintc represents types: int into float, bool into int, T and None into
// T | None, a subclass instance into its base, tuples covariantly, container items invariantly
// except that an `object` item type on either side is accepted (items are checked where read).
bool assignable(Type from, Type to);

// What `cast(T, v)` does with a value v of static type `from`, T being `to`.
enum class CastAction {
  Keep,    // v is a T already: the value itself
  Convert, // every v is a T (an upcast, int to float, boxing to object): the ordinary coercion
  Check,   // v may not be a T: checked at run time (TypeError "T object expected; got U")
};
CastAction cast_action(Type from, Type to);

}  // namespace hintc::frontend::check
