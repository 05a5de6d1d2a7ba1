// Scope analysis for closures (closure_scope.h), done once over the whole module before lowering.
#include "closure_scope.h"

namespace hintc::frontend {

namespace {
bool is_function(const std::string& k) { return k == "function_definition" || k == "lambda"; }
}  // namespace

ScopeTable::ScopeTable(const std::string& source, TSNode root) : src_(source) {
  visit(root, nullptr, "");
  resolve();
}

std::string ScopeTable::text(TSNode n) const {
  return src_.substr(ts_node_start_byte(n), ts_node_end_byte(n) - ts_node_start_byte(n));
}

Scope* ScopeTable::find(TSNode node) const {
  auto it = by_start_.find(ts_node_start_byte(node));
  return it == by_start_.end() ? nullptr : it->second;
}

// Names a target binds (or, with binding false, just reads): identifiers of nested tuples/lists.
void ScopeTable::add_targets(TSNode t, Scope* s, bool binding) {
  std::vector<TSNode> stack{t};
  while (!stack.empty()) {
    TSNode x = stack.back();
    stack.pop_back();
    if (ts_node_is_null(x)) continue;
    std::string k = node_type(x);
    if (k == "identifier") {
      (binding ? s->locals : s->uses).insert(text(x));
      if (binding) s->rebound.insert(text(x));
    } else if (k == "pattern_list" || k == "tuple_pattern" || k == "list_pattern" ||
               k == "expression_list" || k == "tuple" || k == "list" ||
               k == "parenthesized_expression" || k == "list_splat_pattern" ||
               k == "as_pattern_target") {
      for (uint32_t i = 0; i < ts_node_named_child_count(x); ++i) {
        stack.push_back(ts_node_named_child(x, i));
      }
    } else {
      visit(x, s, "");  // subscript or attribute targets read their parts
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
    if (k == "default_parameter" || k == "typed_default_parameter") {
      id = child_by_field(p, "name");
      visit(child_by_field(p, "value"), parent, parent ? "" : prefix);
    }
    if (!ts_node_is_null(id) && node_type(id) == "identifier") {
      s->params.insert(text(id));
      s->locals.insert(text(id));
      s->rebound.insert(text(id));
    }
  }
  return s;
}

void ScopeTable::visit(TSNode n, Scope* cur, const std::string& prefix) {
  if (ts_node_is_null(n)) return;
  std::string k = node_type(n);
  if (is_function(k)) {
    Scope* s = open_scope(n, cur, prefix);
    if (cur != nullptr && k == "function_definition") {
      std::string name = text(child_by_field(n, "name"));
      if (cur->defs.count(name) || cur->locals.count(name)) cur->rebound.insert(name);
      cur->defs[name] = s;
      cur->locals.insert(name);
    }
    visit(child_by_field(n, "body"), s, "");
    return;
  }
  if (k == "class_definition") {
    // Methods of a module-level class are top-level functions named "Class.method"; classes
    // inside functions are rejected by the lowering.
    if (cur == nullptr) {
      std::string p = prefix + text(child_by_field(n, "name")) + ".";
      visit(child_by_field(n, "body"), nullptr, p);
    }
    return;
  }
  if (cur == nullptr && k == "for_in_clause") {
    Scope names;
    add_targets(child_by_field(n, "left"), &names, true);
    module_comp_.insert(names.locals.begin(), names.locals.end());
  }
  if (cur != nullptr) {
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
    if (k == "attribute") return visit(child_by_field(n, "object"), cur, prefix);
    if (k == "keyword_argument") return visit(child_by_field(n, "value"), cur, prefix);
    if (k == "type") return;  // annotations name types, not variables
    if (k == "for_in_clause") {
      // Kept apart from other bindings: the comprehension's own scope in CPython.
      Scope names;
      add_targets(child_by_field(n, "left"), &names, true);
      cur->locals.insert(names.locals.begin(), names.locals.end());
      cur->comprehension_names.insert(names.locals.begin(), names.locals.end());
      for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) {
        TSNode c = ts_node_named_child(n, i);
        if (!ts_node_eq(c, child_by_field(n, "left"))) visit(c, cur, prefix);
      }
      return;
    }
    if (k == "assignment" || k == "augmented_assignment" || k == "for_statement") {
      TSNode left = child_by_field(n, "left");
      add_targets(left, cur, true);
      if (k == "augmented_assignment") add_targets(left, cur, false);
      visit(child_by_field(n, "right"), cur, prefix);
      if (k == "assignment") visit(child_by_field(n, "type"), cur, prefix);
      if (k == "for_statement") {
        visit(child_by_field(n, "body"), cur, prefix);
        visit(child_by_field(n, "alternative"), cur, prefix);
      }
      return;
    }
    if (k == "as_pattern") {
      add_targets(child_by_field(n, "alias"), cur, true);
      for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) {
        TSNode c = ts_node_named_child(n, i);
        if (!ts_node_eq(c, child_by_field(n, "alias"))) visit(c, cur, prefix);
      }
      return;
    }
    if (k == "delete_statement") {
      for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) {
        add_targets(ts_node_named_child(n, i), cur, true);
      }
      return;
    }
  }
  for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) {
    visit(ts_node_named_child(n, i), cur, prefix);
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
