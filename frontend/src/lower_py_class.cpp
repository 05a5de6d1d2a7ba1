// Classes made by their bases' metaclass at run time (typing.NamedTuple, enum.Enum and its
// kin, classes deriving from any class not compiled in this module, and every class defined
// inside a function): the class statement fills the metaclass's
// namespace in body order, with compiled functions as the methods, so the real class machinery
// gives the exact semantics.
#include "class_body.h"
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::ClassDef;
using ir::MethodKind;
using ir::TypeKind;

bool Lowerer::python_made_class(const std::string& name) const {
  auto it = classes_.find(name);
  if (it == classes_.end() || !it->second.cls->python_made) return false;
  return module_level_ || !(local_names_.count(name) || locals_.count(name));
}

void Lowerer::collect_python_made(ClassDef* c, TSNode s) {
  collect_namedtuple_fields(c, s);
  for (const BodyItem& item : body_items(child_by_field(s, "body"))) {
    if (node_type(item.node) != "function_definition") {
      if (!item.decorators.empty()) error(item.node, msg::unsupported("a decorated class"));
      continue;
    }
    std::vector<TSNode> applied;
    MethodKind kind = runtime_decorated_kind(item, applied);
    if (kind == MethodKind::Instance && implicit_classmethod(text(child_by_field(item.node, "name")))) {
      kind = MethodKind::Class;  // a compiled method is no Python function type.__new__ would wrap
    }
    FuncInfo* f = collect_def(item.node, c, kind);
    if (f != nullptr) f->decorators = applied;  // applied to the descriptor when the class is made
    // The instance is whatever the metaclass makes: an object to the method's body.
    if (f != nullptr && kind != MethodKind::Static && kind != MethodKind::Class &&
        !f->fn->params.empty()) {
      f->fn->params[0].reg->type = Type::object();
    }
  }
}

void Lowerer::lower_python_made(const ClassDef* c, TSNode s) {
  RValue cls = apply_decorators(classes_[c->name].decorators, [&]() {
    return build_class_object(s, c->name, [&](const BodyItem& item) -> std::optional<RValue> {
    const ir::ClassMethod* m = nullptr;
    for (const ir::ClassMethod& cm : c->methods) {
      if (funcs_[method_key(cm.fn)].node.id == item.node.id) m = &cm;
    }
    if (m == nullptr) return std::nullopt;  // reported when collected
    FuncInfo& info = funcs_[method_key(m->fn)];
    return apply_decorators(info.decorators, [&]() {
      store_defaults(info);
      set_span(item.node);
      Op* op = b_->emit(OpKind::MakeMethod, Type::object(), {}, true);
      op->callee = m->fn;
      return b_->owned(op);
    });
    });
  });
  b_->store_global(c->global, cls);
}

RValue Lowerer::build_class_object(TSNode s, const std::string& qualname,
                                   const std::function<std::optional<RValue>(const BodyItem&)>& method) {
  auto as_object = [&](RValue v) { return plain_object(v); };
  std::vector<RValue> items;  // key, value, key, value, ... in the order the body runs
  // The bases and keywords are evaluated before the body runs, as in CPython.
  std::vector<RValue> bases = class_base_values(s);
  std::optional<RValue> keywords = class_keywords(s, false);
  set_span(s);
  std::vector<Value*> base_ops;
  for (const RValue& v : bases) base_ops.push_back(v.v);
  RValue base_tuple = b_->build(kBuildTuple, Type::tuple_of(Type::object()), base_ops);
  for (auto v = bases.rbegin(); v != bases.rend(); ++v) b_->release(*v);
  RValue name = b_->load_str(qualname.substr(qualname.rfind('.') + 1));  // Outer.Inner: Inner
  // A body running statements or reading its own names fills the metaclass's namespace
  // (prepared first: enum's turns `R = auto()` into R's value, which `RW = R | W` reads).
  TSNode body = child_by_field(s, "body");
  std::optional<ClassNs> ns = class_ns_for(body, false);
  ClassNs* saved_ns = class_ns_;
  RValue prepared, ns_dict;
  if (ns) {
    RValue kw = keywords ? *keywords : to_object(b_->load_none());
    keywords.reset();
    prepared = b_->prim(PrimId::ClassPrepare, {name.v, base_tuple.v, kw.v});
    b_->release(kw);
    ns_dict = class_ns_begin(*ns, b_->prim(PrimId::ClassPreparedNs, {prepared.v}));
  }
  auto add = [&](const std::string& key, RValue v) {
    if (ns) {
      RValue o = as_object(v), k = b_->load_str(key);
      b_->release(b_->prim(PrimId::ClassNsStore, {ns_dict.v, k.v, o.v}));
      b_->release(k);
      b_->release(o);
      return;
    }
    items.push_back(as_object(b_->load_str(key)));
    items.push_back(as_object(v));
  };
  set_span(s);
  add("__module__", b_->load_str(mod_.name));
  add("__qualname__", b_->load_str(qualname));
  const bool py313 = target_at_least(3, 13);
  if (py313) add("__firstlineno__", b_->load_int(class_first_line(s)));
  if (auto doc = docstring(body)) add("__doc__", b_->load_str(*doc));
  std::vector<BodyItem> body_list = body_items(body);
  // __annotations__ is in the namespace before the body's first statement runs: the
  // annotations evaluated in the module's globals (their source text under `from __future__
  // import annotations`, and for a name the module does not bind).
  std::vector<std::pair<std::string, std::string>> annotated;  // (target, annotation text)
  for (const BodyItem& item : body_list) {
    if (node_type(item.node) != "expression_statement") continue;
    TSNode a = ts_node_named_child(item.node, 0);
    if (node_type(a) != "assignment" || ts_node_is_null(child_by_field(a, "type"))) continue;
    annotated.emplace_back(text(child_by_field(a, "left")), text(child_by_field(a, "type")));
  }
  if (!annotated.empty() && !postponed_annotations_) {
    std::string spec;
    for (auto [target, type] : annotated) {
      for (char& ch : type) {
        if (ch == '\n' || ch == '\r') ch = ' ';  // inside brackets: still one expression
      }
      spec += target + "\n" + type + "\n";
    }
    RValue s = b_->load_str(spec);
    RValue d = b_->prim(PrimId::EvalAnnotations, {s.v});
    b_->release(s);
    add("__annotations__", d);
  } else if (!annotated.empty()) {
    std::vector<RValue> annotations;
    for (const auto& [target, type] : annotated) {
      annotations.push_back(as_object(b_->load_str(target)));
      annotations.push_back(as_object(b_->load_str(type)));
    }
    std::vector<Value*> ops;
    for (const RValue& v : annotations) ops.push_back(v.v);
    RValue d = b_->build(kBuildDict, Type::dict(Type::str(), Type::object()), ops);
    for (auto v = annotations.rbegin(); v != annotations.rend(); ++v) b_->release(*v);
    add("__annotations__", d);
  }
  if (ns) class_ns_ = &*ns;
  for (const BodyItem& item : body_list) {
    std::string k = node_type(item.node);
    if (k == "pass_statement" || k == "comment") continue;
    if (ns && class_body_statement(item.node)) {
      refuse_in_class_body(item.node);
      lower_stmt(item.node);
      continue;
    }
    if (k == "function_definition") {
      if (std::optional<RValue> f = method(item)) add(text(child_by_field(item.node, "name")), *f);
      continue;
    }
    if (k == "class_definition" && scope_ != nullptr) {  // in a class inside a function
      add(text(child_by_field(item.node, "name")), local_class_value(item.node, item.decorators));
      continue;
    }
    TSNode e = k == "expression_statement" && ts_node_named_child_count(item.node) == 1
                   ? ts_node_named_child(item.node, 0)
                   : TSNode{};
    std::string ek = node_type(e);
    if (ek == "string" || ek == "ellipsis") continue;  // the docstring, `...`
    if (ek != "assignment") {
      error(item.node, msg::unsupported("this statement in a class body made at run time"));
      continue;
    }
    TSNode left = child_by_field(e, "left"), right = child_by_field(e, "right");
    if (node_type(left) != "identifier") {
      error(left, msg::unsupported("this class attribute target"));
      continue;
    }
    if (ts_node_is_null(right)) continue;  // a field without a default
    TSNode type = child_by_field(e, "type");
    std::optional<RValue> value = class_attribute_value(right, type);
    if (!value) continue;
    RValue v = *value;
    set_span(e);
    add(text(left), v);
  }
  if (py313) {
    std::vector<RValue> names;
    for (const std::string& n : static_attributes(body)) names.push_back(b_->load_str(n));
    std::vector<Value*> ops;
    for (const RValue& v : names) ops.push_back(v.v);
    RValue t = b_->build(kBuildTuple, Type::tuple_of(Type::str()), ops);
    for (auto v = names.rbegin(); v != names.rend(); ++v) b_->release(*v);
    add("__static_attributes__", t);
  }
  class_ns_ = saved_ns;
  set_span(s);
  RValue cls;
  if (ns) {
    cls = b_->prim(PrimId::BuildPrepared, {name.v, prepared.v});
    b_->release(prepared);
    b_->release(ns_dict);
  } else {
    std::vector<Value*> item_ops;
    for (const RValue& v : items) item_ops.push_back(v.v);
    RValue item_list = b_->build(kBuildList, Type::list(Type::object()), item_ops);
    for (auto v = items.rbegin(); v != items.rend(); ++v) b_->release(*v);
    cls = keywords ? b_->prim(PrimId::BuildClassKw, {name.v, base_tuple.v, item_list.v, keywords->v})
                   : b_->prim(PrimId::BuildClass, {name.v, base_tuple.v, item_list.v});
    b_->release(item_list);
  }
  if (keywords) b_->release(*keywords);
  b_->release(name);
  b_->release(base_tuple);
  return cls;
}

RValue Lowerer::plain_object(RValue v) {
  if (!v.type().is(TypeKind::Str)) return to_object(v);
  RValue o = b_->prim(PrimId::StrAsObject, {v.v});
  b_->release(v);
  return o;
}

std::vector<RValue> Lowerer::class_base_values(TSNode s) {
  std::vector<RValue> bases;
  TSNode supers = child_by_field(s, "superclasses");
  uint32_t nsupers = ts_node_is_null(supers) ? 0 : ts_node_named_child_count(supers);
  for (uint32_t i = 0; i < nsupers; ++i) {
    TSNode b = ts_node_named_child(supers, i);
    if (node_type(b) == "comment" || class_keyword(b)) continue;
    if (node_type(b) == "identifier" && text(b) == "NamedTuple" &&
        mod_.find_global("NamedTuple") == nullptr) {
      // `from typing import NamedTuple` binds nothing at run time (typing is for annotations).
      RValue module = b_->load_str("typing"), attr = b_->load_str("NamedTuple");
      bases.push_back(b_->prim(PrimId::ImportFrom, {module.v, attr.v}));
      b_->release(attr);
      b_->release(module);
      continue;
    }
    bases.push_back(plain_object(lower_expr(b)));
  }
  return bases;
}

// super().ATTR(...) in a method of a Python-made class: Python's super(C, self).
RValue Lowerer::super_of_python_made(const ClassDef* c, TSNode call, TSNode args,
                                     const std::string& attr) {
  RValue cls = b_->load_global(c->global);
  return super_call(cls, read_local(b_->fn()->params[0].reg->name, call), call, args, attr);
}

RValue Lowerer::super_proxy(RValue cls, RValue self, TSNode at) {
  return call_builtin_with("super", {cls, self}, at);
}

std::optional<RValue> Lowerer::super_object(TSNode call) {
  // A bare super() not followed by a call of one of its attributes (`super().size`, a
  // property's getter, `s = super()`): Python's super(C, first argument), as CPython's
  // __class__ cell gives it. Outside a method it stays the builtin's own error.
  const Function* f = b_->fn();
  const ClassDef* c = f->owner;
  if (c == nullptr) return local_class_super(call);
  if (f->params.empty() || f->method_kind == MethodKind::Static) return std::nullopt;
  RValue cls;
  if (c->python_made) {
    cls = b_->load_global(c->global);
  } else {
    set_span(call);
    Op* load = b_->emit(OpKind::LoadClass, Type::object(), {}, true);
    load->text = c->name;
    cls = b_->owned(load);
  }
  return super_proxy(cls, read_local(f->params[0].reg->name, call), call);
}

RValue Lowerer::super_call(RValue cls, RValue self, TSNode call, TSNode args,
                           const std::string& attr) {
  return super_attr_call(super_proxy(cls, self, call), call, args, attr);
}

RValue Lowerer::super_attr_call(RValue proxy, TSNode call, TSNode args, const std::string& attr) {
  RValue name = b_->load_str(attr);
  RValue method = b_->prim(PrimId::ObjGetAttr, {proxy.v, name.v});
  b_->release(name);
  b_->release(proxy);
  return call_generic(method, call, args);
}

}  // namespace hintc::frontend
