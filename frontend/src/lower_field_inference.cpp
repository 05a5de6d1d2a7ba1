// The lowering's side of inferred field types (check/field_inference.h): which fields are
// inferred at collection, and the stores reported while methods are lowered.
#include "lowerer.h"

namespace hintc::frontend {

std::string Lowerer::field_key(const ir::ClassDef* c, const std::string& attr) {
  while (c->base != nullptr && c->base->find_field(attr) != nullptr) c = c->base;
  return c->name + "." + attr;
}

std::optional<Type> Lowerer::inferred_field_type(const ir::ClassDef* c, const std::string& attr,
                                                 TSNode left) {
  // A class attribute of that name (`label = None` in the body) is the field's default: a
  // value of its own type.
  if (known_class_attribute(c, attr)) return std::nullopt;
  std::string key = c->name + "." + attr;
  field_inference_.candidate(key, ts_node_start_byte(left));
  const check::TypeDesc* d = field_inference_.declared(key);
  if (d == nullptr) return std::nullopt;
  return check::rebuild(*d, [&](const std::string& name) -> const ir::ClassDef* {
    auto it = classes_.find(name);
    return it == classes_.end() || it->second.cls->python_made ? nullptr : it->second.cls;
  });
}

void Lowerer::note_field_store(const ir::ClassDef* c, const std::string& attr, TSNode target,
                               Type stored, Type field) {
  field_inference_.store(field_key(c, attr), store_fn_, ts_node_start_byte(target), stored, field);
}

}  // namespace hintc::frontend
