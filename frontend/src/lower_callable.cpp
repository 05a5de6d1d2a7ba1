// Values annotated `Callable[..., R]` / `Callable[[A, B], R]` are Python objects to compiled code,
// but a call of one has mypy's type R: the storage declared so (a parameter, a local, a module
// global, a field, and what an unannotated field or local takes from one of those) remembers R,
// and the call's result is checked against it where it enters typed code, as any value from a
// Python call is (TypeError when the callable returns something else).
#include "lowerer.h"

namespace hintc::frontend {

using ir::TypeKind;

std::optional<Type> Lowerer::callable_result(TSNode t) {
  while (!ts_node_is_null(t) && node_type(t) == "type" && ts_node_named_child_count(t) == 1) {
    t = ts_node_named_child(t, 0);
  }
  if (ts_node_is_null(t)) return std::nullopt;
  std::string kind = node_type(t);
  if (kind != "generic_type" && kind != "subscript") return std::nullopt;
  TSNode head = ts_node_named_child(t, 0);
  std::string h = text(head);
  if (const auto* tn = node_type(head) == "identifier" ? typing_name(h) : nullptr) h = tn->second;
  for (const char* prefix : {"typing.", "typing_extensions.", "collections.abc.", "abc.", "t."}) {
    if (h.rfind(prefix, 0) == 0) h = h.substr(std::string(prefix).size());
  }
  if (h != "Callable") return std::nullopt;
  std::vector<TSNode> params = annotation_args(t);
  if (params.size() != 2) return std::nullopt;
  // The result type only where hintc reads it without complaint (a class it does not know
  // stays an object, as the whole annotation was).
  size_t errors = diags_.all().size();
  std::optional<Type> r = parse_annotation(params[1]);
  if (diags_.all().size() != errors) {
    diags_.truncate(errors);
    return std::nullopt;
  }
  // An object result needs no check; a None result neither: mypy lets a callable with any
  // result stand for one declared to return None.
  if (!r || r->is(TypeKind::Object) || r->is(TypeKind::None)) return std::nullopt;
  return r;
}

std::optional<Type> Lowerer::callable_result_of(TSNode callee) {
  std::string k = node_type(callee);
  if (k == "identifier") {
    std::string name = text(callee);
    if (!module_level_ && !global_names_.count(name)) {
      Register* r = local(name);
      auto it = r ? callable_regs_.find(r) : callable_regs_.end();
      if (it != callable_regs_.end()) return it->second;
      auto l = r ? callable_locals_.find({b_->fn(), name}) : callable_locals_.end();
      if (l != callable_locals_.end()) return l->second;
      if (r != nullptr || local_names_.count(name)) return std::nullopt;
    }
    const ir::Global* g = mod_.find_global(name);
    auto it = g ? callable_globals_.find(g) : callable_globals_.end();
    if (it != callable_globals_.end()) return it->second;
    return std::nullopt;
  }
  if (k != "attribute" || module_level_) return std::nullopt;
  auto base = chain_type(child_by_field(callee, "object"));
  if (!base || !base->is(TypeKind::Instance)) return std::nullopt;
  std::string attr = text(child_by_field(callee, "attribute"));
  if (base->class_def()->find_field(attr) == nullptr) return std::nullopt;
  auto it = callable_fields_.find(base->class_def()->field_owner(attr)->name + "." + attr);
  if (it == callable_fields_.end()) return std::nullopt;
  return it->second;
}

void Lowerer::note_callable_field(const ir::ClassDef* c, const std::string& attr, TSNode type,
                                  TSNode value, const FuncInfo* f) {
  std::optional<Type> r;
  if (!ts_node_is_null(type)) {
    r = callable_result(type);
  } else if (f != nullptr && !ts_node_is_null(value) && node_type(value) == "identifier") {
    // `self.fn = fn` of a parameter declared Callable: the field has its type, as for mypy.
    for (size_t i = 0; i < f->param_names.size(); ++i) {
      if (f->param_names[i] != text(value)) continue;
      auto it = callable_regs_.find(f->fn->params[i].reg);
      if (it != callable_regs_.end()) r = it->second;
    }
  }
  const ir::ClassField* field = c->find_field(attr);
  if (!r || field == nullptr || !field->type.is(TypeKind::Object)) return;
  callable_fields_.emplace(c->field_owner(attr)->name + "." + attr, *r);
}

void Lowerer::note_callable_name(TSNode target, TSNode type, TSNode value) {
  if (node_type(target) != "identifier") return;
  std::string name = text(target);
  std::optional<Type> r = ts_node_is_null(type) ? std::nullopt : callable_result(type);
  if (ts_node_is_null(type) && !ts_node_is_null(value)) {
    std::string vk = node_type(value);
    if (vk == "identifier" || vk == "attribute") r = callable_result_of(value);
  }
  if (!r) return;
  if (module_level_ || global_names_.count(name)) {
    const ir::Global* g = mod_.find_global(name);
    if (g != nullptr && g->type.is(TypeKind::Object)) callable_globals_.emplace(g, *r);
    return;
  }
  Register* reg = local(name);
  if (reg != nullptr && reg->type.is(TypeKind::Object)) {
    callable_locals_.emplace(std::make_pair(b_->fn(), name), *r);
  }
}

}  // namespace hintc::frontend
