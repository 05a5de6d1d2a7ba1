// Scope analysis for closures (closure_scope.h), done once over the whole module before lowering.
#include "class_body.h"
#include "closure_scope.h"
#include "match_pattern.h"

namespace hintc::frontend {

namespace {
bool is_function(const std::string& k) { return k == "function_definition" || k == "lambda"; }
}  // namespace

ScopeTable::ScopeTable(const std::string& source, TSNode root, LiveParts live)
    : src_(source), live_(std::move(live)) {
  find_rebindable(root);
  walk(root);
  resolve();
}

std::string ScopeTable::text(TSNode n) const {
  return src_.substr(ts_node_start_byte(n), ts_node_end_byte(n) - ts_node_start_byte(n));
}

Scope* ScopeTable::find(TSNode node) const {
  auto it = by_start_.find(ts_node_start_byte(node));
  return it == by_start_.end() ? nullptr : it->second;
}

void ScopeTable::walk(TSNode root) {
  push(root, nullptr, "");
  while (!work_.empty()) {
    Item item = std::move(work_.back());
    work_.pop_back();
    if (!ts_node_is_null(item.node)) visit(item);
  }
}

void ScopeTable::add_targets(TSNode t, std::set<std::string>& bound, Scope* reads) {
  std::vector<TSNode> stack{t};
  while (!stack.empty()) {
    TSNode x = stack.back();
    stack.pop_back();
    if (ts_node_is_null(x)) continue;
    std::string k = node_type(x);
    if (k == "identifier") {
      bound.insert(text(x));
    } else if (k == "pattern_list" || k == "tuple_pattern" || k == "list_pattern" ||
               k == "expression_list" || k == "tuple" || k == "list" ||
               k == "parenthesized_expression" || k == "list_splat_pattern" ||
               k == "as_pattern_target") {
      for (uint32_t i = 0; i < ts_node_named_child_count(x); ++i) {
        stack.push_back(ts_node_named_child(x, i));
      }
    } else {
      push(x, reads, "");  // subscript or attribute targets read their parts
    }
  }
}

Scope* ScopeTable::open_scope(TSNode def, Scope* parent, const std::string& prefix) {
  auto owned = std::make_unique<Scope>();
  Scope* s = owned.get();
  s->node = def;
  s->parent = parent;
  bool lambda = node_type(def) == "lambda";
  std::string name = lambda ? "<lambda>" : text(child_by_field(def, "name"));
  s->qualname = parent ? parent->qualname + ".<locals>." + name : prefix + name;
  scopes_.push_back(std::move(owned));
  by_start_[ts_node_start_byte(def)] = s;
  if (parent) parent->children.push_back(s);
  // Parameters: defaults and annotations belong to the enclosing scope.
  TSNode params = child_by_field(def, "parameters");
  uint32_t np = ts_node_is_null(params) ? 0 : ts_node_named_child_count(params);
  for (uint32_t i = 0; i < np; ++i) {
    TSNode p = ts_node_named_child(params, i);
    std::string k = node_type(p);
    TSNode id = p;
    if (k == "typed_parameter") id = ts_node_named_child(p, 0);
    // *args and **kwargs (typed or not) are parameters as well.
    std::string ik = ts_node_is_null(id) ? "" : node_type(id);
    if (ik == "list_splat_pattern" || ik == "dictionary_splat_pattern") id = ts_node_named_child(id, 0);
    if (k == "default_parameter" || k == "typed_default_parameter") {
      id = child_by_field(p, "name");
      push(child_by_field(p, "value"), parent, parent ? "" : prefix);
    }
    if (!ts_node_is_null(id) && node_type(id) == "identifier") {
      s->params.insert(text(id));
      s->locals.insert(text(id));
      s->rebound.insert(text(id));
    }
  }
  return s;
}

void ScopeTable::visit(const Item& item) {
  TSNode n = item.node;
  Scope* cur = item.scope;
  const std::string& prefix = item.prefix;
  std::string k = node_type(n);
  if ((k == "if_statement" || k == "boolean_operator") && live_) {
    if (auto parts = live_(n)) {
      for (auto it = parts->rbegin(); it != parts->rend(); ++it) push(*it, cur, prefix);
      return;
    }
  }
  if (k == "generator_expression" && !fused_genexp(n)) {
    open_genexp(n, cur, prefix);
    return;
  }
  if (is_function(k)) {
    Scope* s = open_scope(n, cur, prefix);
    TSNode cls = k == "function_definition" && cur == nullptr ? method_class(n) : TSNode{};
    if (!ts_node_is_null(cls) && class_in_class_statement(cls) &&
        text(child_by_field(n, "body")).find("super") != std::string::npos) {
      s->class_cell = class_cell_name(cls);  // a module global (lower_local_class.cpp)
    }
    if (cur != nullptr && k == "function_definition") {
      std::string name = text(child_by_field(n, "name"));
      if (cur->defs.count(name) || cur->locals.count(name)) cur->rebound.insert(name);
      // A decorated def binds its name to what the decorators return, not to the function.
      if (node_type(ts_node_parent(n)) == "decorated_definition") cur->rebound.insert(name);
      cur->defs[name] = s;
      cur->locals.insert(name);
    }
    push(child_by_field(n, "body"), s, "");
    return;
  }
  if (k == "class_definition") {
    // Methods of a module-level class are top-level functions named "Class.method"; classes
    // inside functions are made at run time (lower_local_class.cpp).
    if (cur == nullptr) push(child_by_field(n, "body"), nullptr, prefix + text(child_by_field(n, "name")) + ".");
    else open_local_class(n, cur);
    return;
  }
  if (cur == nullptr && k == "for_in_clause") {
    std::set<std::string> names;
    add_targets(child_by_field(n, "left"), names, nullptr);
    module_comp_.insert(names.begin(), names.end());
  }
  if (k == "named_expression") bind_walrus(child_by_field(n, "name"), cur);
  if (cur != nullptr && k == "case_clause") {
    std::vector<std::string> names;
    case_clause_names(n, src_, names);
    cur->locals.insert(names.begin(), names.end());
    cur->rebound.insert(names.begin(), names.end());
  }
  if (cur != nullptr && (k == "import_statement" || k == "import_from_statement")) {
    // A function's import binds locals (the alias, or a dotted name's first part); it reads none.
    for (TSNode item : import_items(n)) {
      TSNode bound = node_type(item) == "aliased_import" ? child_by_field(item, "alias")
                     : node_type(item) == "dotted_name"  ? ts_node_named_child(item, 0)
                                                         : TSNode{};
      if (ts_node_is_null(bound)) continue;
      cur->locals.insert(text(bound));
      cur->rebound.insert(text(bound));
    }
    return;
  }
  // Children to read, in source order (pushed in reverse).
  std::vector<TSNode> reads;
  if (k == "named_expression") {
    reads.push_back(child_by_field(n, "value"));
  } else if (cur != nullptr) {
    if (k == "identifier") {
      cur->uses.insert(text(n));
      return;
    }
    if (k == "global_statement" || k == "nonlocal_statement") {
      for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) {
        (k == "global_statement" ? cur->globals : cur->nonlocals)
            .insert(text(ts_node_named_child(n, i)));
      }
      return;
    }
    if (k == "type") return;  // annotations name types, not variables
    TSNode left = child_by_field(n, "left");
    if (k == "attribute") {
      reads.push_back(child_by_field(n, "object"));
    } else if (k == "keyword_argument") {
      reads.push_back(child_by_field(n, "value"));
    } else if (k == "for_in_clause") {
      // Kept apart from other bindings: the comprehension's own scope in CPython.
      std::set<std::string> names;
      add_targets(left, names, cur);
      cur->locals.insert(names.begin(), names.end());
      cur->comprehension_names.insert(names.begin(), names.end());
      for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) {
        TSNode c = ts_node_named_child(n, i);
        if (!ts_node_eq(c, left)) reads.push_back(c);
      }
    } else if (k == "assignment" || k == "augmented_assignment" || k == "for_statement") {
      std::set<std::string> names;
      add_targets(left, names, cur);
      cur->locals.insert(names.begin(), names.end());
      cur->rebound.insert(names.begin(), names.end());
      if (k == "augmented_assignment") reads.push_back(left);
      reads.push_back(child_by_field(n, "right"));
      if (k == "for_statement") {
        reads.push_back(child_by_field(n, "body"));
        reads.push_back(child_by_field(n, "alternative"));
      }
    } else if (k == "as_pattern" || k == "delete_statement") {
      TSNode alias = child_by_field(n, "alias");
      for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) {
        TSNode c = ts_node_named_child(n, i);
        bool target = k == "delete_statement" || ts_node_eq(c, alias);
        if (!target) {
          reads.push_back(c);
          continue;
        }
        std::set<std::string> names;
        add_targets(c, names, cur);
        cur->locals.insert(names.begin(), names.end());
        cur->rebound.insert(names.begin(), names.end());
      }
    } else {
      for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) reads.push_back(ts_node_named_child(n, i));
    }
  } else {
    for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) reads.push_back(ts_node_named_child(n, i));
  }
  for (auto it = reads.rbegin(); it != reads.rend(); ++it) push(*it, cur, prefix);
}

void ScopeTable::open_local_class(TSNode cls, Scope* cur) {
  // The class name is a local of the function; bases, decorators and the class body's values
  // are read in the function, and the methods are its nested functions (a class body is not a
  // scope its methods see). Other statements of the body are reported by the lowering.
  std::string name = text(child_by_field(cls, "name"));
  cur->locals.insert(name);
  cur->rebound.insert(name);
  local_classes_.insert(name);
  std::vector<TSNode> reads;
  visit_local_class_body(cls, cur, reads);
  for (auto it = reads.rbegin(); it != reads.rend(); ++it) push(*it, cur, "");
}

void ScopeTable::visit_local_class_body(TSNode cls, Scope* cur, std::vector<TSNode>& reads) {
  reads.push_back(child_by_field(cls, "superclasses"));
  TSNode body = child_by_field(cls, "body");
  for (uint32_t i = 0; i < ts_node_named_child_count(body); ++i) {
    TSNode st = ts_node_named_child(body, i);
    if (node_type(st) == "expression_statement" && ts_node_named_child_count(st) == 1 &&
        node_type(ts_node_named_child(st, 0)) == "assignment") {
      reads.push_back(child_by_field(ts_node_named_child(st, 0), "right"));
    } else {
      visit_local_class_statement(st, cls, cur, reads);
    }
  }
}

void ScopeTable::open_local_method(TSNode def, TSNode cls, Scope* cur) {
  Scope* s = open_scope(def, cur, "");
  s->qualname = cur->qualname + ".<locals>.";
  for (TSNode c : class_path(cls)) s->qualname += text(child_by_field(c, "name")) + ".";
  s->qualname += text(child_by_field(def, "name"));
  if (text(child_by_field(def, "body")).find("super") != std::string::npos) {
    std::string cell = class_cell_name(cls);
    s->class_cell = cell;
    s->uses.insert(cell);
    cur->locals.insert(cell);
  }
  push(child_by_field(def, "body"), s, "");
}

void ScopeTable::visit_local_class_statement(TSNode n, TSNode cls, Scope* cur, std::vector<TSNode>& reads) {
  std::string k = node_type(n);
  if (k == "decorated_definition") {
    for (uint32_t d = 0; d < ts_node_named_child_count(n); ++d) {
      TSNode dec = ts_node_named_child(n, d);
      if (node_type(dec) == "decorator") reads.push_back(dec);
    }
    n = child_by_field(n, "definition");
    k = node_type(n);
  }
  if (k == "function_definition") return open_local_method(n, cls, cur);
  if (k == "class_definition") return visit_local_class_body(n, cur, reads);  // made when n runs
  if (k == "lambda") return;
  // The defs inside statements (`if X: def f(self): ...`) are the class's too.
  for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) {
    visit_local_class_statement(ts_node_named_child(n, i), cls, cur, reads);
  }
}

void ScopeTable::resolve() {
  for (const auto& sp : scopes_) {
    Scope* s = sp.get();
    for (const std::string& g : s->globals) s->locals.erase(g);
    for (const std::string& nl : s->nonlocals) s->locals.erase(nl);
  }
  for (const auto& sp : scopes_) {
    Scope* s = sp.get();
    std::set<std::string> names = s->uses;
    names.insert(s->nonlocals.begin(), s->nonlocals.end());
    for (const std::string& n : names) {
      if (s->locals.count(n) || s->globals.count(n)) continue;
      for (Scope* a = s->parent; a != nullptr; a = a->parent) {
        if (a->globals.count(n)) break;  // the enclosing binding is the module's
        if (!a->locals.count(n)) continue;
        a->cells.insert(n);
        s->free[n] = a;
        if (s->nonlocals.count(n)) a->rebound.insert(n);
        for (Scope* t = s->parent; t != a; t = t->parent) {
          t->through = true;
          t->free[n] = a;  // every scope between reaches n through its own environment chain
        }
        break;
      }
    }
  }
}

}  // namespace hintc::frontend
