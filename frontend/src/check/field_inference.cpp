// Inferred field types (see field_inference.h).
#include "check/field_inference.h"

#include <algorithm>

#include "hintc/ir/classes.h"

namespace hintc::frontend::check {

using ir::TypeKind;

TypeDesc describe(Type t) {
  TypeDesc d;
  d.kind = t.kind();
  if (t.is(TypeKind::Instance)) {
    d.cls = t.class_def()->name;
    return d;
  }
  if (t.is(TypeKind::Tuple)) d.variadic = t.variadic();
  switch (t.kind()) {
    case TypeKind::List:
    case TypeKind::Dict:
    case TypeKind::Set:
    case TypeKind::Tuple:
    case TypeKind::Optional:
      for (Type a : t.args()) d.args.push_back(describe(a));
      break;
    default: break;
  }
  return d;
}

std::optional<Type> rebuild(const TypeDesc& d,
                            const std::function<const ir::ClassDef*(const std::string&)>& lookup) {
  std::vector<Type> args;
  for (const TypeDesc& a : d.args) {
    auto t = rebuild(a, lookup);
    if (!t) return std::nullopt;
    args.push_back(*t);
  }
  switch (d.kind) {
    case TypeKind::Instance: {
      const ir::ClassDef* c = lookup(d.cls);
      if (c == nullptr) return std::nullopt;
      return Type::instance(c);
    }
    case TypeKind::List: return Type::list(args.at(0));
    case TypeKind::Set: return Type::set(args.at(0));
    case TypeKind::Dict: return Type::dict(args.at(0), args.at(1));
    case TypeKind::Optional: return Type::optional(args.at(0));
    case TypeKind::Tuple: return d.variadic ? Type::tuple_of(args.at(0)) : Type::tuple(args);
    default: return Type(d.kind);
  }
}

bool keeps_value(Type from, Type to) {
  if (from == to) return true;
  if (to.is(TypeKind::Optional)) {
    return from.is(TypeKind::None) || keeps_value(from, to.arg(0)) ||
           (from.is(TypeKind::Optional) && keeps_value(from.arg(0), to.arg(0)));
  }
  return from.is(TypeKind::Instance) && to.is(TypeKind::Instance) &&
         from.class_def()->is_subclass_of(to.class_def());
}

// A type worth a field: what a field can hold natively or checks more narrowly than object.
static bool inferable(Type t) {
  switch (t.kind()) {
    case TypeKind::Object:
    case TypeKind::None:
    case TypeKind::I64:
    case TypeKind::Buffer:
    case TypeKind::NDict: return false;
    default: break;
  }
  for (Type a : t.args()) {
    if (a.is(TypeKind::I64) || a.is(TypeKind::Buffer) || a.is(TypeKind::NDict)) return false;
  }
  return true;
}

const TypeDesc* FieldInference::declared(const std::string& key) const {
  if (facts_.disabled || facts_.rejected.count(key)) return nullptr;
  auto it = facts_.types.find(key);
  return it == facts_.types.end() ? nullptr : &it->second;
}

void FieldInference::candidate(const std::string& key, uint32_t origin) {
  if (!facts_.disabled) origins_.emplace(key, origin);
}

void FieldInference::begin_function(const ir::Function* fn) {
  stores_.erase(std::remove_if(stores_.begin(), stores_.end(),
                               [&](const Store& s) { return s.fn == fn; }),
                stores_.end());
}

void FieldInference::store(const std::string& key, const ir::Function* fn, uint32_t at,
                           Type stored, Type field) {
  if (origins_.count(key)) stores_.push_back({key, fn, at, stored, field});
}

std::optional<Type> FieldInference::first_type(const std::string& key, uint32_t origin) const {
  const Store* first = nullptr;
  for (const Store& s : stores_) {
    if (s.key == key && s.at == origin) first = &s;
  }
  if (first == nullptr) return std::nullopt;  // never lowered (unreachable)
  if (!first->stored.is(TypeKind::None)) return first->stored;
  // `self.x = None`: the next assignment in the same method decides (mypy's partial type).
  const Store* next = nullptr;
  for (const Store& s : stores_) {
    if (s.key == key && s.fn == first->fn && s.at > origin && !s.stored.is(TypeKind::None) &&
        (next == nullptr || s.at < next->at)) {
      next = &s;
    }
  }
  if (next == nullptr) return std::nullopt;
  return Type::optional(next->stored);
}

FieldInference::Facts FieldInference::next() const {
  Facts n;
  n.disabled = facts_.disabled;
  n.rejected = facts_.rejected;
  if (n.disabled) return n;
  for (const auto& [key, origin] : origins_) {
    if (n.rejected.count(key)) continue;
    auto t = first_type(key, origin);
    if (t && inferable(*t)) n.types[key] = describe(*t);
  }
  // A field lowered with the type it keeps: each store must keep its value. (One whose type
  // changes is checked in the lowering with the new type.)
  for (const Store& s : stores_) {
    const TypeDesc* was = declared(s.key);
    auto now = n.types.find(s.key);
    if (was != nullptr && now != n.types.end() && now->second == *was &&
        !keeps_value(s.stored, s.field)) {
      n.rejected.insert(s.key);
    }
  }
  for (const std::string& key : n.rejected) n.types.erase(key);
  return n;
}

}  // namespace hintc::frontend::check
