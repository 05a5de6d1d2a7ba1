// mypy's partial types (see partial_types.h).
#include "check/partial_types.h"

namespace hintc::frontend::check {

using ir::TypeKind;

void PartialTypes::begin_attempt(const ir::Function* f) {
  if (f != fn_) {
    fn_ = f;
    found_.clear();
  }
  declared_ = found_;
  found_.clear();
  kinds_.clear();
}

void PartialTypes::end_function() {
  fn_ = nullptr;
  kinds_.clear();
  declared_.clear();
  found_.clear();
}

std::optional<Type> PartialTypes::declared(const std::string& name) const {
  auto it = declared_.find(name);
  if (it == declared_.end()) return std::nullopt;
  return it->second;
}

void PartialTypes::bind(const std::string& name, Kind k) { kinds_.emplace(name, k); }

void PartialTypes::resolve(const std::string& name, Type t) {
  // The first use decides, as in mypy, even when it tells nothing (an untyped value): a later
  // use must not narrow what an earlier one stored.
  found_.emplace(name, t);
}

// An item type as hintc holds it: None items (mypy's list[None]) are objects.
static Type item(Type t) { return t.is(TypeKind::None) ? Type::object() : t; }

void PartialTypes::method_arg(const std::string& name, const std::string& method, size_t index,
                              Type arg) {
  auto k = kinds_.find(name);
  if (k == kinds_.end() || index != 0) return;
  switch (k->second) {
    case Kind::List:
      if (method == "append") resolve(name, Type::list(item(arg)));
      if (method == "extend") {
        resolve(name, Type::list(arg.is(TypeKind::List) ? item(arg.elem()) : Type::object()));
      }
      break;
    case Kind::Set:
      if (method == "add" || method == "discard") resolve(name, Type::set(item(arg)));
      if (method == "update") {
        bool typed = arg.is(TypeKind::Set) || arg.is(TypeKind::List);
        resolve(name, Type::set(typed ? item(arg.elem()) : Type::object()));
      }
      break;
    case Kind::Dict:
      if (method == "update") {
        resolve(name, arg.is(TypeKind::Dict) ? Type::dict(item(arg.arg(0)), item(arg.arg(1)))
                                             : Type::dict(Type::object(), Type::object()));
      }
      break;
    case Kind::None: break;
  }
}

void PartialTypes::item_store(const std::string& name, Type key, Type value) {
  auto k = kinds_.find(name);
  if (k == kinds_.end() || k->second != Kind::Dict) return;
  resolve(name, Type::dict(item(key), item(value)));
}

void PartialTypes::assign(const std::string& name, Type value) {
  auto k = kinds_.find(name);
  if (k == kinds_.end()) return;
  switch (k->second) {
    case Kind::None:
      // `x = None` then `x = v`: x is `T | None` (object when v is untyped).
      if (!value.is(TypeKind::None)) resolve(name, Type::optional(value));
      break;
    case Kind::List:
      if (value.is(TypeKind::List)) resolve(name, value);
      break;
    case Kind::Set:
      if (value.is(TypeKind::Set)) resolve(name, value);
      break;
    case Kind::Dict:
      if (value.is(TypeKind::Dict)) resolve(name, value);
      break;
  }
}

}  // namespace hintc::frontend::check
