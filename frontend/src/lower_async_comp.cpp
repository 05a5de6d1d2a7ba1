// Asynchronous comprehensions: which generator expressions are async generators, and the
// `async for` clauses and awaits of comprehensions inside `async def`.
#include "closure_scope.h"
#include "lowerer.h"

namespace hintc::frontend {

bool is_async_clause(TSNode c) {
  return ts_node_child_count(c) > 0 && std::string(ts_node_type(ts_node_child(c, 0))) == "async";
}

bool is_async_genexp(TSNode gen) {
  // An `async for` clause, or an `await` in its own code (nested scopes have their own).
  std::vector<TSNode> stack;
  for (uint32_t i = 0; i < ts_node_named_child_count(gen); ++i) {
    TSNode c = ts_node_named_child(gen, i);
    if (node_type(c) == "for_in_clause" && is_async_clause(c)) return true;
    stack.push_back(c);
  }
  while (!stack.empty()) {
    TSNode cur = stack.back();
    stack.pop_back();
    std::string k = node_type(cur);
    if (k == "await") return true;
    if (k == "function_definition" || k == "class_definition" || k == "lambda" ||
        k == "generator_expression" || k == "list_comprehension" || k == "set_comprehension" ||
        k == "dictionary_comprehension") {
      continue;
    }
    for (uint32_t i = 0; i < ts_node_named_child_count(cur); ++i) {
      stack.push_back(ts_node_named_child(cur, i));
    }
  }
  return false;
}

bool Lowerer::async_clause_allowed(TSNode comprehension) {
  if (b_->fn()->is_coroutine && !module_level_) return true;
  error(comprehension, "asynchronous comprehension outside of an asynchronous function");
  return false;
}

}  // namespace hintc::frontend
