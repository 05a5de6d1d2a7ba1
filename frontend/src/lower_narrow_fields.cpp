// Narrowing of optional fields, as mypy narrows member expressions: after `if self.x is None:
// return` or `self.x = T()`, reads of `self.x` (a local's field, keyed by the source text) have
// type T. Each read is the field's current value checked to be T, so a call that stored None
// meanwhile raises a TypeError instead of misbehaving.
#include "lowerer.h"

namespace hintc::frontend {

using ir::TypeKind;

namespace {

// A narrowing applies to an optional (is-not-None narrowing) or to a class, object or
// optional class value narrowed by isinstance() to a compiled subclass.
bool narrows(Type declared, Type to) {
  return declared.is(TypeKind::Optional) ||
         (to.is(TypeKind::Instance) && to != declared &&
          (declared.is(TypeKind::Instance) || declared.is(TypeKind::Object)));
}

std::optional<Type> narrowed_or(const std::map<std::string, Type>& narrowed, const std::string& key, Type t) {
  auto n = narrowed.find(key);
  return n != narrowed.end() && narrows(t, n->second) ? n->second : t;
}

}  // namespace

std::optional<Type> Lowerer::chain_type(TSNode e) {
  // The static type of `local` or `local.f.g` (fields of compiled instances), narrowed.
  if (node_type(e) == "identifier") {
    Register* r = local(text(e));
    if (r == nullptr || global_names_.count(text(e))) return std::nullopt;
    return narrowed_or(narrowed_, text(e), r->type);
  }
  if (node_type(e) != "attribute") return std::nullopt;
  auto base = chain_type(child_by_field(e, "object"));
  if (!base || !base->is(TypeKind::Instance)) return std::nullopt;
  const ir::ClassField* f = base->class_def()->find_field(text(child_by_field(e, "attribute")));
  if (f == nullptr) return std::nullopt;
  return narrowed_or(narrowed_, text(e), f->type);
}

std::optional<Type> Lowerer::optional_field(TSNode attr) {
  if (module_level_) return std::nullopt;
  auto base = chain_type(child_by_field(attr, "object"));
  if (!base || !base->is(TypeKind::Instance)) return std::nullopt;
  const ir::ClassField* f = base->class_def()->find_field(text(child_by_field(attr, "attribute")));
  if (f == nullptr || !f->type.is(TypeKind::Optional)) return std::nullopt;
  return f->type.arg(0);
}

RValue Lowerer::narrowed_field(RValue v, TSNode attr) {
  auto n = narrowed_.find(text(attr));
  if (n == narrowed_.end() || !narrows(v.type(), n->second)) return v;
  if (v.type().is(TypeKind::Optional) && !optional_field(attr)) return v;
  return checked(v, n->second, "narrowed value");
}

std::optional<std::pair<std::string, Type>> Lowerer::field_narrowing_to_class(
    TSNode attr, const ir::ClassDef* c) {
  // isinstance(self.left, Node): a field (of a compiled instance, through a chain of them)
  // declared as a base of Node, object, or Optional of Node or a base, is a Node here.
  if (module_level_ || c == nullptr) return std::nullopt;
  auto base = chain_type(child_by_field(attr, "object"));
  if (!base || !base->is(TypeKind::Instance)) return std::nullopt;
  const ir::ClassField* f = base->class_def()->find_field(text(child_by_field(attr, "attribute")));
  if (f == nullptr) return std::nullopt;
  Type t = f->type.is(TypeKind::Optional) ? f->type.arg(0) : f->type;
  if (t.is(TypeKind::Instance)) {
    bool same = t.class_def() == c && t == f->type;  // nothing to narrow
    if (!c->is_subclass_of(t.class_def()) || same) return std::nullopt;
  } else if (!t.is(TypeKind::Object)) {
    return std::nullopt;
  }
  return std::make_pair(text(attr), Type::instance(c));
}

void Lowerer::narrow_field_store(TSNode target, Type field, Type stored) {
  std::string key = text(target);
  forget_field_narrowing(key);  // self.a.b after a store to self.a
  if (field.is(TypeKind::Optional) && optional_field(target) && !stored.is(TypeKind::None) &&
      !stored.is(TypeKind::Optional) && !stored.is(TypeKind::Object)) {
    narrowed_[key] = field.arg(0);
  } else {
    narrowed_.erase(key);
  }
}

void Lowerer::forget_field_narrowing(const std::string& local) {
  // Keys below `local` (a name or a field path), or every field's key for "".
  for (auto it = narrowed_.begin(); it != narrowed_.end();) {
    bool field = it->first.find('.') != std::string::npos;
    if (field && (local.empty() || it->first.compare(0, local.size() + 1, local + ".") == 0)) {
      it = narrowed_.erase(it);
    } else {
      ++it;
    }
  }
}

}  // namespace hintc::frontend
