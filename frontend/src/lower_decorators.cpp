// Decorators on module-level functions and on methods of compiled classes: the decorated name is
// bound to what the decorators return, and compiled callers call that object.
#include <functional>

#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::TypeKind;

std::vector<TSNode> Lowerer::decorator_exprs(TSNode decorated) {
  std::vector<TSNode> out;
  for (uint32_t i = 0; i < ts_node_named_child_count(decorated); ++i) {
    TSNode d = ts_node_named_child(decorated, i);
    if (node_type(d) == "decorator") out.push_back(ts_node_named_child(d, 0));
  }
  return out;
}

void Lowerer::lower_decorated_def(TSNode s) {
  TSNode def = child_by_field(s, "definition");
  if (node_type(def) != "function_definition") {
    return error(s, msg::unsupported("a decorated class that is not a compiled class"));
  }
  lower_def_statement(def);
}

RValue Lowerer::apply_decorators(const std::vector<TSNode>& decorators,
                                 const std::function<RValue()>& make_target) {
  // As CPython: the decorator expressions are evaluated top to bottom before the function exists,
  // then applied bottom-up.
  std::vector<RValue> decos;
  for (TSNode d : decorators) {
    set_span(d);
    RValue v = lower_expr(d);
    if (!v.type().is(TypeKind::Object)) {
      error(d, msg::not_callable(v.type().name()));
      b_->release(v);
      v = poison();
    }
    decos.push_back(v);
  }
  RValue f = make_target();
  for (size_t i = decos.size(); i-- > 0;) {
    set_span(decorators[i]);
    RValue r = b_->call_object(decos[i].v, {f.v}, {});
    b_->release(f);
    f = r;
  }
  for (const RValue& d : decos) b_->release(d);
  return f;
}

namespace {

// A def's annotations as "name\ntext\n..." (the result's as "return"), which the function
// object's __annotations__ evaluates (rt_function.h): what decorators such as
// functools.singledispatch's register() read.
std::string annotation_spec(TSNode def, const std::function<std::string(TSNode)>& text) {
  std::string spec;
  auto add = [&](const std::string& name, TSNode type) {
    std::string t = text(type);
    for (char& ch : t) {
      if (ch == '\n' || ch == '\r') ch = ' ';  // inside brackets: still one expression
    }
    spec += name + "\n" + t + "\n";
  };
  TSNode params = child_by_field(def, "parameters");
  for (uint32_t i = 0; i < ts_node_named_child_count(params); ++i) {
    TSNode p = ts_node_named_child(params, i);
    TSNode type = child_by_field(p, "type");
    if (ts_node_is_null(type)) continue;
    TSNode id =
        node_type(p) == "typed_parameter" ? ts_node_named_child(p, 0) : child_by_field(p, "name");
    // *args / **kwargs patterns: the name inside.
    std::string idk = node_type(id);
    if (idk == "list_splat_pattern" || idk == "dictionary_splat_pattern") {
      id = ts_node_named_child(id, 0);
    }
    add(text(id), type);
  }
  TSNode ret = child_by_field(def, "return_type");
  if (!ts_node_is_null(ret)) add("return", ret);
  return spec;
}

}  // namespace

void Lowerer::bind_at_def(FuncInfo& info, const std::vector<TSNode>& decorators) {
  const std::string& name = info.fn->name;
  ir::Global* g = mod_.find_global(name);
  RValue f = apply_decorators(decorators, [&]() {
    store_defaults(info);
    set_span(info.node);
    Op* op = b_->emit(OpKind::MakeFunction, Type::object(), {}, true, [&](Op& o) {
      o.callee = info.fn;
      o.text = annotation_spec(info.node, [this](TSNode n) { return text(n); });
    });
    return b_->owned(op);
  });
  set_span(info.node);
  b_->store_global(g, f);
}

ir::MethodKind Lowerer::method_decorators(const std::vector<TSNode>& decorators, bool& other) {
  ir::MethodKind kind = ir::MethodKind::Instance;
  other = false;
  TSNode builtin{};
  for (TSNode d : decorators) {
    std::string dn = text(d);
    if (dn == "staticmethod") {
      kind = ir::MethodKind::Static;
    } else if (dn == "classmethod") {
      kind = ir::MethodKind::Class;
    } else if (dn == "property") {
      kind = ir::MethodKind::Getter;
    } else if (dn.size() > 7 && dn.compare(dn.size() - 7, 7, ".setter") == 0) {
      kind = ir::MethodKind::Setter;
    } else if (dn.size() > 8 && dn.compare(dn.size() - 8, 8, ".deleter") == 0) {
      kind = ir::MethodKind::Deleter;
    } else if (dn == "abstractmethod" || dn == "abc.abstractmethod") {
      continue;  // the class's __abstractmethods__ (lower_generics.cpp)
    } else if (dn == "cached_property" || dn == "functools.cached_property") {
      // It stores the computed value in the instance __dict__, which compiled instances lack.
      error(d, "functools.cached_property needs an instance __dict__, which instances of compiled "
               "classes do not have (use @property and a field)");
      continue;
    } else {
      other = true;
      continue;
    }
    builtin = d;
  }
  if (other && !ts_node_is_null(builtin)) {
    error(builtin, msg::unsupported("'@" + text(builtin) + "' combined with other decorators"));
    other = false;
  }
  return kind;
}

void Lowerer::apply_method_decorators(const ir::ClassDef* c, RValue cls, TSNode body) {
  for (uint32_t i = 0; i < ts_node_named_child_count(body); ++i) {
    TSNode s = ts_node_named_child(body, i);
    if (node_type(s) != "decorated_definition") continue;
    TSNode def = child_by_field(s, "definition");
    auto it = funcs_.find(c->name + "." + text(child_by_field(def, "name")));
    if (it == funcs_.end() || !ts_node_eq(it->second.node, def) || !it->second.fn->bound_at_def) {
      continue;
    }
    // The compiled method's descriptor, decorated, replaces it in the class.
    RValue attr = b_->load_str(it->second.fn->name);
    RValue f = apply_decorators(decorator_exprs(s), [&]() {
      set_span(def);
      return b_->prim(PrimId::ObjGetAttr, {cls.v, attr.v});
    });
    set_span(def);
    b_->prim(PrimId::ObjSetAttr, {cls.v, attr.v, f.v});
    b_->release(f);
    b_->release(attr);
  }
}

bool Lowerer::is_caching_decorator(TSNode d) {
  // functools.lru_cache / functools.cache (bare or called with arguments), by either spelling.
  std::string k = node_type(d);
  if (k == "call") d = child_by_field(d, "function");
  std::string t = text(d);
  auto from_functools = [&](const std::string& name) {
    auto it = imports_.find(name);
    return it != imports_.end() && it->second == "from:functools" && local(name) == nullptr;
  };
  auto functools_module = [&]() {
    auto it = imports_.find("functools");
    return it != imports_.end() && it->second == "module:functools";
  };
  if (t == "functools.lru_cache" || (k != "call" && t == "functools.cache")) {
    return functools_module();
  }
  return (t == "lru_cache" || (k != "call" && t == "cache")) && from_functools(t);
}

RValue Lowerer::decorated_result(const FuncInfo& info, RValue r) {
  // A cache returns what the function itself returned: the declared type holds (checked).
  if (info.decorators.empty() || !def_result_typed(info)) return r;
  for (TSNode d : info.decorators) {
    if (!is_caching_decorator(d)) return r;
  }
  return checked(r, info.fn->return_type, "result of " + info.fn->name + "()");
}

bool Lowerer::def_result_typed(const FuncInfo& info) {
  // One def of the name (several conditional ones may differ in their return types).
  if (info.fn->owner != nullptr) return true;
  int defs = 0;
  for (const auto& [start, key] : def_keys_) {
    auto it = funcs_.find(key);
    if (it != funcs_.end() && it->second.fn->name == info.fn->name) ++defs;
  }
  return defs == 1;
}

RValue Lowerer::call_def_time(const FuncInfo& info, TSNode call) {
  RValue callee = lower_name(child_by_field(call, "function"));
  return decorated_result(info, call_generic(callee, call, child_by_field(call, "arguments")));
}

bool Lowerer::decorated_in_subclass(const ir::ClassDef* c, const std::string& name) {
  // A subclass's decorated override: calls through the base's static type must see it too.
  for (const ir::ClassDef* s : c->subclasses) {
    const ir::ClassMethod* m = s->find_method(name);
    if ((m != nullptr && m->fn->bound_at_def) || decorated_in_subclass(s, name)) return true;
  }
  return false;
}

RValue Lowerer::call_decorated_method(const FuncInfo& info, RValue obj, TSNode call) {
  TSNode fn = child_by_field(call, "function");
  RValue attr = b_->load_str(text(child_by_field(fn, "attribute")));
  set_span(fn);
  RValue bound = b_->prim(PrimId::ObjGetAttr, {obj.v, attr.v});
  b_->release(attr);
  b_->release(obj);
  return decorated_result(info, call_generic(bound, call, child_by_field(call, "arguments")));
}

}  // namespace hintc::frontend
