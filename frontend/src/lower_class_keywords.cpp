// Class statements' keywords (`class B(Base, flag=True)`, `metaclass=...`, TypedDict's `total=`)
// and the steps after a compiled class is made that type.__new__ would run: __set_name__ of its
// attributes and the bases' __init_subclass__ (an implicit classmethod) with the keywords.
#include "class_body.h"
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::ClassDef;
using ir::MethodKind;

bool class_keyword(TSNode b) {
  std::string k = node_type(b);
  return k == "keyword_argument" || k == "dictionary_splat";
}

bool Lowerer::metaclass_keyword(TSNode b) const {
  return node_type(b) == "keyword_argument" && text(child_by_field(b, "name")) == "metaclass";
}

bool implicit_classmethod(const std::string& name) {
  return name == "__init_subclass__" || name == "__class_getitem__";
}

std::optional<RValue> Lowerer::class_keywords(TSNode s, bool native) {
  TSNode supers = child_by_field(s, "superclasses");
  std::vector<RValue> items;
  for (uint32_t i = 0; !ts_node_is_null(supers) && i < ts_node_named_child_count(supers); ++i) {
    TSNode b = ts_node_named_child(supers, i);
    if (!class_keyword(b)) continue;
    if (node_type(b) == "dictionary_splat") {
      error(b, msg::unsupported("**keywords in a class statement"));
      continue;
    }
    // A native class's metaclass is type (ABCMeta, the one other it takes, is ignored_base).
    if (native && metaclass_keyword(b)) continue;
    RValue key = b_->load_str(text(child_by_field(b, "name")));
    RValue k = b_->prim(PrimId::StrAsObject, {key.v});
    b_->release(key);
    items.push_back(k);
    items.push_back(to_object(lower_expr(child_by_field(b, "value"))));
  }
  if (items.empty()) return std::nullopt;
  std::vector<Value*> ops;
  for (const RValue& v : items) ops.push_back(v.v);
  set_span(s);
  RValue d = b_->build(kBuildDict, Type::dict(Type::str(), Type::object()), ops);
  for (auto v = items.rbegin(); v != items.rend(); ++v) b_->release(*v);
  return d;
}

bool Lowerer::may_set_name(TSNode body) const {
  // A class-body value that may define __set_name__: anything but literals and defs.
  for (const BodyItem& item : body_items(body)) {
    TSNode s = item.node;
    if (class_body_statement(s)) return true;
    if (node_type(s) != "expression_statement" || ts_node_named_child_count(s) != 1) continue;
    TSNode a = ts_node_named_child(s, 0);
    if (node_type(a) != "assignment") continue;
    TSNode right = child_by_field(a, "right"), type = child_by_field(a, "type");
    if (ts_node_is_null(right)) continue;
    if (!ts_node_is_null(type) && !class_var_annotation(text(type))) continue;  // a field
    std::string k = node_type(right);
    if (k == "call" || k == "identifier" || k == "attribute" || k == "subscript") return true;
  }
  return false;
}

void Lowerer::finish_class_made(const ClassDef* c, TSNode s, RValue cls, std::optional<RValue> kw) {
  // object.__init_subclass__ does nothing without keywords, and hintc's own hooks (emit_class.cpp)
  // only refuse Python subclasses: only a hook written in a base, keywords or a possible
  // __set_name__ need the call.
  const ir::ClassMethod* hook = c->base ? c->base->find_method("__init_subclass__") : nullptr;
  if (hook == nullptr && !kw && !may_set_name(child_by_field(s, "body"))) return;
  set_span(s);
  RValue k = kw ? *kw : b_->build(kBuildDict, Type::dict(Type::str(), Type::object()), {});
  b_->release(b_->prim(PrimId::ClassMade, {cls.v, k.v}));
  b_->release(k);
}

void Lowerer::init_subclass_guard(Function* f) {
  // A class Python may not derive from refuses interpreted subclasses in its own hook too; the
  // compiled subclasses' class statements pass (hintc_class_made), and so do the Python
  // subclasses of an open class below it (hintc_open_subclass_hook).
  const ClassDef* c = f->owner;
  if (c == nullptr || c->python_made || c->open_to_python() || f->name != "__init_subclass__" ||
      f->method_kind != MethodKind::Class || f->params.empty()) {
    return;
  }
  Op* load = b_->emit(OpKind::LoadClass, Type::object(), {}, true);
  load->text = c->name;
  RValue closed = b_->owned(load);
  RValue name = b_->load_str(c->name);
  b_->release(b_->prim(PrimId::InitSubclassGuard, {f->params[0].reg, closed.v, name.v}));
  b_->release(name);
  b_->release(closed);
}

RValue Lowerer::implicit_classmethod_of(TSNode def, RValue f) {
  // type.__new__ wraps only Python functions; a compiled closure is wrapped here.
  if (!implicit_classmethod(text(child_by_field(def, "name")))) return f;
  RValue wrap = load_builtin("classmethod");
  set_span(def);
  RValue r = b_->call_object(wrap.v, {f.v}, {});
  b_->release(wrap);
  b_->release(f);
  return r;
}

RValue Lowerer::super_of_classmethod(const ClassDef* c, TSNode call, TSNode args, const std::string& attr) {
  // super() in a classmethod is Python's super(C, cls): the next class's attribute may be any
  // base's (object.__init_subclass__, a Python base's hook).
  set_span(call);
  Op* load = b_->emit(OpKind::LoadClass, Type::object(), {}, true);
  load->text = c->name;
  RValue cls = b_->owned(load);
  return super_call(cls, read_local(b_->fn()->params[0].reg->name, call), call, args, attr);
}

}  // namespace hintc::frontend
