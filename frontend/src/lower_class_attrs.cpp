// Class attributes of compiled classes read through an instance (`self.kind` for `kind = "x"` or
// `kind: ClassVar[str] = "x"` in the body), and attributes a class's __getattr__ supplies: both
// are Python's attribute lookup on the object, the result checked against the declared type.
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::ClassDef;
using ir::TypeKind;

TSNode Lowerer::literal_value(TSNode right) const {
  if (ts_node_is_null(right)) return right;
  TSNode v = right;
  if (node_type(v) == "unary_operator" && text(child_by_field(v, "operator")) == "-") {
    v = child_by_field(v, "argument");
  }
  std::string k = node_type(v);
  bool literal = k == "integer" || k == "float" ||
                 (v.id == right.id && (k == "true" || k == "false" ||
                                       (k == "string" && !has_interpolation(v))));
  return literal ? right : TSNode{};
}

Type Lowerer::class_attribute_type(TSNode right, TSNode type) {
  if (!ts_node_is_null(type) && bare_final(text(type))) type = TSNode{};  // inferred, as below
  if (!ts_node_is_null(type)) {
    // ClassVar[T] is T; a bare ClassVar says nothing.
    auto t = text(type).find('[') == std::string::npos ? std::nullopt : parse_annotation(type);
    return t && !t->is(TypeKind::None) ? *t : Type::object();
  }
  // mypy infers an unannotated attribute's type from its value; literals are what we can
  // name without lowering the expression.
  if (ts_node_is_null(right)) return Type::object();
  std::string k = node_type(right);
  if (k == "unary_operator") {
    right = child_by_field(right, "argument");
    k = node_type(right);
  }
  if (k == "integer") return Type::int_();
  if (k == "float") return Type::float_();
  if (k == "true" || k == "false") return Type::bool_();
  if (k == "string" && !has_interpolation(right)) return Type::str();
  return Type::object();
}

void Lowerer::scan_attribute_stores(TSNode root) {
  // `X.name = v`, `X.name += v`, `del X.name` and `setattr(X, "name", v)` anywhere in the
  // module through an instance (not through a class: a class's name, `cls`, `type(...)`,
  // `X.__class__`), by attribute name (the lowering has no types yet).
  std::vector<TSNode> stack{root};
  auto store = [&](TSNode obj, const std::string& attr) {
    std::string k = node_type(obj);
    if (k == "identifier" && text(obj) == "self") return;  // its class's fields (scan_self_fields)
    bool through_class =
        (k == "identifier" && (text(obj) == "cls" || classes_.count(text(obj)))) ||
        (k == "call" && text(child_by_field(obj, "function")) == "type") ||
        (k == "attribute" && text(child_by_field(obj, "attribute")) == "__class__");
    if (!through_class) instance_stored_attrs_.insert(attr);
  };
  while (!stack.empty()) {
    TSNode cur = stack.back();
    stack.pop_back();
    std::string k = node_type(cur);
    std::vector<TSNode> targets;
    if (k == "assignment" || k == "augmented_assignment") {
      targets.push_back(child_by_field(cur, "left"));
    }
    if (k == "delete_statement") {
      TSNode t = ts_node_named_child(cur, 0);
      if (node_type(t) == "expression_list") {
        for (uint32_t i = 0; i < ts_node_named_child_count(t); ++i) {
          targets.push_back(ts_node_named_child(t, i));
        }
      } else {
        targets.push_back(t);
      }
    }
    for (TSNode t : targets) {
      if (!ts_node_is_null(t) && node_type(t) == "attribute") {
        store(child_by_field(t, "object"), text(child_by_field(t, "attribute")));
      }
    }
    if (k == "call" && text(child_by_field(cur, "function")) == "setattr") {
      std::vector<TSNode> argv = call_args(child_by_field(cur, "arguments"));
      if (argv.size() == 3 && node_type(argv[0]) != "list_splat" &&
          node_type(argv[1]) == "string") {
        if (auto name = string_value(argv[1])) store(argv[0], *name);
      }
    }
    for (uint32_t i = ts_node_named_child_count(cur); i-- > 0;) {
      stack.push_back(ts_node_named_child(cur, i));
    }
  }
}

bool Lowerer::instance_assignable(const std::string& name, TSNode value) const {
  // mypy (and mypyc) take a class-body `name = value` without ClassVar for an instance variable
  // with a class-level default. It becomes one here (a field, each instance starting from the
  // value, C.name reading it) when the module stores it through an instance. Otherwise it stays
  // one class attribute, which a class-level counter (`C.count += 1`) or Python code rebinding
  // `C.name` needs, and which the class's own value would not follow once copied into fields.
  if (name.size() > 4 && name.rfind("__", 0) == 0 && name.compare(name.size() - 2, 2, "__") == 0) {
    return false;
  }
  std::string k = node_type(value);
  if (k == "lambda") return false;  // a function value is a method: bound on instance reads
  if (k == "identifier" && (funcs_.count(text(value)) || classes_.count(text(value)))) return false;
  // A descriptor (`qty = Positive()`, a compiled class with __get__ or __set__) stays in the
  // class: Python's lookup on the instances runs it.
  if (descriptor_class(value) != nullptr) return false;
  return instance_stored_attrs_.count(name) != 0;
}

const ClassDef* Lowerer::descriptor_class(TSNode value) const {
  if (node_type(value) != "call") return nullptr;
  const ClassDef* d = class_named(text(child_by_field(value, "function")));
  return d != nullptr && (d->find_method("__get__") || d->find_method("__set__")) ? d : nullptr;
}

void Lowerer::plain_attr_defaults(ClassDef* c, ClassInfo& info,
                                  const std::map<std::string, TSNode>& plain, size_t inherited) {
  // `size = 1` in the body beside `self.size = 10` in a method is one instance variable with a
  // class-level default for mypy (and mypyc): each instance starts with the value, as for a
  // typed field's default (a class attribute would be hidden by the field's descriptor), and
  // C.size reads it; a subclass's `size = 10` is its instances' default. Bodies running
  // statements and dataclasses keep their own rules.
  if (plain.empty() || c->dataclass || class_ns_for(child_by_field(info.node, "body"), true)) return;
  for (const auto& [name, value] : plain) {
    if (c->find_field(name) != nullptr || c->find_method(name) != nullptr ||
        !instance_assignable(name, value)) {
      continue;
    }
    add_field(c, name, class_attribute_type(value, TSNode{}), value);
  }
  for (size_t i = 0; i < c->fields.size(); ++i) {
    ir::ClassField& f = c->fields[i];
    if ((i >= inherited && f.default_value != nullptr) || !plain.count(f.name)) continue;
    f.default_value = mod_.new_global(c->name + "." + f.name, f.type);
    f.default_value->is_public = false;
    info.class_attrs.erase(f.name);
    plain_defaults_.insert(c->name + "." + f.name);
  }
}

std::string Lowerer::no_instance_store(const ClassDef* c, const std::string& attr) const {
  for (const ClassDef* k = c; k != nullptr; k = k->base) {
    auto it = class_constants_.find(k->name + "." + attr);
    if (it == class_constants_.end()) continue;
    if (it->second == 'F') return "Cannot assign to final attribute \"" + attr + "\"";
    return "Cannot assign to class variable \"" + attr + "\" via instance";
  }
  for (const ClassDef* k = c; k != nullptr; k = k->base) {
    for (const ir::ClassMethod& m : k->methods) {
      if (m.name == attr && m.accessor()) {
        return "Property \"" + attr + "\" defined in \"" + k->name + "\" is read-only";
      }
    }
  }
  if (known_class_attribute(c, attr)) {
    return msg::unsupported("assigning class attribute \"" + attr +
                            "\" through an instance here (a dataclass, a class body running "
                            "statements, or a function value)");
  }
  return "\"" + c->name + "\" has no attribute \"" + attr + "\"";
}

bool Lowerer::object_attribute(const ClassDef* c, const std::string& attr) const {
  // What typeshed's `object` declares, so mypy accepts it on any instance (`p.__class__`,
  // `p.__repr__()`, `v.__eq__(w)` of a dataclass), and the attributes @dataclass adds: read
  // by Python's lookup on the instance.
  static const char* const kObject[] = {
      "__class__", "__delattr__", "__dict__", "__dir__", "__doc__", "__eq__", "__format__",
      "__ge__", "__getattribute__", "__getstate__", "__gt__", "__hash__", "__init_subclass__",
      "__le__", "__lt__", "__module__", "__ne__", "__reduce__", "__reduce_ex__", "__repr__",
      "__setattr__", "__sizeof__", "__str__", "__annotations__"};
  for (const char* n : kObject) {
    if (attr == n) return true;
  }
  for (const ClassDef* k = c; k != nullptr; k = k->base) {
    if (k->dataclass && (attr == "__dataclass_fields__" || attr == "__match_args__")) return true;
  }
  return false;
}

std::optional<Type> Lowerer::known_class_attribute(const ClassDef* c, const std::string& attr) const {
  for (const ClassDef* k = c; k != nullptr; k = k->base) {
    auto it = classes_.find(k->name);
    if (it == classes_.end()) continue;
    auto a = it->second.class_attrs.find(attr);
    if (a != it->second.class_attrs.end()) return a->second;
  }
  return std::nullopt;
}

bool Lowerer::descriptor_attribute(const ClassDef* c, const std::string& attr,
                                   const char* dunder) const {
  for (const ClassDef* k = c; k != nullptr; k = k->base) {
    auto d = descriptor_attrs_.find(k->name + "." + attr);
    if (d != descriptor_attrs_.end()) return d->second->find_method(dunder) != nullptr;
    if (k->find_field(attr) != nullptr) return false;
  }
  return false;
}

TSNode Lowerer::final_class_literal(const ClassDef* c, const std::string& attr) const {
  for (const ClassDef* k = c; k != nullptr; k = k->base) {
    auto it = final_literals_.find(k->name + "." + attr);
    if (it != final_literals_.end()) return it->second;
    if (known_class_attribute(k, attr) || k->find_field(attr) != nullptr) break;
  }
  return TSNode{};
}

std::optional<RValue> Lowerer::class_object_attribute(TSNode obj, const std::string& attr) {
  std::string name = text(obj);
  if (node_type(obj) != "identifier" || local_names_.count(name) || locals_.count(name)) {
    return std::nullopt;
  }
  const ClassDef* c = class_named(name);
  if (c == nullptr) return std::nullopt;
  // `C.LIMIT` of a class-body `LIMIT: Final = 10`: the constant itself (mypy forbids
  // rebinding it, on the class or in a subclass).
  TSNode lit = final_class_literal(c, attr);
  if (!ts_node_is_null(lit)) return lower_expr(lit);
  std::optional<Type> t = known_class_attribute(c, attr);
  if (!t || t->is(TypeKind::Object) || descriptor_attribute(c, attr, "__get__")) return std::nullopt;
  return class_attribute_read(lower_expr(obj), c, attr);  // checked to its type
}

std::optional<RValue> Lowerer::class_attribute_read(RValue base, const ClassDef* c,
                                                    const std::string& attr) {
  TSNode lit = final_class_literal(c, attr);
  if (!ts_node_is_null(lit)) {
    b_->release(base);
    return lower_expr(lit);
  }
  std::optional<Type> t = known_class_attribute(c, attr);
  // A descriptor's __get__ makes the value (an object: checked where it enters typed code).
  if (t && descriptor_attribute(c, attr, "__get__")) t = Type::object();
  const ir::ClassMethod* getattr = t ? nullptr : dunder_of(base.type(), "__getattr__");
  if (!t && getattr == nullptr) return std::nullopt;
  RValue name = b_->load_str(attr);
  RValue v = b_->prim(PrimId::ObjGetAttr, {base.v, name.v});
  b_->release(name);
  b_->release(base);
  if (getattr != nullptr) return checked_result(v, getattr->fn);
  return checked(v, *t, "attribute " + attr);
}

// `object.__setattr__(x, "name", value)` of a field of a compiled instance held in a local (the
// frozen dataclass's __post_init__ idiom): the field's own store, past a frozen check or the
// class's __setattr__, as object's is; Python's object.__setattr__ refuses an instance whose type
// has a C-level setattro of its own. Any other form (nullopt) is Python's call.
std::optional<RValue> Lowerer::object_setattr_call(TSNode call) {
  TSNode fn = child_by_field(call, "function");
  TSNode args = child_by_field(call, "arguments");
  const std::string o = text(child_by_field(fn, "object"));
  if (text(fn) != "object.__setattr__" || funcs_.count(o) || classes_.count(o) || imports_.count(o) ||
      mod_.find_global(o) != nullptr || local_names_.count(o) || locals_.count(o) ||
      node_type(args) != "argument_list") {
    return std::nullopt;
  }
  std::vector<TSNode> argv;
  for (uint32_t i = 0; i < ts_node_named_child_count(args); ++i) {
    TSNode a = ts_node_named_child(args, i);
    if (node_type(a) != "comment") argv.push_back(a);
  }
  if (argv.size() != 3 || node_type(argv[0]) != "identifier" || node_type(argv[1]) != "string") {
    return std::nullopt;
  }
  std::optional<std::string> attr = string_value(argv[1]);
  if (!attr) return std::nullopt;
  RValue base = lower_expr(argv[0]);  // a local: read again by Python's call when not a field
  const ClassDef* c = base.type().is(TypeKind::Instance) ? base.type().class_def() : nullptr;
  const ir::ClassField* f = c != nullptr ? c->find_field(*attr) : nullptr;
  if (f == nullptr) {
    b_->release(base);
    return std::nullopt;
  }
  RValue v = lower_expr(argv[2]);
  note_field_store(c, *attr, argv[1], v.type(), f->type);
  auto cv = coerce(v, f->type, argv[2], "argument");
  if (!cv) {
    b_->release(base);
    return poison(Type::none());
  }
  set_span(call);
  Value* val = b_->take(b_->ensure_owned(*cv));
  b_->emit(ir::OpKind::SetField, Type::none(), {base.v, val}, false, [&](ir::Op& op) { op.text = *attr; });
  b_->release(base);
  return b_->load_none();
}

}  // namespace hintc::frontend
