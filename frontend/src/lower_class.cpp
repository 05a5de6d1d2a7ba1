// Compiled classes: collecting fields and methods, vtables, and lowering of construction, field
// access, method calls (direct, virtual, super()) and isinstance on compiled classes.
#include "class_body.h"
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::ClassDef;
using ir::MethodKind;
using ir::TypeKind;

// The decorator names of a decorated_definition ("staticmethod", "x.setter", ...).
std::vector<TSNode> decorators(TSNode decorated) {
  std::vector<TSNode> out;
  for (uint32_t i = 0; i < ts_node_named_child_count(decorated); ++i) {
    TSNode d = ts_node_named_child(decorated, i);
    if (node_type(d) == "decorator") out.push_back(ts_node_named_child(d, 0));
  }
  return out;
}

// The class body's statements, with decorated defs as (decorators, def) pairs.
std::vector<BodyItem> body_items(TSNode body) {
  std::vector<BodyItem> out;
  for (uint32_t i = 0; i < ts_node_named_child_count(body); ++i) {
    TSNode s = ts_node_named_child(body, i);
    if (node_type(s) == "decorated_definition") {
      out.push_back({child_by_field(s, "definition"), decorators(s)});
    } else {
      out.push_back({s, {}});
    }
  }
  return out;
}

bool class_var_annotation(const std::string& annotation) {
  // A bare `Final` with a value in a class body is a constant of the class, as a ClassVar.
  return annotation.rfind("ClassVar", 0) == 0 || annotation.rfind("typing.ClassVar", 0) == 0 ||
         bare_final(annotation);
}

TSNode Lowerer::class_node(TSNode s) {
  if (node_type(s) == "class_definition") return s;
  if (node_type(s) == "decorated_definition") {
    TSNode d = child_by_field(s, "definition");
    if (node_type(d) == "class_definition") return d;
  }
  return TSNode{};
}

const ClassDef* Lowerer::class_named(const std::string& name) const {
  auto it = classes_.find(name);
  // In a class body's annotations (fields, method signatures) its nested classes' bare names.
  for (std::string p = class_scope_; it == classes_.end() && !p.empty();) {
    it = classes_.find(p + "." + name);
    size_t dot = p.rfind('.');
    p = dot == std::string::npos ? "" : p.substr(0, dot);
  }
  if (it == classes_.end() || it->second.cls->python_made) return nullptr;
  if (!module_level_ && (local_names_.count(name) || locals_.count(name))) return nullptr;
  return it->second.cls;
}

void Lowerer::collect_class(TSNode s) {
  std::string name = qualified_class_name(s);
  auto it = classes_.find(name);
  if (it == classes_.end() || !ts_node_eq(it->second.node, s)) return;
  ClassDef* c = it->second.cls;
  if (c->python_made) return collect_python_made(c, s);
  std::string saved_scope = class_scope_;
  class_scope_ = name;
  TSNode supers = child_by_field(s, "superclasses");
  size_t dot = name.rfind('.');
  std::string prefix = dot == std::string::npos ? "" : name.substr(0, dot + 1);
  if (!ts_node_is_null(supers)) {
    for (uint32_t i = 0; i < ts_node_named_child_count(supers); ++i) {
      TSNode b = ts_node_named_child(supers, i);
      if (ignored_base(b)) {
        // ABCMeta keeps __abstractmethods__ for the class and its subclasses (maybe empty).
        if (node_type(b) != "subscript") {
          abc_classes_.insert(c->name);
          c->abc = true;
        }
        continue;
      }
      if (class_keyword(b)) continue;  // evaluated by the class statement (lower_class_keywords.cpp)
      b = class_base_node(b);
      std::string bn = text(b);
      if (bn == "object" || bn == c->exc_base) continue;
      auto base = classes_.find(class_base_key(b, prefix));
      if (base == classes_.end() || c->base != nullptr ||
          ts_node_start_byte(base->second.node) > ts_node_start_byte(s)) {
        error(b, msg::unsupported("this base class (only one compiled class defined above)"));
        continue;
      }
      c->base = base->second.cls;
    }
  }
  if (c->base != nullptr) {
    c->fields = c->base->fields;
    c->base->subclasses.push_back(c);
  }
  TSNode body = child_by_field(s, "body");
  if (auto doc = docstring(body)) {
    c->has_doc = true;
    c->doc = *doc;
  }
  std::vector<FuncInfo*> methods;
  std::map<std::string, TSNode> plain_attrs;  // `name = value` without an annotation
  size_t inherited = c->fields.size();
  std::vector<BodyItem> items = body_items(body);
  // mypy lets defs named `_` be redefined: an undecorated one that a later `def _` of the body
  // rebinds is never reachable, so only the last is a method.
  auto rebound_underscore = [&](size_t i) {
    auto is_underscore_def = [&](const BodyItem& it) {
      return node_type(it.node) == "function_definition" && text(child_by_field(it.node, "name")) == "_";
    };
    if (!is_underscore_def(items[i]) || !items[i].decorators.empty()) return false;
    for (size_t j = i + 1; j < items.size(); ++j) {
      if (is_underscore_def(items[j])) return true;
    }
    return false;
  };
  for (size_t i = 0; i < items.size(); ++i) {
    const BodyItem& item = items[i];
    std::string k = node_type(item.node);
    if (k == "class_definition") {
      collect_class(item.node);
      continue;
    }
    if (k == "function_definition" && rebound_underscore(i)) continue;
    if (k == "function_definition") {
      bool other = false;
      MethodKind kind = method_decorators(item.decorators, other);
      if (kind == MethodKind::Instance && implicit_classmethod(text(child_by_field(item.node, "name")))) {
        kind = MethodKind::Class;
      }
      bool abstract = false;
      for (TSNode d : item.decorators) abstract |= is_abstract_decorator(d);
      if (abstract) abstract_methods_[c->name].insert(text(child_by_field(item.node, "name")));
      if (FuncInfo* f = collect_def(item.node, c, kind)) {
        c->methods.back().abstract = abstract;  // collect_def added it
        f->fn->bound_at_def = other;  // compiled callers call the decorated class attribute
        if (other) f->decorators = item.decorators;
        methods.push_back(f);
      }
      continue;
    }
    if (!item.decorators.empty()) error(item.node, msg::unsupported("a decorated class"));
    if (class_body_statement(item.node)) {
      collect_class_statement(c, item.node, it->second.class_attrs);
      continue;
    }
    if (k == "expression_statement" && ts_node_named_child_count(item.node) == 1 &&
        node_type(ts_node_named_child(item.node, 0)) == "assignment") {
      TSNode a = ts_node_named_child(item.node, 0);
      TSNode left = child_by_field(a, "left"), type = child_by_field(a, "type");
      if (ts_node_is_null(type) || class_var_annotation(text(type))) {  // class attributes
        if (node_type(left) == "identifier") {
          it->second.class_attrs[text(left)] = class_attribute_type(child_by_field(a, "right"), type);
          if (const ClassDef* d = descriptor_class(child_by_field(a, "right"))) {
            descriptor_attrs_[c->name + "." + text(left)] = d;
          }
          if (ts_node_is_null(type)) plain_attrs[text(left)] = child_by_field(a, "right");
          if (!ts_node_is_null(type)) {
            class_constants_[c->name + "." + text(left)] = bare_final(text(type)) ? 'F' : 'C';
            TSNode lit = literal_value(child_by_field(a, "right"));
            if (bare_final(text(type)) && !ts_node_is_null(lit)) {
              final_literals_[c->name + "." + text(left)] = lit;
            }
          }
        }
        continue;
      }
      if (node_type(left) != "identifier") {
        error(left, msg::unsupported("this class attribute target"));
        continue;
      }
      if (c->dataclass && collect_dataclass_pseudo_field(c, a)) continue;
      if (c->dataclass) note_dataclass_name(c, text(left));
      Type t = parse_annotation(type).value_or(Type::object());
      if (t.is(TypeKind::None)) t = Type::object();
      if (add_field(c, text(left), t, left) && !ts_node_is_null(child_by_field(a, "right")) &&
          !collect_field_call(c, text(left), child_by_field(a, "right"))) {
        ir::Global* g = mod_.new_global(c->name + "." + text(left), t);
        g->is_public = false;
        c->fields.back().default_value = g;
        TSNode right = child_by_field(a, "right");
        if (signature_literal(right)) c->fields.back().default_text = text(right);
      }
      note_callable_field(c, text(left), type, TSNode{}, nullptr);
    }
  }
  // Attributes assigned through `self` in methods are fields too, __init__'s first.
  std::vector<FuncInfo*> order;
  for (FuncInfo* f : methods) {
    if (f->fn->name == "__init__") order.insert(order.begin(), f);
    else order.push_back(f);
  }
  for (FuncInfo* f : order) {
    // (Property accessors too: a setter may be what declares the field it stores.)
    MethodKind k = f->fn->method_kind;
    if (k != MethodKind::Static && k != MethodKind::Class && !f->param_names.empty()) {
      scan_self_fields(c, *f, child_by_field(f->node, "body"));
    }
  }
  plain_attr_defaults(c, it->second, plain_attrs, inherited);
  if (target_at_least(3, 13)) {
    c->first_line = class_first_line(s);
    c->static_attributes = static_attributes(body);
  }
  if (c->dataclass) {
    check_dataclass_defaults(c, s);
    // A plain base's fields are not dataclass fields (the generated methods would skip them);
    // a base without fields (an interface of methods) changes nothing.
    if (c->base && !c->base->dataclass && !c->base->fields.empty()) {
      error(s, msg::unsupported("a dataclass with a plain base that has fields"));
    }
    if (c->find_method("__init__") == nullptr || c->base != nullptr) synthesize_init(c, s);
    // CPython's TypeError when the decorator runs.
    for (const ir::ClassMethod& m : c->methods) {
      if (c->unsafe_hash && m.name == "__hash__") {
        error(s, "Cannot overwrite attribute __hash__ in class " + c->name);
      }
    }
  }
  scan_notimplemented(c);
  build_vtable(c);
  class_scope_ = saved_scope;
}

bool Lowerer::add_field(ClassDef* c, const std::string& name, Type t, TSNode at) {
  if (const ir::ClassField* f = c->find_field(name)) {
    if (f->type != t) {
      error(at, msg::incompatible_assignment(t.name(), f->type.name()));
    }
    return false;
  }
  if (c->find_method(name) != nullptr) {
    error(at, "Name \"" + name + "\" already defined");
    return false;
  }
  c->fields.push_back({name, t, static_cast<int>(ts_node_start_point(at).row) + 1, nullptr});
  return true;
}

std::optional<Type> Lowerer::simple_type_of(TSNode e, const FuncInfo& f) {
  std::string k = node_type(e);
  if (k == "integer") return Type::int_();
  if (k == "float") return Type::float_();
  if (k == "true" || k == "false") return Type::bool_();
  if (k == "string" && !has_interpolation(e)) return Type::str();
  if (k == "unary_operator") return simple_type_of(child_by_field(e, "argument"), f);
  if (k == "identifier") {
    for (size_t i = 0; i < f.param_names.size(); ++i) {
      if (f.param_names[i] == text(e)) return f.fn->params[i].reg->type;
    }
    return annotated_global_type(text(e), f);
  }
  if (k == "conditional_expression" && ts_node_named_child_count(e) == 3) {
    auto a = simple_type_of(ts_node_named_child(e, 0), f);
    auto b = simple_type_of(ts_node_named_child(e, 2), f);
    if (a && b && *a == *b) return a;
    return std::nullopt;
  }
  if (k == "call") {
    TSNode fn = child_by_field(e, "function");
    if (node_type(fn) == "identifier") {
      std::string n = text(fn);
      if (const ClassDef* cls = class_named(n)) return Type::instance(cls);
      if (n == "int" || n == "len") return Type::int_();
      if (n == "float") return Type::float_();
      if (n == "str" || n == "repr") return Type::str();
      // A parameter declared Callable[..., R]: its call's R.
      for (size_t i = 0; i < f.param_names.size(); ++i) {
        if (f.param_names[i] != n) continue;
        auto r = callable_regs_.find(f.fn->params[i].reg);
        return r == callable_regs_.end() ? std::nullopt : std::optional<Type>(r->second);
      }
      auto fi = funcs_.find(n);
      if (fi != funcs_.end() && !fi->second.fn->bound_at_def) return fi->second.fn->return_type;
    }
  }
  return std::nullopt;
}

std::optional<Type> Lowerer::annotated_global_type(const std::string& name, const FuncInfo& f) {
  // A module global declared `NAME: T = ...` keeps type T (stores from Python are checked), so
  // `self.x = NAME` gives the field that type unless the method has a local of that name.
  std::set<std::string> assigned;
  scan_assigned(child_by_field(f.node, "body"), assigned);
  if (assigned.count(name)) return std::nullopt;
  TSNode a = module_assignment(f.node, name);
  if (ts_node_is_null(a)) return std::nullopt;
  TSNode type = child_by_field(a, "type");
  if (ts_node_is_null(type)) return std::nullopt;
  if (bare_final(text(type))) return std::nullopt;  // typed by its value
  return parse_annotation(type);
}

void Lowerer::scan_self_fields(ClassDef* c, const FuncInfo& f, TSNode body) {
  const std::string self = f.param_names[0];
  std::vector<TSNode> stack{body};
  while (!stack.empty()) {
    TSNode cur = stack.back();
    stack.pop_back();
    std::string k = node_type(cur);
    if ((k == "function_definition" || k == "class_definition" || k == "lambda") &&
        !ts_node_eq(cur, body)) {
      continue;
    }
    if (k == "assignment") {
      TSNode left = child_by_field(cur, "left"), right = child_by_field(cur, "right");
      TSNode type = child_by_field(cur, "type");
      // `self.x, self.y = x, y` declares each field from its own value.
      std::string lk = node_type(left), rk = ts_node_is_null(right) ? "" : node_type(right);
      bool pairs = (lk == "pattern_list" || lk == "tuple_pattern") &&
                   (rk == "expression_list" || rk == "tuple") &&
                   ts_node_named_child_count(left) == ts_node_named_child_count(right);
      for (uint32_t i = 0; i < (pairs ? ts_node_named_child_count(left) : 1); ++i) {
        if (pairs) {
          scan_self_field(c, f, self, ts_node_named_child(left, i), ts_node_named_child(right, i),
                          TSNode{});
        } else {
          scan_self_field(c, f, self, left, right, type);
        }
      }
    }
    for (uint32_t i = ts_node_named_child_count(cur); i-- > 0;) {
      stack.push_back(ts_node_named_child(cur, i));
    }
  }
}

void Lowerer::scan_self_field(ClassDef* c, const FuncInfo& f, const std::string& self, TSNode left,
                              TSNode right, TSNode type) {
  const ir::ClassMethod* prop = nullptr;
  if (node_type(left) == "attribute") {
    prop = c->find_method(text(child_by_field(left, "attribute")));
    if (prop != nullptr && !prop->accessor()) prop = nullptr;
  }
  // A store to a property (`self.owner = v` in __init__) runs its setter, and one to a
  // descriptor class attribute (`qty = Positive()` in the body) its __set__: not fields.
  if (node_type(left) != "attribute" || text(child_by_field(left, "object")) != self ||
      prop != nullptr ||
      descriptor_attribute(c, text(child_by_field(left, "attribute")), "__set__")) {
    return;
  }
  std::string attr = text(child_by_field(left, "attribute"));
  std::optional<Type> t;
  // `self.s: Final = s` takes its value's type, as an unannotated store does.
  bool final = !ts_node_is_null(type) && bare_final(text(type));
  if (!ts_node_is_null(type) && !final) {
    t = parse_annotation(type);
  } else if (c->find_field(attr) == nullptr) {
    t = ts_node_is_null(right) ? std::nullopt : simple_type_of(right, f);
    if (!t) t = inferred_field_type(c, attr, left);  // the value's type, a lowering found
    if (!t) {
      note(left, "generic",
           "the type of `" + text(left) + "` is not declared, so the field holds an object");
      t = Type::object();
    }
  }
  if (t) add_field(c, attr, *t, left);
  note_callable_field(c, attr, final ? TSNode{} : type, right, &f);
}

void Lowerer::build_vtable(ClassDef* c) {
  if (c->base != nullptr) c->vtable = c->base->vtable;
  for (ir::ClassMethod& m : c->methods) {
    // __init__ is always called directly (construction knows the exact class), and mypy lets
    // its signature differ between classes.
    if (m.kind != MethodKind::Instance || m.name == "__init__") continue;
    const ir::ClassMethod* inherited = c->base ? c->base->find_method(m.name) : nullptr;
    if (inherited != nullptr && inherited->vtable_index >= 0) {
      const Function* a = inherited->fn;
      const Function* b = m.fn;
      bool same = a->params.size() == b->params.size() && a->return_type == b->return_type;
      for (size_t i = 1; same && i < a->params.size(); ++i) {
        same = a->params[i].reg->type == b->params[i].reg->type;
      }
      bool ignored = ignored_at(funcs_[method_key(m.fn)].node);
      const Function* base_fn = c->base->vtable[inherited->vtable_index];
      bool adaptable = !same && override_adaptable(base_fn, m.fn, ignored);
      // Another arity under `# type: ignore[override]`: calls through the base reach the
      // override as Python would call it, with their own arguments.
      bool through_python = !same && !adaptable && (ignored || override_compatible(base_fn, m.fn));
      if (adaptable || through_python) {
        m.vtable_index = static_cast<int>(c->vtable.size());
        c->vtable.push_back(m.fn);
        c->vtable[inherited->vtable_index] =
            add_override_adapter(c, base_fn, m.fn, m.vtable_index, through_python);
      } else {
        // The same parameter types by position, but keywords that do not reach them (a
        // keyword-only parameter renamed): mypy's error too.
        if (!same || (!ignored && !override_compatible(base_fn, m.fn))) {
          error(funcs_[method_key(m.fn)].node, override_error(base_fn, m.fn, c->base));
        }
        m.vtable_index = inherited->vtable_index;
        c->vtable[m.vtable_index] = m.fn;
      }
      // An inherited adapter that passes the overridden method's own defaults for parameters
      // its base lacks: this override's defaults are its own, so it gets its own adapter.
      for (size_t j = 0; j < c->vtable.size(); ++j) {
        Function* f = c->vtable[j];
        if (f->owner == nullptr || f->owner == c || !funcs_.count(method_key(f))) continue;
        const FuncInfo& fi = funcs_[method_key(f)];
        if (fi.adapts != nullptr && !fi.adapts_through_python &&
            fi.adapts_slot == inherited->vtable_index &&
            fi.adapts->params.size() > f->params.size()) {
          bool native = override_adaptable(f, m.fn, ignored);
          c->vtable[j] = add_override_adapter(c, f, m.fn, m.vtable_index, !native);
        }
      }
    } else {
      m.vtable_index = static_cast<int>(c->vtable.size());
      c->vtable.push_back(m.fn);
    }
  }
}

std::optional<RValue> Lowerer::class_attribute_value(TSNode right, TSNode type) {
  RValue v = lower_expr(right);
  // A dataclass field's Field object stands for its default until the decorator runs.
  if (ts_node_is_null(type) || bare_final(text(type)) || is_field_call(right)) return v;
  if (text(type).find('[') == std::string::npos && class_var_annotation(text(type))) return v;  // bare ClassVar
  auto t = parse_annotation(type);
  return t ? coerce(v, *t, right, "assignment") : std::optional<RValue>(v);
}

void Lowerer::lower_class_statement(TSNode s) {
  std::string name = qualified_class_name(s);
  auto it = classes_.find(name);
  if (!module_level_ || it == classes_.end() || !ts_node_eq(it->second.node, s)) {
    error(s, msg::unsupported("a class defined inside a function"));
    return;
  }
  const ClassDef* c = it->second.cls;
  if (c->python_made) return lower_python_made(c, s);
  set_span(s);
  Op* load = b_->emit(OpKind::LoadClass, Type::object(), {}, true);
  load->text = c->name;
  RValue cls = b_->owned(load);
  std::optional<RValue> keywords = class_keywords(s, true);
  // A body running statements fills a namespace, whose items become the type's attributes.
  std::optional<ClassNs> ns = class_ns_for(child_by_field(s, "body"), true);
  ClassNs* saved_ns = class_ns_;
  RValue ns_dict = ns ? class_ns_begin(*ns) : RValue{};
  if (ns) {
    ns->cls = cls.v;
    class_ns_ = &*ns;
  }
  ClassFieldReads field_reads{b_->fn(), {}};
  ClassFieldReads* saved_field_reads = class_field_reads_;
  class_field_reads_ = &field_reads;
  // Class attributes (ClassVar or unannotated) are set on the type object in source order.
  for (const BodyItem& item : body_items(child_by_field(s, "body"))) {
    if (node_type(item.node) == "class_definition") {
      lower_nested_class_statement(cls, item.node);
      continue;
    }
    if (ns && class_body_statement(item.node)) {
      lower_stmt(item.node);
      continue;
    }
    if (node_type(item.node) == "function_definition") {
      // Defaults are evaluated as the body reaches the def, seeing the names bound above it.
      for (const ir::ClassMethod& m : c->methods) {
        FuncInfo& mi = funcs_[method_key(m.fn)];
        if (ts_node_eq(mi.node, item.node)) store_defaults(mi);
      }
      continue;
    }
    if (node_type(item.node) != "expression_statement") continue;
    TSNode a = ts_node_named_child(item.node, 0);
    if (node_type(a) != "assignment") continue;
    TSNode left = child_by_field(a, "left"), type = child_by_field(a, "type");
    TSNode right = child_by_field(a, "right");
    if (ts_node_is_null(right) || node_type(left) != "identifier") continue;
    bool plain_default = ts_node_is_null(type) && plain_defaults_.count(c->name + "." + text(left));
    if ((!ts_node_is_null(type) && !class_var_annotation(text(type))) || plain_default) {
      // A field's default: evaluated now, copied into each new instance.
      const ir::ClassField* f = c->find_field(text(left));
      auto iv = initvars_.find(c->name + "." + text(left));
      if (iv != initvars_.end() && iv->second.default_value != nullptr) {
        store_initvar_default(iv->second, cls, left, iv->second.default_node);
        continue;
      }
      auto fc = field_calls_.find(c->name + "." + text(left));
      if (fc != field_calls_.end()) {
        b_->store_global(fc->second.global, to_object(lower_expr(right)));
        if (!fc->second.factory) {
          // C.x answers field(default=v)'s v, as after CPython's dataclass processing.
          RValue field = b_->load_global(fc->second.global);
          RValue attr = b_->load_str("default");
          publish_class_default(cls, text(left), b_->prim(PrimId::ObjGetAttr, {field.v, attr.v}));
          b_->release(attr);
          b_->release(field);
        }
        continue;
      }
      auto md = field_metadata_.find(c->name + "." + text(left));
      if (md != field_metadata_.end()) {  // field(metadata=...) without a default
        b_->store_global(md->second, to_object(lower_expr(right)));
        continue;
      }
      if (f == nullptr || f->default_value == nullptr) continue;
      expected_ = f->type;
      RValue v = lower_expr(right);
      expected_.reset();
      if (auto cv = coerce(v, f->type, right, "assignment")) {
        b_->store_global(f->default_value, *cv);
        publish_class_default(cls, text(left), to_object(b_->load_global(f->default_value)));
        field_reads.defaults[text(left)] = f->default_value;
      }
      continue;
    }
    std::optional<RValue> value = class_attribute_value(right, type);
    if (!value) continue;
    RValue v = *value;
    set_span(a);
    if (class_ns_store(text(left), v)) continue;
    RValue o = to_object(v);
    RValue attr = b_->load_str(text(left));
    b_->prim(PrimId::ObjSetAttr, {cls.v, attr.v, o.v});
    b_->release(attr);
    b_->release(o);
  }
  class_field_reads_ = saved_field_reads;
  if (ns) {
    class_ns_ = saved_ns;
    set_span(s);
    b_->release(b_->prim(PrimId::ClassNsApply, {cls.v, ns_dict.v}));
    b_->release(ns_dict);
  }
  apply_method_decorators(c, cls, child_by_field(s, "body"));
  finish_class_made(c, s, cls, keywords);
  if (final_classes_.count(c->name)) {  // what typing.final does to the class it returns
    set_span(s);
    RValue attr = b_->load_str("__final__"), yes = to_object(b_->load_bool(true));
    b_->prim(PrimId::ObjSetAttr, {cls.v, attr.v, yes.v});
    b_->release(yes);
    b_->release(attr);
  }
  set_abstract_methods(c, cls);
  set_class_getitem(s, cls);
  set_dataclass_slots(c, cls);
  set_dataclass_extras(c, cls);
  set_dataclass_metadata(c, cls);
  b_->store_global(c->global, cls);
}

void Lowerer::publish_class_default(RValue cls, const std::string& name, RValue value) {
  RValue attr = b_->load_str(name);
  b_->release(b_->prim(PrimId::ClassFieldDefault, {cls.v, attr.v, value.v}));
  b_->release(attr);
  b_->release(value);
}

RValue Lowerer::construct(const ClassDef* c, TSNode call, TSNode args) {
  if (c->is_exception() && !init_sets_args(c)) return construct_through_type(c, call, args);
  // An abstract class: the type's own call raises CPython's TypeError.
  if (abstract_class(c)) return construct_through_type(c, call, args);
  set_span(call);
  Op* op = b_->emit(OpKind::NewObject, Type::instance(c), {}, true);
  op->text = c->name;
  RValue obj = b_->owned(op);
  const ir::ClassMethod* init = c->find_method("__init__");
  if (init == nullptr) {
    if (node_type(args) == "argument_list" && ts_node_named_child_count(args) > 0) {
      error(call, msg::too_many_args(c->name));
    }
    return obj;
  }
  RValue r = call_compiled(funcs_[method_key(init->fn)], call, args, obj);
  b_->release(r);
  return obj;
}

std::string Lowerer::method_key(const Function* f) const {
  return f->owner->name + "." + f->name + accessor_suffix(f->method_kind);
}

std::optional<RValue> Lowerer::instance_attribute(RValue base, TSNode e) {
  if (!base.type().is(TypeKind::Instance)) return std::nullopt;
  const ClassDef* c = base.type().class_def();
  std::string attr = text(child_by_field(e, "attribute"));
  set_span(e);
  if (const ir::ClassField* f = c->find_field(attr)) {
    Op* op = b_->emit(OpKind::GetField, f->type, {base.v}, true);
    op->text = attr;
    RValue r = b_->owned(op);
    b_->release(base);
    return narrowed_field(r, e);
  }
  const ir::ClassMethod* m = c->find_method(attr);
  // A property a subclass redefines is looked up by Python (getters have no vtable slots), and
  // so is one of a class with __getattr__, which takes over when the getter raises AttributeError.
  if (m != nullptr && m->kind == MethodKind::Getter &&
      (c->open_to_python() || redefined_below(c, attr) || c->find_method("__getattr__") != nullptr ||
       redefined_below(c, "__getattr__"))) {
    RValue name = b_->load_str(attr);
    RValue v = b_->prim(PrimId::ObjGetAttr, {base.v, name.v});
    b_->release(name);
    b_->release(base);
    return checked_result(v, m->fn);
  }
  if (m != nullptr && m->kind == MethodKind::Getter) {
    RValue self = as_type(base, m->fn->params[0].reg->type);
    RValue r = b_->call(m->fn, {self.v});
    b_->release(self);
    return r;
  }
  if (m == nullptr) {
    if (auto r = class_attribute_read(base, c, attr)) return r;
  }
  // Exceptions: the builtin base's attributes; any instance: object's (and what @dataclass adds).
  if (m == nullptr && !c->is_exception() && !object_attribute(c, attr)) {
    error(e, "\"" + c->name + "\" has no attribute \"" + attr + "\"");
    b_->release(base);
    return poison();
  }
  // A method or class attribute as a value: Python's own lookup (a bound method).
  RValue name = b_->load_str(attr);
  RValue v = b_->prim(PrimId::ObjGetAttr, {base.v, name.v});
  b_->release(name);
  b_->release(base);
  return v;
}

bool Lowerer::assign_attribute(TSNode target, RValue v, std::optional<RValue> given) {
  TSNode obj = child_by_field(target, "object");
  std::string attr = text(child_by_field(target, "attribute"));
  RValue base = given ? *given : lower_expr(obj);
  // A compiled exception's attributes that are not its fields (__cause__, ...) are the builtin
  // base's, set as Python sets them.
  const ClassDef* exc = base.type().is(TypeKind::Instance) ? base.type().class_def() : nullptr;
  bool exc_attr = exc != nullptr && exc->is_exception() && exc->find_field(attr) == nullptr &&
                  exc->find_method(attr) == nullptr;
  if (base.type().is(TypeKind::Object) || exc_attr) {  // a dynamic object: Python's setattr
    RValue o = to_object(v);
    RValue name = b_->load_str(attr);
    set_span(target);
    if (!exc_attr) {
      note(target, "generic", describe_dynamic(obj) + ", so `." + attr + "` is a generic store");
    }
    b_->prim(PrimId::ObjSetAttr, {base.v, name.v, o.v});
    b_->release(name);
    b_->release(o);
    b_->release(base);
    return true;
  }
  if (!base.type().is(TypeKind::Instance)) {
    b_->release(base);
    return false;
  }
  const ClassDef* c = base.type().class_def();
  const ir::ClassField* f = c->find_field(attr);
  const ir::ClassMethod* setter = nullptr;
  for (const ClassDef* k = c; k != nullptr && setter == nullptr; k = k->base) {
    for (const ir::ClassMethod& m : k->methods) {
      if (m.name == attr && m.kind == MethodKind::Setter) setter = &m;
    }
  }
  // The store through Python's setattr (the type's setattro, a descriptor's __set__).
  auto python_store = [&](RValue value) {
    RValue o = to_object(value);
    RValue name = b_->load_str(attr);
    set_span(target);
    b_->prim(PrimId::ObjSetAttr, {base.v, name.v, o.v});
    b_->release(name);
    b_->release(o);
    b_->release(base);
  };
  // A class of a hierarchy defining __setattr__: Python's setattr runs it (mypy lets it take
  // names the class does not declare).
  if (c->custom_setattr() && (f != nullptr || setter != nullptr || c->find_method("__setattr__"))) {
    std::optional<RValue> cv = f ? coerce(v, f->type, target, "assignment")
                               : setter ? coerce(v, setter->fn->params[1].reg->type, target, "assignment")
                                        : std::optional<RValue>(v);
    if (!cv) {
      b_->release(base);
      return true;
    }
    python_store(*cv);
    if (f != nullptr) {
      note_field_store(c, attr, target, v.type(), f->type);
      narrow_field_store(target, f->type, v.type());
    }
    return true;
  }
  if (f == nullptr && setter == nullptr && descriptor_attribute(c, attr, "__set__")) {
    python_store(v);
    return true;
  }
  if (f == nullptr && setter == nullptr) {
    if (unchecked(target)) unchecked_.open_attr_classes.insert(c->name);  // Python-made next pass
    error(target, no_instance_store(c, attr));
    b_->release(v);
    b_->release(base);
    return true;
  }
  for (const ClassDef* k = c; f != nullptr && k != nullptr; k = k->base) {
    if (k->frozen) {
      error(target, "Property \"" + attr + "\" defined in \"" + c->name + "\" is read-only");
      b_->release(v);
      b_->release(base);
      return true;
    }
  }
  Type want = f ? f->type : setter->fn->params[1].reg->type;
  auto cv = coerce(v, want, target, "assignment");
  if (!cv) {
    b_->release(base);
    return true;
  }
  set_span(target);
  if (setter != nullptr && redefined_below(c, attr)) {
    python_store(*cv);
    return true;
  }
  if (setter != nullptr) {
    RValue self = as_type(b_->ensure_owned(base), setter->fn->params[0].reg->type);
    RValue r = b_->call(setter->fn, {self.v, cv->v});
    b_->release(r);
    b_->release(*cv);
    b_->release(self);
    return true;
  }
  Value* val = b_->take(b_->ensure_owned(*cv));
  b_->emit(OpKind::SetField, Type::none(), {base.v, val}, false, [&](Op& op) { op.text = attr; });
  b_->release(base);
  note_field_store(c, attr, target, v.type(), f->type);
  narrow_field_store(target, f->type, v.type());
  return true;
}

std::optional<RValue> Lowerer::call_instance_method(RValue obj, TSNode call) {
  if (!obj.type().is(TypeKind::Instance)) return std::nullopt;
  TSNode fn = child_by_field(call, "function");
  TSNode args = child_by_field(call, "arguments");
  const ClassDef* c = obj.type().class_def();
  std::string attr = text(child_by_field(fn, "attribute"));
  const ir::ClassMethod* m = c->find_method(attr);
  if (m == nullptr || m->kind == MethodKind::Getter || m->kind == MethodKind::Setter ||
      m->kind == MethodKind::Deleter) {
    // A class attribute (a def in a class-body statement, a callable value) is called as read.
    if (c->find_field(attr) != nullptr || m != nullptr || c->is_exception() || known_class_attribute(c, attr) ||
        object_attribute(c, attr)) {
      return call_generic(*instance_attribute(obj, fn), call, args);
    }
    error(fn, "\"" + c->name + "\" has no attribute \"" + attr + "\"");
    b_->release(obj);
    return poison();
  }
  if (m->fn->bound_at_def || (m->kind == MethodKind::Instance && decorated_in_subclass(c, attr))) {
    return call_decorated_method(funcs_[method_key(m->fn)], obj, call);
  }
  // A class or static method some subclass redefines: the receiver's own, found by Python.
  if (m->kind != MethodKind::Instance && redefined_below(c, attr)) {
    return call_through_python(obj, call, m->fn);
  }
  if (m->kind != MethodKind::Instance) {
    RValue r = call_static(m, call, args, c, obj.v);
    b_->release(obj);
    return r;
  }
  if (c->open_below()) return call_through_python(obj, call, m->fn);
  int slot = m->vtable_index >= 0 && c->overridden(m->vtable_index) ? m->vtable_index : -1;
  RValue r = call_compiled(funcs_[method_key(m->fn)], call, args, obj, slot);
  b_->release(obj);
  return r;
}

RValue Lowerer::call_static(const ir::ClassMethod* m, TSNode call, TSNode args,
                            const ir::ClassDef* named, Value* of) {
  if (m->kind == MethodKind::Static) return call_compiled(funcs_[method_key(m->fn)], call, args);
  set_span(call);
  RValue cls;
  if (of != nullptr) {
    cls = b_->prim(PrimId::TypeOf, {of});
  } else {
    Op* load = b_->emit(OpKind::LoadClass, Type::object(), {}, true);
    load->text = named->name;
    cls = b_->owned(load);
  }
  RValue r = call_compiled(funcs_[method_key(m->fn)], call, args, cls);
  b_->release(cls);
  return r;
}

bool Lowerer::explicit_super_is_implicit(TSNode args) const {
  // super(C, first) where C is the (module-level) class owning the method, not a local or global
  // the function rebinds, and first the method's first parameter: what super() means there.
  const Function* f = b_->fn();
  if (f->owner == nullptr || f->params.empty() || node_type(args) != "argument_list" ||
      ts_node_named_child_count(args) != 2) {
    return false;
  }
  TSNode c = ts_node_named_child(args, 0), first = ts_node_named_child(args, 1);
  const std::string cn = text(c);
  return node_type(c) == "identifier" && cn == f->owner->name && !locals_.count(cn) &&
         !global_names_.count(cn) && node_type(first) == "identifier" &&
         text(first) == f->params[0].reg->name;
}

std::optional<RValue> Lowerer::call_on_class_name(TSNode call) {
  TSNode fn = child_by_field(call, "function");
  TSNode obj = child_by_field(fn, "object");
  TSNode args = child_by_field(call, "arguments");
  std::string attr = text(child_by_field(fn, "attribute"));
  // super().m(...): the base class's method, called directly; so is super(C, self).m(...) naming
  // the enclosing class and the method's first parameter, which is the same call.
  if (node_type(obj) == "call" && text(child_by_field(obj, "function")) == "super" &&
      (text(child_by_field(obj, "arguments")) == "()" ||
       explicit_super_is_implicit(child_by_field(obj, "arguments")))) {
    const Function* self_fn = b_->fn();
    const ClassDef* c = self_fn->owner;
    if (c == nullptr) {
      if (auto r = super_of_local_class(call, args, attr)) return *r;
    }
    // In a classmethod, or a staticmethod taking the class first (`__new__`), CPython's
    // super(C, first argument).
    if (c != nullptr && !self_fn->params.empty() &&
        (self_fn->method_kind == MethodKind::Class || self_fn->method_kind == MethodKind::Static)) {
      return c->python_made ? super_of_python_made(c, call, args, attr)
                            : super_of_classmethod(c, call, args, attr);
    }
    // Property accessors are instance methods here (super().m() in a getter).
    if (c == nullptr || self_fn->params.empty() || self_fn->method_kind == MethodKind::Static ||
        self_fn->method_kind == MethodKind::Class) {
      error(obj, msg::unsupported("super() outside an instance method"));
      return poison();
    }
    if (c->python_made) return super_of_python_made(c, call, args, attr);
    const ir::ClassMethod* m = c->base ? c->base->find_method(attr) : nullptr;
    if (m == nullptr && c->is_exception()) {
      return super_of_exception(read_local(self_fn->params[0].reg->name, obj), call, args, attr);
    }
    if (m == nullptr) {
      if (attr == "__init__" && c->base == nullptr) {
        if (ts_node_named_child_count(args) > 0) error(call, msg::too_many_args("__init__"));
        return b_->load_none();
      }
      error(fn, "\"" + attr + "\" undefined in superclass");
      return poison();
    }
    RValue self = read_local(self_fn->params[0].reg->name, obj);
    if (m->kind != MethodKind::Instance) {
      RValue r = call_static(m, call, args, c, self.v);
      b_->release(self);
      return r;
    }
    RValue r = call_compiled(funcs_[method_key(m->fn)], call, args, self);
    b_->release(self);
    return r;
  }
  if (const ClassDef* nested = nested_class_ref(fn)) {
    if (module_level_ && module_pos_ < classes_[text(fn)].end) {
      error(fn, "name '" + text(fn) + "' is used before its definition");
      return poison();
    }
    return construct(nested, call, args);
  }
  if (auto r = call_on_cls(call)) return r;
  const ClassDef* c =
      node_type(obj) == "identifier" ? class_named(text(obj)) : nested_class_ref(obj);
  if (c == nullptr) return std::nullopt;
  const ir::ClassMethod* m = c->find_method(attr);
  if (m == nullptr || (m->kind != MethodKind::Static && m->kind != MethodKind::Class)) {
    return std::nullopt;
  }
  return call_static(m, call, args, c);
}

RValue Lowerer::direct_or_virtual(Function* f, std::vector<Value*> operands, int vslot) {
  if (vslot < 0) return b_->call(f, std::move(operands));
  Op* op = b_->emit(OpKind::CallVirtual, f->return_type, std::move(operands), true);
  op->callee = f;
  op->imm = vslot;
  return b_->owned(op);
}

std::optional<RValue> Lowerer::instance_binary(const std::string& op, RValue l, RValue r,
                                               TSNode at) {
  static const std::pair<const char*, const char*> kDunders[] = {
      {"+", "__add__"},  {"-", "__sub__"},    {"*", "__mul__"},     {"/", "__truediv__"},
      {"//", "__floordiv__"}, {"%", "__mod__"}, {"&", "__and__"},   {"|", "__or__"},
      {"^", "__xor__"},  {"<<", "__lshift__"}, {">>", "__rshift__"}, {"@", "__matmul__"},
      {"**", "__pow__"}};
  static const std::pair<const char*, const char*> kComparisons[] = {
      {"<", "__lt__"}, {"<=", "__le__"}, {">", "__gt__"}, {">=", "__ge__"}, {"==", "__eq__"}};
  if (!l.type().is(TypeKind::Instance) || l.type().class_def()->open_to_python()) return std::nullopt;
  const char* name = nullptr;
  bool comparison = false;
  for (const auto& [o, d] : kComparisons) {
    if (op == o) {
      name = d;
      comparison = true;
    }
  }
  for (const auto& [o, d] : kDunders) {
    if (op == o) name = d;
  }
  const ir::ClassMethod* m = name ? l.type().class_def()->find_method(name) : nullptr;
  // A comparison is called directly only when both operands are of one class without
  // subclasses (Python tries a subclass's reflected method first) and it gives a bool.
  if (m != nullptr && comparison &&
      (r.type() != l.type() || !l.type().class_def()->subclasses.empty() ||
       !m->fn->return_type.is(TypeKind::Bool))) {
    return std::nullopt;
  }
  if (m == nullptr || m->kind != MethodKind::Instance || m->fn->params.size() != 2 ||
      declared_return_.count(m->fn) != 0 ||
      !assignable(r.type(), m->fn->params[1].reg->type) || r.type().is(TypeKind::Object)) {
    return std::nullopt;
  }
  // Python tries the right operand's reflected method first when its type is a subclass that
  // overrides it: only CPython's protocol knows the operands' run-time types.
  if (!comparison && redefined_below(l.type().class_def(), "__r" + std::string(name + 2))) {
    return std::nullopt;
  }
  const Function* f = m->fn;
  set_span(at);
  RValue self = as_type(b_->ensure_owned(l), f->params[0].reg->type);
  auto other = coerce(b_->ensure_owned(r), f->params[1].reg->type, at, "argument");
  if (!other) {
    b_->release(self);
    return poison();
  }
  const ClassDef* c = l.type().class_def();
  int slot = m->vtable_index >= 0 && c->overridden(m->vtable_index) ? m->vtable_index : -1;
  const Type lt = l.type(), rt = r.type();
  RValue res = overload_checked(direct_or_virtual(m->fn, {self.v, other->v}, slot), m->fn, {lt, rt});
  b_->release(*other);
  b_->release(self);
  return res;
}

std::optional<RValue> Lowerer::lower_isinstance(TSNode call, TSNode args) {
  if (node_type(args) != "argument_list" || ts_node_named_child_count(args) != 2) {
    return std::nullopt;
  }
  TSNode cls_node = ts_node_named_child(args, 1);
  if (node_type(cls_node) != "identifier") return std::nullopt;
  const ClassDef* c = class_named(text(cls_node));
  if (c == nullptr) return std::nullopt;
  RValue v = lower_expr(ts_node_named_child(args, 0));
  if (!v.type().is_pyobject()) {
    b_->release(v);
    return b_->load_bool(false);
  }
  set_span(call);
  Op* op = b_->emit(OpKind::IsInstance, Type::bool_(), {v.v}, true);
  op->text = c->name;
  b_->release(v);
  return RValue{op, false};
}

}  // namespace hintc::frontend
