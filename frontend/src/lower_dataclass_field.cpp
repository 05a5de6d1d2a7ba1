// `x: T = field(default=..., default_factory=...)` in a compiled dataclass: the class statement
// keeps the dataclasses.Field object, which is the generated __init__'s default for x; __init__
// gives the field `default` or a new `default_factory()` when it receives that object, as the
// sentinel CPython's generated __init__ uses. (The instance's field stays unset before __init__.)
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::ClassDef;
using ir::TypeKind;

bool Lowerer::is_field_call(TSNode right) const {
  if (ts_node_is_null(right) || node_type(right) != "call") return false;
  std::string fn = text(child_by_field(right, "function"));
  return fn == "field" || fn == "dataclasses.field";
}

bool Lowerer::collect_field_call(ClassDef* c, const std::string& name, TSNode right) {
  if (!c->dataclass || !is_field_call(right)) return false;
  TSNode args = child_by_field(right, "arguments");
  bool has_default = false, factory = false, metadata = false;
  for (uint32_t i = 0; i < ts_node_named_child_count(args); ++i) {
    TSNode a = ts_node_named_child(args, i);
    std::string an = text(child_by_field(a, "name"));
    std::string av = text(child_by_field(a, "value"));
    bool flag = an == "repr" || an == "compare" || an == "hash";
    if (node_type(a) == "keyword_argument" && flag && (av == "True" || av == "False" || (an == "hash" && av == "None"))) {
      // Which generated methods read the field (its entry in their field tables).
      ir::ClassField& f = c->fields.back();
      if (an == "repr") f.in_repr = av == "True";
      if (an == "compare") f.in_compare = av == "True";
      if (an == "hash") f.in_hash = av == "None" ? -1 : av == "True";
      continue;
    }
    if (node_type(a) == "keyword_argument" && (an == "init" || an == "kw_only") && (av == "True" || av == "False")) {
      // The generated __init__'s parameters (lower_dataclass_init.cpp).
      if (an == "init" && av == "False") no_init_fields_.insert(c->name + "." + name);
      if (an == "kw_only") field_kw_only_[c->name + "." + name] = av == "True";
      continue;
    }
    if (node_type(a) != "keyword_argument" || (an != "default" && an != "default_factory" && an != "metadata")) {
      // Flags must be literals.
      error(a, msg::unsupported("this field() argument"));
      continue;
    }
    has_default |= an == "default" || an == "default_factory";
    metadata |= an == "metadata";
    factory |= an == "default_factory";
  }
  if (has_default) {
    ir::Global* g = mod_.new_global(c->name + "." + name + "$field", Type::object());
    g->is_public = false;
    field_calls_[c->name + "." + name] = {g, factory};
    if (metadata) field_metadata_[c->name + "." + name] = g;
  } else if (metadata) {
    ir::Global* g = mod_.new_global(c->name + "." + name + "$field", Type::object());
    g->is_public = false;
    field_metadata_[c->name + "." + name] = g;
  }
  return true;
}

const Lowerer::FieldCall* Lowerer::field_call_of(const ClassDef* c, const std::string& name) const {
  for (const ClassDef* k = c; k != nullptr; k = k->base) {
    auto it = field_calls_.find(k->name + "." + name);
    if (it != field_calls_.end()) return &it->second;
    if (k->find_field(name) == nullptr) break;
  }
  return nullptr;
}

bool Lowerer::kw_only_field(const ClassDef* c, const std::string& name) const {
  // The class that declares the field decides (a base's fields keep their own kind).
  for (const ClassDef* k = c; k != nullptr; k = k->base) {
    auto it = field_kw_only_.find(k->name + "." + name);
    if (it != field_kw_only_.end()) return it->second;
  }
  const ClassDef* owner = c;
  while (owner->base != nullptr && owner->base->find_field(name) != nullptr) owner = owner->base;
  return kw_only_classes_.count(owner->name) != 0;
}

void Lowerer::set_dataclass_slots(const ClassDef* c, RValue cls) {
  if (!slots_classes_.count(c->name)) return;
  std::vector<RValue> names;
  std::vector<Value*> ops;
  for (const ir::ClassField& f : c->fields) {
    if (c->base != nullptr && c->base->find_field(f.name) != nullptr) continue;
    names.push_back(b_->load_str(f.name));
    ops.push_back(names.back().v);
  }
  RValue t = b_->build(kBuildTuple, Type::tuple_of(Type::str()), ops);
  for (auto it = names.rbegin(); it != names.rend(); ++it) b_->release(*it);
  RValue attr = b_->load_str("__slots__");
  b_->prim(PrimId::ObjSetAttr, {cls.v, attr.v, t.v});
  b_->release(attr);
  b_->release(t);
}

Value* Lowerer::field_param_value(const FieldCall& fc, Register* param, Type t) {
  // param is the Field object itself (the default) or the caller's value.
  Register* out = temp_register(t);
  RValue field = b_->load_global(fc.global);
  RValue is_default = b_->prim(PrimId::ObjIs, {param, field.v});
  Block* then = b_->new_block();
  Block* other = b_->new_block();
  Block* join = b_->new_block();
  b_->branch(is_default.v, then, other);
  b_->activate(then);
  b_->assign(out, field_default_value(fc, t));
  b_->goto_(join);
  b_->activate(other);
  b_->assign(out, checked(RValue{param, false}, t, "argument"));
  b_->goto_(join);
  b_->activate(join);
  b_->release(field);
  return out;
}

RValue Lowerer::field_default_value(const FieldCall& fc, Type t) {
  RValue field = b_->load_global(fc.global);
  RValue attr = b_->load_str(fc.factory ? "default_factory" : "default");
  RValue v = b_->prim(PrimId::ObjGetAttr, {field.v, attr.v});
  b_->release(attr);
  b_->release(field);
  if (fc.factory) {
    RValue made = b_->call_object(v.v, {}, {});
    b_->release(v);
    v = made;
  }
  return checked(v, t, "field default");
}

// The Field objects module init registered in __dataclass_fields__ take the metadata given to
// field(): the class's own fields' and inherited ones' (CPython's subclass shares the base's Field).
void Lowerer::set_dataclass_metadata(const ClassDef* c, RValue cls) {
  if (!c->dataclass) return;
  for (const ir::ClassField& f : c->fields) {
    ir::Global* g = nullptr;
    for (const ClassDef* k = c; k != nullptr && g == nullptr && k->find_field(f.name); k = k->base) {
      auto it = field_metadata_.find(k->name + "." + f.name);
      if (it != field_metadata_.end()) g = it->second;
    }
    if (g == nullptr) continue;
    RValue attr = b_->load_str("__dataclass_fields__");
    RValue table = b_->prim(PrimId::ObjGetAttr, {cls.v, attr.v});
    b_->release(attr);
    RValue key = to_object(b_->load_str(f.name));
    RValue field = b_->prim(PrimId::ObjGetItem, {table.v, key.v});
    b_->release(key);
    b_->release(table);
    RValue given = b_->load_global(g);
    RValue name = b_->load_str("metadata");
    RValue m = b_->prim(PrimId::ObjGetAttr, {given.v, name.v});
    b_->prim(PrimId::ObjSetAttr, {field.v, name.v, m.v});
    b_->release(m);
    b_->release(name);
    b_->release(given);
    b_->release(field);
  }
}

}  // namespace hintc::frontend
