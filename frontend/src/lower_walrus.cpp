// Assignment expressions (`name := value`): scoping, the assignment itself, and reads of the names
// they assign.
#include "closure_scope.h"
#include "lowerer.h"

namespace hintc::frontend {

void ScopeTable::bind_walrus(TSNode name, Scope* cur) {
  std::string n = text(name);
  walrus_targets_.insert(n);
  // As in a comprehension, `:=` in a generator expression binds the name in the function (or
  // module) around it: to the generator's own function the name is nonlocal (or global).
  Scope* owner = cur;
  while (owner != nullptr && owner->genexp) {
    (owner->parent != nullptr ? owner->nonlocals : owner->globals).insert(n);
    owner = owner->parent;
  }
  if (owner != nullptr) {
    owner->locals.insert(n);
    owner->rebound.insert(n);
  }
}

RValue Lowerer::lower_named_expr(TSNode e) {
  TSNode name = child_by_field(e, "name");
  RValue v = b_->ensure_owned(lower_expr(child_by_field(e, "value")));
  set_span(e);
  // The expression's value is the object assigned (not the variable, which a later `:=` in the
  // same expression may rebind): the assignment takes a reference of its own.
  assign_name(name, RValue{v.v, false}, std::nullopt);
  return v;
}

// An operand that names a local register is read when its op runs, which is after the rest of the
// expression: `x + (x := 5)` would see the new x, and a borrowed object of the old value would be
// released under it. So a local that some `:=` assigns is read into a copy of its own.
Register* Lowerer::walrus_safe_read(Register* r) {
  Register* copy = temp_register(r->type);
  b_->assign(copy, RValue{r, false});
  return copy;
}

}  // namespace hintc::frontend
