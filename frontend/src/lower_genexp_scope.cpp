// Scopes of lazy generator expressions (closure_scope.h): which generator expressions the
// lowering fuses into the builtin consuming them, and a function scope for every other one.
#include "closure_scope.h"

namespace hintc::frontend {

namespace {

// The builtins whose lone generator-expression argument lower_builtins.cpp turns into a loop.
bool fusing_consumer(const std::string& n) {
  static const char* const kNames[] = {"sum", "min", "max", "any", "all",
                                       "list", "tuple", "set", "sorted"};
  for (const char* k : kNames) {
    if (n == k) return true;
  }
  return false;
}

}  // namespace

void ScopeTable::find_rebindable(TSNode root) {
  // Conservative: any consumer name in a binding position anywhere in the module (a target, a
  // def or class name, a parameter, an import, global/nonlocal/del) counts as rebindable there.
  auto mark = [&](TSNode sub) {
    std::vector<TSNode> stack{sub};
    while (!stack.empty()) {
      TSNode x = stack.back();
      stack.pop_back();
      if (ts_node_is_null(x) || node_type(x) == "type") continue;
      if (node_type(x) == "identifier" && fusing_consumer(text(x))) rebindable_.insert(text(x));
      for (uint32_t i = 0; i < ts_node_named_child_count(x); ++i) {
        stack.push_back(ts_node_named_child(x, i));
      }
    }
  };
  std::vector<TSNode> stack{root};
  while (!stack.empty()) {
    TSNode n = stack.back();
    stack.pop_back();
    std::string k = node_type(n);
    if (k == "assignment" || k == "augmented_assignment" || k == "for_statement" ||
        k == "for_in_clause") {
      mark(child_by_field(n, "left"));
    } else if (k == "function_definition" || k == "class_definition" || k == "named_expression") {
      mark(child_by_field(n, "name"));
    } else if (k == "as_pattern") {
      mark(child_by_field(n, "alias"));
    } else if (k == "case_pattern" && node_type(ts_node_parent(n)) == "case_clause") {
      mark(n);  // a match pattern's captures (and, conservatively, every name in it)
    } else if (k == "parameters" || k == "lambda_parameters" || k == "import_statement" ||
               k == "import_from_statement" || k == "global_statement" ||
               k == "nonlocal_statement" || k == "delete_statement") {
      mark(n);
    }
    for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) {
      stack.push_back(ts_node_named_child(n, i));
    }
  }
}

bool ScopeTable::fused_genexp(TSNode gen) const {
  if (is_async_genexp(gen)) return false;  // an async generator object, whatever consumes it
  TSNode call = ts_node_parent(gen);
  if (node_type(call) != "call" || !ts_node_eq(child_by_field(call, "arguments"), gen)) {
    return false;
  }
  TSNode fn = child_by_field(call, "function");
  if (node_type(fn) == "identifier") {
    return fusing_consumer(text(fn)) && !rebindable_.count(text(fn));
  }
  // str.join gathers its argument into a sequence before anything else (PySequence_Fast), so
  // building the items as a list first is exact; only a literal receiver is surely a str.
  if (node_type(fn) != "attribute" || text(child_by_field(fn, "attribute")) != "join") return false;
  std::string ok = node_type(child_by_field(fn, "object"));
  return ok == "string" || ok == "concatenated_string";
}

Scope* ScopeTable::open_genexp(TSNode gen, Scope* parent, const std::string& prefix) {
  auto owned = std::make_unique<Scope>();
  Scope* s = owned.get();
  s->node = gen;
  s->parent = parent;
  s->genexp = true;
  s->qualname = parent ? parent->qualname + ".<locals>.<genexpr>" : prefix + "<genexpr>";
  scopes_.push_back(std::move(owned));
  by_start_[ts_node_start_byte(gen)] = s;
  if (parent) parent->children.push_back(s);
  // The first iterable is evaluated where the expression stands; everything else inside it.
  bool first = true;
  for (uint32_t i = 0; i < ts_node_named_child_count(gen); ++i) {
    TSNode c = ts_node_named_child(gen, i);
    if (first && node_type(c) == "for_in_clause") {
      first = false;
      std::set<std::string> names;
      add_targets(child_by_field(c, "left"), names, s);
      s->locals.insert(names.begin(), names.end());
      push(child_by_field(c, "right"), parent, prefix);
      continue;
    }
    push(c, s, "");
  }
  return s;
}

}  // namespace hintc::frontend
