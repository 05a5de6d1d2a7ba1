// A classmethod's first parameter as mypy types it, `type[Self]`: in a class Python cannot
// subclass, `cls` is the class or one of its compiled subclasses, so `cls.m(...)` of a
// classmethod or staticmethod no subclass redefines is a direct call (the classmethod gets
// `cls` itself), and `cls.X` (or `C.X` in a def) of a class attribute has the attribute's type.
#include "lowerer.h"

namespace hintc::frontend {

using ir::ClassDef;
using ir::MethodKind;

const ClassDef* Lowerer::cls_param_class(TSNode obj) {
  if (module_level_ || node_type(obj) != "identifier") return nullptr;
  const ir::Function* f = b_->fn();
  if (f->owner == nullptr || f->method_kind != MethodKind::Class || f->params.empty() ||
      f->params[0].reg->name != text(obj)) {
    return nullptr;
  }
  const ClassDef* c = f->owner;
  if (c->python_made || c->open_to_python() || c->open_below()) return nullptr;
  auto info = funcs_.find(method_key(f));
  if (info == funcs_.end() || ts_node_is_null(info->second.node)) return nullptr;
  std::set<std::string> assigned;  // `cls = ...` in the body: another value
  scan_assigned(child_by_field(info->second.node, "body"), assigned);
  return assigned.count(text(obj)) ? nullptr : c;
}

// A subclass's own class attribute of that name (a plain one in its body) hides the method.
bool Lowerer::class_attr_below(const ClassDef* c, const std::string& name) const {
  std::vector<const ClassDef*> todo(c->subclasses.begin(), c->subclasses.end());
  while (!todo.empty()) {
    const ClassDef* k = todo.back();
    todo.pop_back();
    auto it = classes_.find(k->name);
    if (it == classes_.end() || it->second.class_attrs.count(name)) return true;
    todo.insert(todo.end(), k->subclasses.begin(), k->subclasses.end());
  }
  return false;
}

std::optional<RValue> Lowerer::call_on_cls(TSNode call) {
  TSNode fn = child_by_field(call, "function");
  TSNode obj = child_by_field(fn, "object");
  const ClassDef* c = cls_param_class(obj);
  if (c == nullptr) return std::nullopt;
  std::string attr = text(child_by_field(fn, "attribute"));
  const ir::ClassMethod* m = c->find_method(attr);
  if (m == nullptr || (m->kind != MethodKind::Static && m->kind != MethodKind::Class) ||
      redefined_below(c, attr) || class_attr_below(c, attr)) {
    return std::nullopt;
  }
  FuncInfo& f = funcs_[method_key(m->fn)];
  TSNode args = child_by_field(call, "arguments");
  if (m->kind == MethodKind::Static) return call_compiled(f, call, args);
  set_span(call);
  RValue cls = read_local(text(obj), obj);
  RValue r = call_compiled(f, call, args, cls);
  b_->release(cls);
  return r;
}

std::optional<RValue> Lowerer::cls_attribute(TSNode e) {
  TSNode obj = child_by_field(e, "object");
  const ClassDef* c = cls_param_class(obj);
  // C.X in a def: the class itself (mypy's type[C]).
  if (c == nullptr && !module_level_ && node_type(obj) == "identifier" &&
      !global_names_.count(text(obj))) {
    c = class_named(text(obj));
  }
  if (c == nullptr) return std::nullopt;
  std::string attr = text(child_by_field(e, "attribute"));
  if (c->find_field(attr) != nullptr || c->find_method(attr) != nullptr ||
      !known_class_attribute(c, attr) || descriptor_attribute(c, attr, "__get__")) {
    return std::nullopt;
  }
  return class_attribute_read(lower_expr(obj), c, attr);
}

}  // namespace hintc::frontend
