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

// The type `name` gets when p matches a subject of type t (object when the lowering would hold
// it as an object anyway); nullopt when p does not bind name.
std::optional<Type> capture_type(const Pattern& p, Type t, const std::string& name) {
  switch (p.kind) {
    case Kind::Capture:
      return p.name == name ? std::optional<Type>(t) : std::nullopt;
    case Kind::Star:  // inside a sequence: typed by the sequence
      return std::nullopt;
    case Kind::As:
      if (p.name == name) {
        return p.items[0].kind == Kind::Class ? Type::object() : t;
      }
      return capture_type(p.items[0], t, name);
    case Kind::Sequence: {
      bool never = !t.is_pyobject() || t.is(TypeKind::Str) || t.is(TypeKind::Bytes) ||
                   t.is(TypeKind::Dict) || t.is(TypeKind::Set);
      for (size_t i = 0; i < p.items.size(); ++i) {
        const Pattern& sub = p.items[i];
        if (sub.kind == Kind::Star) {
          if (sub.name != name) continue;
          return never ? Type::object() : sequence_item_type(p, t, i);
        }
        if (auto r = capture_type(sub, never ? Type::object() : sequence_item_type(p, t, i), name)) {
          return r;
        }
      }
      return std::nullopt;
    }
    case Kind::Or: {
      std::optional<Type> joined;
      for (const Pattern& alt : p.items) {
        std::optional<Type> r = capture_type(alt, t, name);
        if (!r) return std::nullopt;
        if (joined && *joined != *r) return Type::object();
        joined = r;
      }
      return joined;
    }
    case Kind::Mapping:
    case Kind::Class: {
      if (p.name == name) return Type::object();  // `**rest`
      for (const Pattern& sub : p.items) {
        if (capture_type(sub, Type::object(), name)) return Type::object();
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

void Lowerer::match_or_registers(const Pattern& p, Register* v, MatchBinds& mb) {
  std::vector<std::string> names;
  bound_names(p, names);
  for (const std::string& name : names) {
    if (match_shared_names_.count(name)) continue;  // other cases bind it too: an object
    bool known = false;
    for (const auto& [id, reg] : mb.captures) known |= text(id) == name;
    if (known) continue;
    std::optional<Type> t = capture_type(p, v->type, name);
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
