// Typing rules on types alone (see type_rules.h).
#include "check/type_rules.h"

#include "hintc/ir/classes.h"

namespace hintc::frontend::check {

using ir::TypeKind;

static bool intlike(Type t) { return t.is(TypeKind::Int) || t.is(TypeKind::Bool); }

// Item types of two containers that may share one object: equal where both are known, `object`
// standing for any type (hintc's spelling of mypy's Any, and of types it does not model), so
// list[tuple[int, str]] goes where list[tuple] (tuple[Any, ...]) is expected. Items are checked
// where they are read, so the looser rule is safe at run time.
static bool same_items(Type a, Type b) {
  if (a == b || a.is(TypeKind::Object) || b.is(TypeKind::Object)) return true;
  if (a.is(TypeKind::Tuple) && b.is(TypeKind::Tuple)) {
    if (a.variadic() && b.variadic()) return same_items(a.arg(0), b.arg(0));
    if (a.variadic() || b.variadic()) {
      const Type& many = a.variadic() ? a : b;
      const Type& fixed = a.variadic() ? b : a;
      for (Type t : fixed.args()) {
        if (!same_items(t, many.arg(0))) return false;
      }
      return true;
    }
    if (a.args().size() != b.args().size()) return false;
  } else if (a.kind() != b.kind() ||
             !(a.is(TypeKind::List) || a.is(TypeKind::Set) || a.is(TypeKind::Dict) ||
               a.is(TypeKind::Optional))) {
    return false;
  }
  for (size_t i = 0; i < a.args().size(); ++i) {
    if (!same_items(a.arg(i), b.arg(i))) return false;
  }
  return true;
}

bool assignable(Type from, Type to) {
  if (from == to || to.is(TypeKind::Object) || from.is(TypeKind::Object)) return true;
  if (from.is(TypeKind::Bool) && to.is(TypeKind::Int)) return true;
  if (intlike(from) && to.is(TypeKind::Float)) return true;
  if (to.is(TypeKind::Optional)) {
    return from.is(TypeKind::None) || assignable(from, to.arg(0)) ||
           (from.is(TypeKind::Optional) && assignable(from.arg(0), to.arg(0)));
  }
  if (from.kind() != to.kind()) return false;
  switch (to.kind()) {
    // Container items are checked where they are read, so an `object` item type on either side
    // is safe; otherwise item types must agree (mypy's invariance).
    case TypeKind::List:
    case TypeKind::Set:
    case TypeKind::Dict:
      for (size_t i = 0; i < to.args().size(); ++i) {
        if (!same_items(from.arg(i), to.arg(i))) return false;
      }
      return true;
    case TypeKind::Tuple:  // immutable: covariant
      if (to.variadic()) {
        for (Type a : from.args()) {
          if (!assignable(a, to.arg(0))) return false;
        }
        return true;
      }
      if (from.variadic() || from.args().size() != to.args().size()) return false;
      for (size_t i = 0; i < to.args().size(); ++i) {
        if (!assignable(from.arg(i), to.arg(i))) return false;
      }
      return true;
    case TypeKind::Instance: return from.class_def()->is_subclass_of(to.class_def());
    default: return false;
  }
}

CastAction cast_action(Type from, Type to) {
  if (from == to) return CastAction::Keep;
  if (to.is(TypeKind::Object)) return CastAction::Convert;
  // An object value, or one of another static type (a downcast, an unrelated class: mypy
  // accepts any cast), is checked; an upcast needs no check.
  if (from.is(TypeKind::Object) || !assignable(from, to)) return CastAction::Check;
  // Containers whose item types differ only by `object` are the same object at run time.
  return CastAction::Convert;
}

}  // namespace hintc::frontend::check
