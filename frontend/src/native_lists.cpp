// Which local lists are kept as native buffers of unboxed items: variables whose every use is
// xs[i], xs[i] = v, xs[i] op= v (int and float lists), len(xs), `for x in xs` (comprehensions
// and fused generator expressions included), sum/min/max/any/all(xs) or xs.append(v), and whose
// every definition is a plain `xs = ...` (and `return xs` in a native-list entry,
// native_return.cpp). Bool lists must be `[b] * n` fills; int and float lists (annotated, int/
// float fills, or displays of float literals only / int literals only) take comprehensions,
// literals, fills and calls of native-list entries as fresh native lists, and any other list
// (a call's result) as the shared list object itself (rt_native_list.h).
#include "lowerer.h"

namespace hintc::frontend {

bool same_node(TSNode a, TSNode b) {
  return !ts_node_is_null(a) && !ts_node_is_null(b) && ts_node_eq(a, b);
}

std::optional<Type> unboxed_annotation(const std::string& annotation,
                                       std::initializer_list<const char*> heads, bool bools) {
  std::string t = annotation;
  t.erase(std::remove(t.begin(), t.end(), ' '), t.end());
  for (const char* head : heads) {
    if (t.rfind(head, 0) != 0) continue;
    std::string item = t.substr(std::string(head).size());
    if (item == "int]") return Type::int_();
    if (item == "float]") return Type::float_();
    if (bools && item == "bool]") return Type::bool_();
  }
  return std::nullopt;
}

std::optional<Type> Lowerer::native_fill_type(TSNode right, TSNode type) {
  // [LITERAL] * COUNT with a bool or float literal, matching the annotation if there is one.
  if (node_type(right) != "binary_operator" || text(child_by_field(right, "operator")) != "*") {
    return std::nullopt;
  }
  TSNode l = child_by_field(right, "left");
  if (node_type(l) != "list" || ts_node_named_child_count(l) != 1) return std::nullopt;
  TSNode item = ts_node_named_child(l, 0);
  std::string k = node_type(item);
  if (k == "unary_operator" && text(child_by_field(item, "operator")) == "-") {
    k = node_type(child_by_field(item, "argument"));
    if (k != "float" && k != "integer") return std::nullopt;
  }
  std::optional<Type> elem;
  if (k == "true" || k == "false") elem = Type::bool_();
  if (k == "float") elem = Type::float_();
  if (k == "integer") elem = Type::int_();
  if (!elem) return std::nullopt;
  if (!ts_node_is_null(type)) {
    std::string t = text(type);
    t.erase(std::remove(t.begin(), t.end(), ' '), t.end());
    std::string want = elem->is(ir::TypeKind::Bool) ? "bool" : elem->is(ir::TypeKind::Int) ? "int" : "float";
    if (t != "list[" + want + "]" && t != "List[" + want + "]" && t != "typing.List[" + want + "]") {
      return std::nullopt;
    }
  }
  return elem;
}

namespace {

// The item type a `list[int]` / `list[float]` annotation names (typing spellings included).
std::optional<Type> annotated_items(const std::string& annotation) {
  return unboxed_annotation(annotation, {"list[", "List[", "typing.List["}, false);
}

bool fresh_list(const std::string& kind) { return kind == "list_comprehension" || kind == "list"; }

// `[1.5, -2.0, ...]` / `[1, -2, ...]`: a non-empty display of float literals only or int
// literals only, which mypy types list[float] / list[int] (mixed, the ints stay ints in CPython
// while mypy says list[float]: not one).
std::optional<Type> literal_list_items(TSNode right) {
  if (node_type(right) != "list" || ts_node_named_child_count(right) == 0) return std::nullopt;
  std::string kind;
  for (uint32_t i = 0; i < ts_node_named_child_count(right); ++i) {
    TSNode item = ts_node_named_child(right, i);
    if (node_type(item) == "unary_operator") {  // -1.0, +1, ~1
      item = child_by_field(item, "argument");
    }
    std::string k = node_type(item);
    if ((k != "float" && k != "integer") || (!kind.empty() && k != kind)) return std::nullopt;
    kind = k;
  }
  return kind == "float" ? Type::float_() : Type::int_();
}

}  // namespace

void Lowerer::walk_tree(TSNode root, bool named_only, const std::function<bool(TSNode)>& visit) {
  // An explicit stack: expressions nest thousands deep.
  std::vector<TSNode> stack{root};
  while (!stack.empty()) {
    TSNode n = stack.back();
    stack.pop_back();
    if (!visit(n)) continue;
    uint32_t count = named_only ? ts_node_named_child_count(n) : ts_node_child_count(n);
    for (uint32_t i = count; i-- > 0;) {
      stack.push_back(named_only ? ts_node_named_child(n, i) : ts_node_child(n, i));
    }
  }
}

void Lowerer::reject_nested_mentions(const std::vector<TSNode>& scopes,
                                     const std::map<std::string, Type>& candidates,
                                     std::set<std::string>& rejected) {
  // Any mention in a nested function, lambda or class (a closure's capture, a class attribute of
  // the same name) keeps the variable a Python container.
  for (TSNode scope : scopes) {
    walk_tree(scope, false, [&](TSNode n) {
      if (node_type(n) == "identifier" && candidates.count(text(n))) rejected.insert(text(n));
      return true;
    });
  }
}

bool Lowerer::unshadowed_builtin_call(TSNode call, std::initializer_list<const char*> names) {
  if (node_type(call) != "call") return false;
  TSNode fn = child_by_field(call, "function");
  if (node_type(fn) != "identifier") return false;
  std::string name = text(fn);
  bool listed = false;
  for (const char* n : names) listed |= name == n;
  return listed && !funcs_.count(name) && !classes_.count(name) && !imports_.count(name) &&
         mod_.find_global(name) == nullptr && !local_names_.count(name);
}

void Lowerer::find_native_lists(TSNode body, const std::set<std::string>& params) {
  native_lists_.clear();
  std::map<std::string, Type> candidates;
  std::map<std::string, bool> has_fresh;  // int/float candidates: some definition is a new list
  std::set<std::string> rejected(params.begin(), params.end());
  for (const auto& g : global_names_) rejected.insert(g);
  if (scope_ != nullptr) {
    for (const auto& c : scope_->cells) rejected.insert(c);  // captured by a nested function
  }
  auto walk = walk_tree;
  auto builtin_call = [&](TSNode call, std::initializer_list<const char*> names) {
    return unshadowed_builtin_call(call, names);
  };
  // The item type a definition gives: a fill's literal, else the annotation of any of the
  // variable's assignments (int/float lists only).
  std::map<std::string, Type> annotated;
  walk(body, true, [&](TSNode n) {
    std::string k = node_type(n);
    if (k == "function_definition" || k == "lambda" || k == "class_definition") return false;
    if (k == "assignment" && node_type(child_by_field(n, "left")) == "identifier") {
      TSNode type = child_by_field(n, "type");
      std::string name = text(child_by_field(n, "left"));
      if (ts_node_is_null(type)) return true;
      auto items = annotated_items(text(type));
      if (items && annotated.count(name) && annotated[name] != *items) rejected.insert(name);
      if (items) annotated.emplace(name, *items);
    }
    return true;
  });
  // Pass 1: the defining assignments. Bool lists are all fills (a bytearray holds nothing
  // else); int/float lists may also take any other list, which the variable then shares.
  walk(body, true, [&](TSNode n) {
    std::string k = node_type(n);
    if (k == "function_definition" || k == "lambda" || k == "class_definition") return false;
    if (k != "assignment") return true;
    TSNode left = child_by_field(n, "left");
    TSNode right = child_by_field(n, "right");
    if (node_type(left) != "identifier") return true;
    std::string name = text(left);
    bool chained = node_type(ts_node_parent(n)) == "assignment" ||
                   (!ts_node_is_null(right) && node_type(right) == "assignment");
    if (ts_node_is_null(right) || chained) {
      rejected.insert(name);  // a bare declaration, or `a = b = ...`
      return true;
    }
    auto fill = native_fill_type(right, child_by_field(n, "type"));
    if (!fill && ts_node_is_null(child_by_field(n, "type"))) fill = literal_list_items(right);
    std::optional<Type> elem = annotated.count(name) ? std::optional<Type>(annotated[name]) : fill;
    // (An int fill of a list[float] keeps int items in CPython: not native.)
    if (!elem || (fill && *fill != *elem)) {
      rejected.insert(name);
      return true;
    }
    if (elem->is(ir::TypeKind::Bool) && !fill) rejected.insert(name);
    if (candidates.count(name) && candidates[name] != *elem) rejected.insert(name);
    candidates.emplace(name, *elem);
    if (fill || fresh_list(node_type(right)) || native_list_callee(right, *elem)) {
      has_fresh[name] = true;
    }
    return true;
  });
  if (candidates.empty()) return;
  // Pass 2: every other mention must be one of the allowed uses.
  std::vector<TSNode> nested;
  walk(body, false, [&](TSNode n) {
    std::string k = node_type(n);
    if (k == "function_definition" || k == "lambda" || k == "class_definition") {
      nested.push_back(n);
      return false;
    }
    if (k != "identifier") return true;
    std::string name = text(n);
    if (!candidates.count(name) || rejected.count(name)) return false;
    bool numeric = !candidates[name].is(ir::TypeKind::Bool);
    TSNode p = ts_node_parent(n);
    std::string pk = node_type(p);
    bool ok = false;
    if (pk == "attribute" && same_node(child_by_field(p, "attribute"), n)) return false;  // obj.name
    if (pk == "keyword_argument" && same_node(child_by_field(p, "name"), n)) return false;
    if (pk == "assignment" && same_node(child_by_field(p, "left"), n)) {
      ok = true;  // a definition pass 1 accepted
    } else if (pk == "return_statement") {
      ok = native_return_ && *native_return_ == candidates[name];  // a native-list entry's result
    } else if (pk == "subscript" && same_node(child_by_field(p, "value"), n)) {
      TSNode gp = ts_node_parent(p);
      ok = ts_node_named_child_count(p) == 2 && node_type(child_by_field(p, "subscript")) != "slice" &&
           node_type(gp) != "delete_statement" && node_type(gp) != "expression_list" &&
           // xs[i] op= v reads and stores an int or float item like xs[i] and xs[i] = v
           !(node_type(gp) == "augmented_assignment" && same_node(child_by_field(gp, "left"), p) &&
             !numeric) &&
           !(node_type(gp) == "assignment" && same_node(child_by_field(gp, "left"), p) &&
             node_type(child_by_field(gp, "right")) == "assignment");
    } else if (pk == "argument_list" && ts_node_named_child_count(p) == 1) {
      TSNode call = ts_node_parent(p);
      ok = builtin_call(call, {"len"}) ||
           (numeric && builtin_call(call, {"sum", "min", "max", "any", "all"}));
    } else if ((pk == "for_statement" || pk == "for_in_clause") &&
               same_node(child_by_field(p, "right"), n)) {
      // A generator expression with a scope of its own would take the list away.
      TSNode owner = ts_node_parent(p);
      ok = pk == "for_statement" || node_type(owner) != "generator_expression" ||
           (!lazy_genexp(owner) && numeric);
    } else if (numeric && pk == "attribute" && same_node(child_by_field(p, "object"), n) &&
               text(child_by_field(p, "attribute")) == "append") {
      // xs.append(v): one positional argument.
      TSNode call = ts_node_parent(p);
      TSNode args = child_by_field(call, "arguments");
      ok = node_type(call) == "call" && same_node(child_by_field(call, "function"), p) &&
           node_type(args) == "argument_list" && ts_node_named_child_count(args) == 1;
      if (ok) {
        std::string ak = node_type(ts_node_named_child(args, 0));
        ok = ak != "keyword_argument" && ak != "list_splat" && ak != "dictionary_splat";
      }
    }
    if (!ok) rejected.insert(name);
    return false;
  });
  reject_nested_mentions(nested, candidates, rejected);
  for (const auto& [name, elem] : candidates) {
    if (rejected.count(name)) continue;
    if (!elem.is(ir::TypeKind::Bool) && !has_fresh[name]) continue;  // only ever shared lists
    native_lists_[name] = elem;
  }
}

RValue Lowerer::lower_native_fill(TSNode right, Type elem) {
  TSNode l = child_by_field(right, "left");
  RValue fill = lower_expr(ts_node_named_child(l, 0));
  RValue count = lower_expr(child_by_field(right, "right"));
  auto n = coerce(count, Type::int_(), child_by_field(right, "right"), "list repetition count");
  if (!n) return poison(Type::buffer(elem));
  set_span(right);
  RValue f = elem.is(ir::TypeKind::Float) ? to_float(fill) : fill;
  PrimId make = elem.is(ir::TypeKind::Bool)  ? PrimId::BufNewBool
                : elem.is(ir::TypeKind::Int) ? PrimId::NlFillInt
                                             : PrimId::NlFillFloat;
  RValue r = b_->prim_as(make, {n->v, f.v}, Type::buffer(elem));
  b_->release(f);
  b_->release(*n);
  return r;
}

}  // namespace hintc::frontend
