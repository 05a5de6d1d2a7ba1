// Class patterns of the `match` statement: a compiled class's instances are tested natively and
// their fields read directly; any other class goes through CPython's MATCH_CLASS protocol.
#include "lowerer.h"
#include "match_pattern.h"

namespace hintc::frontend {

using ir::TypeKind;
using Kind = Pattern::Kind;

namespace {

// Whether instance type t is c or one of its compiled subclasses.
bool derives_from(Type t, const ir::ClassDef* c) {
  if (!t.is(TypeKind::Instance)) return false;
  for (const ir::ClassDef* k = t.class_def(); k != nullptr; k = k->base) {
    if (k == c) return true;
  }
  return false;
}

// The builtins whose class pattern with one positional sub-pattern matches the subject itself,
// and the type the subject has once matched (object where hintc has no narrower type).
std::optional<Type> self_matching_type(const std::string& name) {
  if (name == "int") return Type::int_();
  if (name == "float") return Type::float_();
  if (name == "bool") return Type::bool_();
  if (name == "str") return Type::str();
  if (name == "bytes" || name == "bytearray" || name == "list" || name == "dict" ||
      name == "tuple" || name == "set" || name == "frozenset") {
    return Type::object();
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::vector<std::string>> Lowerer::native_match_attrs(const Pattern& p,
                                                                    const ir::ClassDef*& c) {
  c = nullptr;
  if (ts_node_named_child_count(p.dotted) != 1) return std::nullopt;
  std::string name = text(p.dotted);
  c = class_named(name);
  if (c == nullptr || c->open_to_python() || !c->exc_base.empty()) return std::nullopt;
  std::vector<std::string> attrs;
  if (p.positional > 0) {
    // A dataclass's __match_args__ names its fields in __init__ order (keyword-only fields and a
    // body's own __match_args__ are left to the runtime protocol).
    auto info = classes_.find(name);
    if (!c->dataclass || kw_only_classes_.count(name) || info == classes_.end() ||
        info->second.class_attrs.count("__match_args__") || p.positional > c->fields.size()) {
      return std::nullopt;
    }
    for (size_t i = 0; i < p.positional; ++i) attrs.push_back(c->fields[i].name);
  }
  for (const std::string& k : p.kwnames) attrs.push_back(k);
  for (const std::string& a : attrs) {
    if (c->find_field(a) == nullptr) return std::nullopt;
  }
  return attrs;
}

void Lowerer::match_class(const Pattern& p, Register* v, Block* fail, MatchBinds& mb, bool in_or) {
  set_span(p.node);
  const ir::ClassDef* c = nullptr;
  if (auto attrs = native_match_attrs(p, c)) {
    Register* inst = v;
    if (!derives_from(v->type, c)) {
      if (!v->type.is_pyobject()) {  // an int, float or bool is no instance of a compiled class
        b_->goto_(fail);
        return;
      }
      Op* op = b_->emit(OpKind::IsInstance, Type::bool_(), {v}, true);
      op->text = c->name;
      match_branch(RValue{op, false}, fail);
      inst = match_hold(b_->cast(v, Type::instance(c)), mb);
    }
    mb.narrowed = inst;
    for (size_t i = 0; i < attrs->size(); ++i) {
      const Pattern& sub = p.items[i];
      if (sub.kind == Kind::Wildcard) continue;
      const ir::ClassField* f = c->find_field((*attrs)[i]);
      set_span(sub.node);
      Op* get = b_->emit(OpKind::GetField, f->type, {inst}, true);
      get->text = f->name;
      match_test(sub, match_hold(b_->owned(get), mb), fail, mb, in_or);
    }
    mb.narrowed = inst;
    return;
  }
  // CPython's protocol: isinstance, then __match_args__ for the positional sub-patterns.
  RValue cls = to_object(match_dotted(p.dotted));
  std::vector<RValue> names;
  std::vector<Value*> items;
  for (const std::string& k : p.kwnames) {
    names.push_back(b_->load_str(k));
    items.push_back(names.back().v);
  }
  set_span(p.node);
  RValue kw = b_->build(kBuildTuple, Type::tuple_of(Type::str()), items);
  for (auto it = names.rbegin(); it != names.rend(); ++it) b_->release(*it);
  RValue subject = to_object(RValue{v, false});
  RValue attrs = b_->prim(
      PrimId::MatchClass,
      {subject.v, cls.v, b_->load_int(static_cast<int64_t>(p.positional)).v, kw.v});
  b_->release(subject);
  b_->release(kw);
  b_->release(cls);
  Register* held = match_hold(attrs, mb);
  match_branch(b_->prim(PrimId::ObjIsNotNone, {held}), fail);
  // `int(n)` and the like: n is the subject itself, of the builtin's type.
  Type self_type = match_class_types(p, v->type).subject;
  Register* narrowed = nullptr;
  if (!self_type.is(TypeKind::Object)) {
    // The subject, checked to the builtin's type (what `case int() as n` binds too).
    narrowed = match_hold(checked(b_->ensure_owned(RValue{v, false}), self_type, "match"), mb);
  }
  for (size_t i = 0; i < p.items.size(); ++i) {
    const Pattern& sub = p.items[i];
    if (sub.kind == Kind::Wildcard) continue;
    set_span(sub.node);
    if (i == 0 && p.positional == 1 && narrowed != nullptr) {
      match_test(sub, narrowed, fail, mb, in_or);
      continue;
    }
    RValue o = b_->prim(PrimId::TupleGet, {held, b_->load_int(static_cast<int64_t>(i)).v});
    match_test(sub, match_hold(o, mb), fail, mb, in_or);
  }
  mb.narrowed = narrowed;
}

ClassPatternTypes Lowerer::match_class_types(const Pattern& p, Type t) {
  ClassPatternTypes r{Type::object(), std::vector<Type>(p.items.size(), Type::object())};
  const ir::ClassDef* c = nullptr;
  if (auto attrs = native_match_attrs(p, c)) {
    if (!t.is_pyobject()) return r;  // never matches
    r.subject = derives_from(t, c) ? t : Type::instance(c);
    for (size_t i = 0; i < attrs->size(); ++i) r.items[i] = c->find_field((*attrs)[i])->type;
    return r;
  }
  std::string cname = text(p.dotted);
  bool shadowed = locals_.count(cname) || local_names_.count(cname) || mod_.find_global(cname) ||
                  classes_.count(cname) || funcs_.count(cname);
  std::optional<Type> self_type;
  if (p.positional <= 1 && !shadowed) self_type = self_matching_type(cname);
  // bool and IntEnum members are ints too: unboxing them would lose what they are.
  if (self_type && self_type->is(TypeKind::Int) && !t.is(TypeKind::Int)) self_type = Type::object();
  if (self_type) {
    r.subject = *self_type;
    if (p.positional == 1) r.items[0] = *self_type;
  }
  return r;
}

}  // namespace hintc::frontend
