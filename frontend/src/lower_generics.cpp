// Typing constructs around compiled classes: TypeVars (an annotation naming one is an object),
// Generic[...] and ABC bases (ignored by the native layout: a generic class is one native type),
// `Base[T]` bases and annotations naming a compiled generic class, @abstractmethod (the class's
// __abstractmethods__, so instantiating it raises CPython's TypeError), and typing names used
// as values (TypeVar(...), Protocol[T]), imported from typing where they are read.
#include "class_body.h"
#include "lowerer.h"

namespace hintc::frontend {

using ir::ClassDef;

bool Lowerer::ignored_base(TSNode b) const {
  std::string k = node_type(b);
  if (k == "keyword_argument") {
    std::string v = text(child_by_field(b, "value"));
    return text(child_by_field(b, "name")) == "metaclass" && (v == "ABCMeta" || v == "abc.ABCMeta");
  }
  std::string n = text(k == "subscript" ? child_by_field(b, "value") : b);
  if (k == "subscript") return n == "Generic" || n == "typing.Generic";
  return n == "ABC" || n == "abc.ABC";
}

TSNode Lowerer::class_base_node(TSNode b) const {
  // `Base[T]` derives from Base.
  if (node_type(b) != "subscript") return b;
  TSNode v = child_by_field(b, "value");
  return class_base_key(v, "").empty() ? b : v;
}

bool Lowerer::trivial_abstract_body(TSNode def) {
  // mypy accepts a body of `...`, `pass` and a docstring without a return in an abstract method.
  if (ts_node_is_null(def)) return false;
  TSNode outer = ts_node_parent(def);
  bool abstract = false;
  if (!ts_node_is_null(outer) && node_type(outer) == "decorated_definition") {
    for (TSNode d : decorators(outer)) abstract |= is_abstract_decorator(d);
  }
  // ... and in a Protocol class.
  TSNode cls = ts_node_parent(ts_node_parent(
      ts_node_is_null(outer) || node_type(outer) != "decorated_definition" ? def : outer));
  if (!abstract && !ts_node_is_null(cls) && node_type(cls) == "class_definition") {
    TSNode supers = child_by_field(cls, "superclasses");
    for (uint32_t i = 0; !ts_node_is_null(supers) && i < ts_node_named_child_count(supers); ++i) {
      TSNode b = ts_node_named_child(supers, i);
      if (node_type(b) == "subscript") b = child_by_field(b, "value");
      abstract |= text(b) == "Protocol" || text(b) == "typing.Protocol";
    }
  }
  // Elsewhere a body of `...` (and a docstring): an empty body, which mypy's empty-body check
  // (an error code of its own, commonly disabled) is alone to refuse.
  bool ellipsis = false;
  TSNode body = child_by_field(def, "body");
  for (uint32_t i = 0; i < ts_node_named_child_count(body); ++i) {
    TSNode s = ts_node_named_child(body, i);
    std::string k = node_type(s);
    if (k == "comment" || (abstract && k == "pass_statement")) continue;
    if (k != "expression_statement" || ts_node_named_child_count(s) != 1) return false;
    std::string e = node_type(ts_node_named_child(s, 0));
    if (e != "ellipsis" && e != "string") return false;
    ellipsis |= e == "ellipsis";
  }
  return abstract || ellipsis;
}

bool Lowerer::redefined_below(const ClassDef* c, const std::string& name) const {
  std::vector<const ClassDef*> todo(c->subclasses.begin(), c->subclasses.end());
  while (!todo.empty()) {
    const ClassDef* k = todo.back();
    todo.pop_back();
    for (const ir::ClassMethod& m : k->methods) {
      if (m.name == name) return true;
    }
    todo.insert(todo.end(), k->subclasses.begin(), k->subclasses.end());
  }
  return false;
}

bool Lowerer::is_abstract_decorator(TSNode d) const {
  std::string n = text(d);
  return n == "abstractmethod" || n == "abc.abstractmethod";
}

std::vector<std::string> Lowerer::abstract_names(const ClassDef* c) const {
  // A name is abstract when its nearest definition up the bases is an @abstractmethod.
  std::set<std::string> candidates;
  for (const ClassDef* k = c; k != nullptr; k = k->base) {
    auto it = abstract_methods_.find(k->name);
    if (it != abstract_methods_.end()) candidates.insert(it->second.begin(), it->second.end());
  }
  std::vector<std::string> out;
  for (const std::string& n : candidates) {
    for (const ClassDef* k = c; k != nullptr; k = k->base) {
      bool defined = false;
      for (const ir::ClassMethod& m : k->methods) defined |= m.name == n;
      if (!defined) continue;
      auto it = abstract_methods_.find(k->name);
      if (it != abstract_methods_.end() && it->second.count(n)) out.push_back(n);
      break;
    }
  }
  return out;
}

bool Lowerer::abstract_class(const ClassDef* c) const {
  bool abc = false;
  for (const ClassDef* k = c; k != nullptr; k = k->base) abc |= abc_classes_.count(k->name) != 0;
  return abc && !abstract_names(c).empty();
}

void Lowerer::set_abstract_methods(const ClassDef* c, RValue cls) {
  std::vector<std::string> names = abstract_names(c);
  bool abc = false;
  for (const ClassDef* k = c; k != nullptr; k = k->base) abc |= abc_classes_.count(k->name) != 0;
  if (!abc) return;  // without ABCMeta, @abstractmethod has no effect at run time
  std::vector<RValue> strs;
  std::vector<Value*> ops;
  for (const std::string& n : names) {
    strs.push_back(b_->load_str(n));
    ops.push_back(strs.back().v);
  }
  RValue items = b_->build(kBuildTuple, Type::tuple_of(Type::object()), ops);
  for (auto it = strs.rbegin(); it != strs.rend(); ++it) b_->release(*it);
  RValue fs = load_builtin("frozenset");
  RValue set = b_->call_object(fs.v, {items.v}, {});
  b_->release(fs);
  b_->release(items);
  set_type_attr(cls, "__abstractmethods__", set);
}

void Lowerer::set_type_attr(RValue cls, const std::string& name, RValue value) {
  RValue attr = b_->load_str(name);
  b_->prim(PrimId::ObjSetAttr, {cls.v, attr.v, value.v});
  b_->release(attr);
  b_->release(value);
}

void Lowerer::set_class_getitem(TSNode s, RValue cls) {
  // A class deriving from Generic[...] is subscriptable at run time (`Stack[int]()`), which
  // Generic's __class_getitem__ gives in CPython; the native type (which has no Generic base)
  // gets types.GenericAlias, which constructs the class when called. Subclasses inherit it.
  TSNode supers = child_by_field(s, "superclasses");
  bool generic = false, subscripted = false;
  std::vector<TSNode> bases;
  for (uint32_t i = 0; !ts_node_is_null(supers) && i < ts_node_named_child_count(supers); ++i) {
    TSNode b = ts_node_named_child(supers, i);
    if (node_type(b) == "comment" || class_keyword(b)) continue;
    bases.push_back(b);
    generic |= node_type(b) == "subscript" && ignored_base(b);
    subscripted |= node_type(b) == "subscript";
  }
  if (subscripted) {
    // __orig_bases__ / __parameters__ as typing's Generic sets them (runtime/src/class_generic.cpp).
    set_span(s);
    std::vector<RValue> vs;
    std::vector<Value*> ops;
    for (TSNode b : bases) {
      vs.push_back(to_object(lower_expr(b)));
      ops.push_back(vs.back().v);
    }
    set_span(s);
    RValue tuple = b_->build(ir::kBuildTuple, Type::tuple_of(Type::object()), ops);
    b_->prim(PrimId::SetGenericBases, {cls.v, tuple.v});
    b_->release(tuple);
    for (auto it = vs.rbegin(); it != vs.rend(); ++it) b_->release(*it);
  }
  if (!generic) return;
  set_span(s);
  RValue module = b_->load_str("types"), name = b_->load_str("GenericAlias");
  RValue alias = b_->prim(PrimId::ImportFrom, {module.v, name.v});
  b_->release(name);
  b_->release(module);
  RValue wrap = load_builtin("classmethod");
  RValue method = b_->call_object(wrap.v, {alias.v}, {});
  b_->release(wrap);
  b_->release(alias);
  set_type_attr(cls, "__class_getitem__", method);
}

}  // namespace hintc::frontend
