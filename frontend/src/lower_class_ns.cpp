// Class bodies that run statements besides defs and assignments (if/for/while/try/with, calls):
// as in CPython the body runs once when the class statement does, into a namespace dict whose
// names its own reads find first (then the module's globals and the builtins); the names it
// binds become class attributes (set on a native type, or the metaclass's namespace).
#include "class_body.h"
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

namespace {

bool is_scope_node(const std::string& k) {
  return k == "function_definition" || k == "class_definition" || k == "lambda" ||
         k == "decorated_definition" || k == "list_comprehension" || k == "set_comprehension" ||
         k == "dictionary_comprehension" || k == "generator_expression";
}

// The identifiers a binding target names (`a`, `a, (b, c)`, `[a, *b]`).
void target_names(TSNode t, std::vector<TSNode>& out) {
  std::string k = node_type(t);
  if (k == "identifier") {
    out.push_back(t);
    return;
  }
  if (k == "pattern_list" || k == "tuple_pattern" || k == "list_pattern" || k == "tuple" ||
      k == "list" || k == "expression_list" || k == "parenthesized_expression" ||
      k == "list_splat_pattern" || k == "list_splat") {
    for (uint32_t i = 0; i < ts_node_named_child_count(t); ++i) {
      target_names(ts_node_named_child(t, i), out);
    }
  }
}

// Every binding of a name in statement s of a class body (not inside nested scopes).
void bound_in(TSNode s, std::vector<TSNode>& out) {
  std::string k = node_type(s);
  if (k == "decorated_definition") s = child_by_field(s, "definition");
  // A def or a class binds its name in the namespace (its body is a scope of its own).
  if (node_type(s) == "function_definition" || node_type(s) == "class_definition") {
    out.push_back(child_by_field(s, "name"));
  }
  if (is_scope_node(k)) return;
  if (k == "import_statement" || k == "import_from_statement") {
    // The alias, or a dotted name's first part (`import a.b` binds a).
    for (TSNode item : import_items(s)) {
      if (node_type(item) == "aliased_import")
        out.push_back(child_by_field(item, "alias"));
      else if (node_type(item) == "dotted_name")
        out.push_back(ts_node_named_child(item, 0));
    }
    return;
  }
  if (k == "assignment" || k == "augmented_assignment")
    target_names(child_by_field(s, "left"), out);
  if (k == "for_statement") target_names(child_by_field(s, "left"), out);
  if (k == "named_expression") target_names(child_by_field(s, "name"), out);
  // An except clause's name is unbound again when its handler ends (not a class attribute).
  std::string parent = node_type(ts_node_parent(s));
  if (k == "as_pattern" && parent != "except_clause" && parent != "except_group_clause") {
    TSNode alias = child_by_field(s, "alias");
    if (!ts_node_is_null(alias))
      target_names(node_type(alias) == "as_pattern_target" ? ts_node_named_child(alias, 0) : alias,
                   out);
  }
  for (uint32_t i = 0; i < ts_node_named_child_count(s); ++i)
    bound_in(ts_node_named_child(s, i), out);
}

bool is_comprehension(const std::string& k) {
  return k == "list_comprehension" || k == "set_comprehension" || k == "dictionary_comprehension" ||
         k == "generator_expression";
}

// A comprehension's first iterable: the only part of it evaluated in the enclosing scope.
TSNode first_iterable(TSNode comp) {
  for (uint32_t i = 0; i < ts_node_named_child_count(comp); ++i) {
    TSNode c = ts_node_named_child(comp, i);
    if (node_type(c) == "for_in_clause") return child_by_field(c, "right");
  }
  return TSNode{};
}

bool within(TSNode n, TSNode outer) {
  return !ts_node_is_null(outer) && ts_node_start_byte(n) >= ts_node_start_byte(outer) &&
         ts_node_end_byte(n) <= ts_node_end_byte(outer);
}

void read_in(TSNode s, std::vector<TSNode>& out) {
  std::string k = node_type(s);
  if (is_comprehension(k)) {
    TSNode first = first_iterable(s);
    if (!ts_node_is_null(first)) read_in(first, out);
    return;
  }
  if (is_scope_node(k)) return;
  if (k == "identifier") out.push_back(s);
  if (k == "attribute") return read_in(child_by_field(s, "object"), out);
  if (k == "keyword_argument") return read_in(child_by_field(s, "value"), out);
  for (uint32_t i = 0; i < ts_node_named_child_count(s); ++i)
    read_in(ts_node_named_child(s, i), out);
}

// The names a def's parameter defaults read (evaluated where the def is).
void read_defaults(TSNode def, std::vector<TSNode>& out) {
  TSNode params = child_by_field(def, "parameters");
  for (uint32_t i = 0; i < ts_node_named_child_count(params); ++i) {
    TSNode p = ts_node_named_child(params, i);
    std::string pk = node_type(p);
    if (pk == "default_parameter" || pk == "typed_default_parameter") {
      read_in(child_by_field(p, "value"), out);
    }
  }
}

// A single `NAME[: T] = V` expression statement, else a null node.
TSNode plain_assignment(TSNode s) {
  if (node_type(s) != "expression_statement" || ts_node_named_child_count(s) != 1) return TSNode{};
  TSNode a = ts_node_named_child(s, 0);
  if (node_type(a) != "assignment" || node_type(child_by_field(a, "left")) != "identifier")
    return TSNode{};
  if (!ts_node_is_null(child_by_field(a, "right")) &&
      node_type(child_by_field(a, "right")) == "assignment") {
    return TSNode{};  // a = b = 1
  }
  return a;
}

}  // namespace

bool class_body_statement(TSNode s) {
  std::string k = node_type(s);
  if (k == "function_definition" || k == "class_definition" || k == "decorated_definition" ||
      k == "pass_statement" || k == "comment") {
    return false;
  }
  if (k == "expression_statement" && ts_node_named_child_count(s) == 1) {
    std::string ek = node_type(ts_node_named_child(s, 0));
    if (ek == "string" || ek == "ellipsis") return false;
  }
  return ts_node_is_null(plain_assignment(s));
}

bool def_in_class_statement(TSNode def) {
  // Below statements of a module-level or nested class body: the def directly, or as a method
  // of a class statement there (made when the statement runs, lower_local_class.cpp). A class
  // inside a def is made by lower_local_class.cpp with closures of the def.
  bool statement = false, in_class = false;
  for (TSNode p = ts_node_parent(def); !ts_node_is_null(p); p = ts_node_parent(p)) {
    std::string k = node_type(p);
    if (k == "function_definition" || k == "lambda") return false;
    if (k == "class_definition") {
      in_class = true;
      continue;
    }
    if (in_class && k != "block" && k != "decorated_definition") statement = true;
  }
  return statement;
}

bool class_in_class_statement(TSNode cls) {
  bool statement = false;
  for (TSNode p = ts_node_parent(cls); !ts_node_is_null(p); p = ts_node_parent(p)) {
    std::string k = node_type(p);
    if (k == "function_definition" || k == "lambda") return false;
    if (k == "class_definition") return statement;
    if (k != "block" && k != "decorated_definition") statement = true;
  }
  return false;
}

TSNode method_class(TSNode def) {
  TSNode p = ts_node_parent(def);
  if (node_type(p) == "decorated_definition") p = ts_node_parent(p);
  p = ts_node_parent(p);  // the block's owner
  return node_type(p) == "class_definition" ? p : TSNode{};
}

std::string class_cell_name(TSNode cls) {
  return "$class@" + std::to_string(ts_node_start_byte(cls));
}

std::vector<TSNode> class_path(TSNode cls) {
  std::vector<TSNode> path{cls};
  for (TSNode p = ts_node_parent(cls); !ts_node_is_null(p); p = ts_node_parent(p)) {
    std::string k = node_type(p);
    if (k == "function_definition" || k == "lambda") break;
    if (k == "class_definition") path.insert(path.begin(), p);
  }
  return path;
}

std::optional<Lowerer::ClassNs> Lowerer::class_ns_for(TSNode body, bool native) {
  ClassNs ns;
  bool statements = false;
  std::vector<TSNode> reads;
  std::set<std::string> defs;
  for (const BodyItem& item : body_items(body)) {
    TSNode s = item.node;
    std::string k = node_type(s);
    if (k == "function_definition" || k == "class_definition") {
      // A def's defaults are evaluated in the class body, so they see the names it bound.
      if (k == "function_definition") read_defaults(s, reads);
      if (native && k == "function_definition") defs.insert(text(child_by_field(s, "name")));
      if (!native && k == "function_definition") {
        // A made class's methods are namespace entries, which a later method's decorators may
        // read (`@value.setter` names the property `value`).
        ns.names.insert(text(child_by_field(s, "name")));
        for (TSNode d : item.decorators) read_in(d, reads);
      }
      continue;
    }
    if (class_body_statement(s)) {
      statements = true;
      std::vector<TSNode> bound;
      bound_in(s, bound);
      for (TSNode n : bound) ns.names.insert(text(n));
    } else if (TSNode a = plain_assignment(s); !ts_node_is_null(a)) {
      // A native class's fields are members of its instances, not namespace entries.
      TSNode type = child_by_field(a, "type");
      bool field = native && !ts_node_is_null(type) && !class_var_annotation(text(type));
      if (!field && !ts_node_is_null(child_by_field(a, "right"))) {
        ns.names.insert(text(child_by_field(a, "left")));
      }
      if (!ts_node_is_null(child_by_field(a, "right"))) read_in(child_by_field(a, "right"), reads);
      continue;
    }
    read_in(s, reads);
  }
  bool reads_own = false;
  for (TSNode r : reads) {
    reads_own |= ns.names.count(text(r)) > 0;
    if (defs.count(text(r)) && !ns.names.count(text(r))) ns.methods.insert(text(r));
  }
  reads_own |= !ns.methods.empty();
  if (!statements && !reads_own) return std::nullopt;
  return ns;
}

void Lowerer::refuse_in_class_body(TSNode s) {
  // Walks a class-body statement for what a class body cannot hold in hintc: global/nonlocal
  // declarations (and CPython's errors: return, yield, await). Defs inside statements are
  // functions made when the statement runs (closures without an environment, so they bind as
  // methods, or closures of the enclosing function), classes there are made when it runs too
  // (lower_local_class.cpp, methods likewise); imports bind attributes.
  std::vector<TSNode> stack{s};
  while (!stack.empty()) {
    TSNode n = stack.back();
    stack.pop_back();
    std::string nk = node_type(n);
    if (nk == "function_definition" || nk == "class_definition") continue;  // its own scope
    if (nk == "global_statement" || nk == "nonlocal_statement" || nk == "return_statement" ||
        nk == "yield" || nk == "await") {
      error(n, msg::unsupported("this statement in a class body"));
      continue;
    }
    if (is_scope_node(nk)) continue;
    for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i)
      stack.push_back(ts_node_named_child(n, i));
  }
}

void Lowerer::collect_class_statement(ir::ClassDef* c, TSNode s,
                                      std::map<std::string, Type>& attrs) {
  refuse_in_class_body(s);
  (void)c;
  std::vector<TSNode> bound;
  bound_in(s, bound);
  for (TSNode n : bound) {
    if (attrs.count(text(n))) continue;
    // `level = 10` under an `if` is an int attribute, as mypy infers; other bindings are objects.
    TSNode p = ts_node_parent(n);
    bool simple = node_type(p) == "assignment" && ts_node_eq(child_by_field(p, "left"), n);
    attrs[text(n)] =
        simple ? class_attribute_type(child_by_field(p, "right"), child_by_field(p, "type"))
               : Type::object();
  }
}

RValue Lowerer::class_ns_begin(ClassNs& ns, std::optional<RValue> mapping) {
  RValue d =
      mapping ? *mapping : b_->build(kBuildDict, Type::dict(Type::str(), Type::object()), {});
  ns.fn = b_->fn();
  ns.dict = d.v;
  return d;
}

std::optional<RValue> Lowerer::class_ns_read(TSNode e) {
  if (class_ns_ == nullptr || b_->fn() != class_ns_->fn) return std::nullopt;
  std::string name = text(e);
  if (class_ns_->methods.count(name) && class_ns_->cls != nullptr && reads_class_scope(e)) {
    // The native type holds the method (its descriptor, as the body's def bound it).
    set_span(e);
    RValue dict_name = b_->load_str("__dict__"), key = b_->load_str(name);
    RValue d = b_->prim(PrimId::ObjGetAttr, {class_ns_->cls, dict_name.v});
    RValue v = b_->prim(PrimId::ObjGetItem, {d.v, key.v});
    b_->release(d);
    b_->release(key);
    b_->release(dict_name);
    return v;
  }
  if (!class_ns_->names.count(name) || !reads_class_scope(e)) return std::nullopt;
  if (!module_level_ && (locals_.count(name) || local_names_.count(name) || cell_owner(name))) {
    error(e, msg::unsupported("a class attribute sharing its name with a local of the function"));
    return poison();
  }
  RValue key = b_->load_str(name);
  set_span(e);
  RValue v = b_->prim(PrimId::ClassNsLoad, {class_ns_->dict, key.v});
  b_->release(key);
  return v;
}

bool Lowerer::reads_class_scope(TSNode e) const {
  // Inside a comprehension of the class body (past its first iterable) names skip the class
  // namespace, as in CPython: the comprehension is a function scope of its own.
  for (TSNode p = ts_node_parent(e); !ts_node_is_null(p); p = ts_node_parent(p)) {
    std::string pk = node_type(p);
    if (pk == "class_definition" || pk == "block") break;
    if (is_comprehension(pk) && !within(e, first_iterable(p))) return false;
  }
  return true;
}

std::optional<RValue> Lowerer::class_field_read(TSNode e) {
  if (class_field_reads_ == nullptr || b_->fn() != class_field_reads_->fn) return std::nullopt;
  auto it = class_field_reads_->defaults.find(text(e));
  if (it == class_field_reads_->defaults.end() || !reads_class_scope(e)) return std::nullopt;
  set_span(e);
  return b_->load_global(it->second);
}

bool Lowerer::class_ns_holds(const std::string& name) const {
  return class_ns_ != nullptr && b_->fn() == class_ns_->fn && class_ns_->names.count(name);
}

bool Lowerer::lower_class_ns_def(TSNode s) {
  TSNode def = node_type(s) == "decorated_definition" ? child_by_field(s, "definition") : s;
  if (node_type(def) != "function_definition" ||
      !class_ns_holds(text(child_by_field(def, "name")))) {
    return false;
  }
  if (ts_node_eq(def, s)) {
    lower_nested_def(s);
  } else {
    lower_nested_decorated(s);
  }
  return true;
}

bool Lowerer::class_ns_store(const std::string& name, RValue v) {
  if (!class_ns_holds(name)) return false;
  RValue o = to_object(v);
  RValue key = b_->load_str(name);
  b_->release(b_->prim(PrimId::ClassNsStore, {class_ns_->dict, key.v, o.v}));
  b_->release(key);
  b_->release(o);
  return true;
}

}  // namespace hintc::frontend
