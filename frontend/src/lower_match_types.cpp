// Static types of match captures that CPython binds from several places: an or-pattern's
// alternatives (`case [x] | (x, _):` gives x the join of what each alternative binds, as mypy
// does), and the subject narrowed in the body of a case with a compiled class pattern.
#include "lowerer.h"
#include "match_pattern.h"

namespace hintc::frontend {

using ir::TypeKind;
using Kind = Pattern::Kind;

namespace {

// The type match_sequence gives item i of a sequence pattern over a subject of type t.
Type sequence_item_type(const Pattern& p, Type t, size_t i) {
  if (t.is(TypeKind::List)) return static_cast<int>(i) == p.star ? t : t.elem();
  if (!t.is(TypeKind::Tuple)) return Type::object();
  if (static_cast<int>(i) == p.star) return Type::list(t.variadic() ? t.elem() : Type::object());
  if (t.variadic()) return t.elem();
  if (p.star < 0 && t.args().size() == p.items.size()) return t.arg(i);
  return Type::object();
}

using ClassTypes = std::function<ClassPatternTypes(const Pattern&, Type)>;

// The nearest type both a and b are (mypy's join) where hintc holds either as it is: the same
// type, or the nearest compiled base of two instance types; otherwise object.
Type join(Type a, Type b) {
  if (a == b) return a;
  if (a.is(TypeKind::Instance) && b.is(TypeKind::Instance)) {
    for (const ir::ClassDef* k = a.class_def(); k != nullptr; k = k->base) {
      if (b.class_def()->is_subclass_of(k)) return Type::instance(k);
    }
  }
  return Type::object();
}

// The type of a subject of type t once p matched it: narrowed by class patterns (as
// match_class_types says), the join of an or-pattern's alternatives.
Type subject_type(const Pattern& p, Type t, const ClassTypes& class_types) {
  switch (p.kind) {
    case Kind::Class: return class_types(p, t).subject;
    case Kind::As: return subject_type(p.items[0], t, class_types);
    case Kind::Or: {
      std::optional<Type> joined;
      for (const Pattern& alt : p.items) {
        Type a = subject_type(alt, t, class_types);
        joined = joined ? join(*joined, a) : a;
      }
      return joined ? *joined : t;
    }
    default: return t;
  }
}

// The type `name` gets when p matches a subject of type t (object when the lowering would hold
// it as an object anyway); nullopt when p does not bind name. Class patterns type as
// match_class_types says (the lowering's own account).
std::optional<Type> capture_type(const Pattern& p, Type t, const std::string& name,
                                 const ClassTypes& class_types) {
  switch (p.kind) {
    case Kind::Capture:
      return p.name == name ? std::optional<Type>(t) : std::nullopt;
    case Kind::Star:  // inside a sequence: typed by the sequence
      return std::nullopt;
    case Kind::As:
      if (p.name == name) return subject_type(p.items[0], t, class_types);
      return capture_type(p.items[0], t, name, class_types);
    case Kind::Sequence: {
      bool never = !t.is_pyobject() || t.is(TypeKind::Str) || t.is(TypeKind::Bytes) ||
                   t.is(TypeKind::Dict) || t.is(TypeKind::Set);
      for (size_t i = 0; i < p.items.size(); ++i) {
        const Pattern& sub = p.items[i];
        if (sub.kind == Kind::Star) {
          if (sub.name != name) continue;
          return never ? Type::object() : sequence_item_type(p, t, i);
        }
        if (auto r = capture_type(sub, never ? Type::object() : sequence_item_type(p, t, i), name,
                                  class_types)) {
          return r;
        }
      }
      return std::nullopt;
    }
    case Kind::Or: {
      std::optional<Type> joined;
      for (const Pattern& alt : p.items) {
        std::optional<Type> r = capture_type(alt, t, name, class_types);
        if (!r) return std::nullopt;
        joined = joined ? join(*joined, *r) : *r;
      }
      return joined;
    }
    case Kind::Mapping: {
      if (p.name == name) return Type::object();  // `**rest`
      for (const Pattern& sub : p.items) {
        if (capture_type(sub, Type::object(), name, class_types)) return Type::object();
      }
      return std::nullopt;
    }
    case Kind::Class: {
      ClassPatternTypes ct = class_types(p, t);
      for (size_t i = 0; i < p.items.size(); ++i) {
        if (auto r = capture_type(p.items[i], ct.items[i], name, class_types)) return r;
      }
      return std::nullopt;
    }
    default:
      return std::nullopt;
  }
}

void bound_names(const Pattern& p, std::vector<std::string>& out) {
  if (!p.name.empty()) out.push_back(p.name);
  for (const Pattern& sub : p.items) bound_names(sub, out);
}

}  // namespace

Type Lowerer::match_subject_type(const Pattern& p, Type t) {
  return subject_type(p, t, [&](const Pattern& c, Type s) { return match_class_types(c, s); });
}

void Lowerer::match_or_registers(const Pattern& p, Register* v, MatchBinds& mb) {
  std::vector<std::string> names;
  bound_names(p, names);
  for (const std::string& name : names) {
    if (match_shared_names_.count(name)) continue;  // other cases bind it too: an object
    bool known = false;
    for (const auto& [id, reg] : mb.captures) known |= text(id) == name;
    if (known) continue;
    std::optional<Type> t = capture_type(
        p, v->type, name, [&](const Pattern& c, Type s) { return match_class_types(c, s); });
    if (!t || t->is(TypeKind::Object)) continue;  // match_capture makes the object register
    // The first alternative's identifier stands for the name, as match_capture would record it.
    TSNode id{};
    std::function<void(const Pattern&)> find = [&](const Pattern& q) {
      if (!ts_node_is_null(id)) return;
      if (q.name == name && !ts_node_is_null(q.name_node)) id = q.name_node;
      for (const Pattern& sub : q.items) find(sub);
    };
    find(p);
    if (ts_node_is_null(id)) continue;
    Register* reg = temp_register(*t);
    mb.captures.push_back({id, reg});
    mb.temps.push_back(reg);
  }
}

std::optional<std::pair<std::string, Type>> Lowerer::match_subject_narrowing(
    const Pattern& p, TSNode subject, const MatchBinds& mb) {
  const Pattern* cls = p.kind == Kind::Class ? &p
                       : p.kind == Kind::As && p.items[0].kind == Kind::Class ? &p.items[0]
                                                                               : nullptr;
  if (cls == nullptr || mb.narrowed == nullptr || node_type(subject) != "identifier" ||
      !mb.narrowed->type.is(TypeKind::Instance) || p.name == text(subject)) {
    return std::nullopt;
  }
  return narrowing_to_class(text(subject), mb.narrowed->type.class_def());
}

}  // namespace hintc::frontend
