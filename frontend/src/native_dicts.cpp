// Which local dicts are kept as native int-keyed hash maps (rt_native_dict.h): variables
// annotated dict[int, int] / dict[int, float] / dict[int, bool] (or unannotated, defined only by
// comprehensions and displays that turn out to have those types) whose every definition is a fresh
// dict (`{}`, `dict()`, a literal of pairs, a dict comprehension) and whose every use is d[k],
// d[k] = v, d[k] op= v, del d[k], `k in d` / `not in`, len(d), a truth test, d.get / pop /
// setdefault / clear, the source of a for loop or comprehension clause (d, d.keys(),
// d.values(), d.items()), or the argument of sum/min/max/any/all (d, d.keys(), d.values()). Any
// other mention keeps the variable an ordinary dict.
#include "lowerer.h"

namespace hintc::frontend {

namespace {

// The value type a `dict[int, V]` annotation names (typing spellings included).
std::optional<Type> annotated_values(const std::string& annotation) {
  return unboxed_annotation(annotation, {"dict[int,", "Dict[int,", "typing.Dict[int,"}, true);
}

// The number of positional arguments of call `c` when it has only plain ones, else -1.
int plain_arg_count(TSNode call) {
  TSNode args = child_by_field(call, "arguments");
  if (ts_node_is_null(args) || node_type(args) != "argument_list") return -1;
  int n = 0;
  for (uint32_t i = 0; i < ts_node_named_child_count(args); ++i) {
    std::string k = node_type(ts_node_named_child(args, i));
    if (k == "comment") continue;
    if (k == "keyword_argument" || k == "list_splat" || k == "dictionary_splat") return -1;
    ++n;
  }
  return n;
}

// `{}` or a display of plain pairs.
bool fresh_display(TSNode d) {
  for (uint32_t i = 0; i < ts_node_named_child_count(d); ++i) {
    std::string k = node_type(ts_node_named_child(d, i));
    if (k != "pair" && k != "comment") return false;
  }
  return true;
}

// The operator text of a comparison (`in`, `notin`, ...), its tokens joined.
std::string comparison_ops(TSNode cmp, const std::function<std::string(TSNode)>& text_of) {
  std::string ops;
  for (uint32_t i = 0; i < ts_node_child_count(cmp); ++i) {
    TSNode c = ts_node_child(cmp, i);
    if (!ts_node_is_named(c)) ops += text_of(c);
  }
  ops.erase(std::remove(ops.begin(), ops.end(), ' '), ops.end());  // `not in` may be one token
  return ops;
}

}  // namespace

void Lowerer::find_native_dicts(TSNode body, const std::set<std::string>& params) {
  native_dicts_.clear();
  std::map<std::string, Type> candidates;
  std::set<std::string> rejected(params.begin(), params.end());
  for (const auto& g : global_names_) rejected.insert(g);
  if (scope_ != nullptr) {
    for (const auto& c : scope_->cells) rejected.insert(c);  // captured by a nested function
  }
  for (const auto& [name, elem] : native_lists_) rejected.insert(name);
  auto nested_scope = [&](const std::string& k) {
    return k == "function_definition" || k == "lambda" || k == "class_definition";
  };
  // Pass 1: the annotations and the defining assignments.
  std::map<std::string, Type> annotated;
  walk_tree(body, true, [&](TSNode n) {
    std::string k = node_type(n);
    if (nested_scope(k)) return false;
    if (k != "assignment" || node_type(child_by_field(n, "left")) != "identifier") return true;
    TSNode type = child_by_field(n, "type");
    std::string name = text(child_by_field(n, "left"));
    if (ts_node_is_null(type)) return true;
    auto v = annotated_values(text(type));
    if (!v || (annotated.count(name) && annotated[name] != *v)) rejected.insert(name);
    if (v) annotated.emplace(name, *v);
    return true;
  });
  walk_tree(body, true, [&](TSNode n) {
    std::string k = node_type(n);
    if (nested_scope(k)) return false;
    if (k != "assignment") return true;
    TSNode left = child_by_field(n, "left");
    TSNode right = child_by_field(n, "right");
    if (node_type(left) != "identifier") return true;
    std::string name = text(left);
    // Without an annotation the type is the definitions' own (decided when the first one is
    // lowered: `object` here): only comprehensions and displays of pairs can tell it.
    bool inferred = !annotated.count(name);
    bool chained = node_type(ts_node_parent(n)) == "assignment" ||
                   (!ts_node_is_null(right) && node_type(right) == "assignment");
    std::string rk = ts_node_is_null(right) ? "" : node_type(right);
    bool display = rk == "dictionary" && fresh_display(right);
    bool fresh = inferred ? rk == "dictionary_comprehension" ||
                                (display && ts_node_named_child_count(right) > 0)
                          : display || rk == "dictionary_comprehension" ||
                                (unshadowed_builtin_call(right, {"dict"}) && plain_arg_count(right) == 0);
    if (chained || !fresh) rejected.insert(name);  // a bare declaration, `a = b = ...`, a dict
                                                   // from elsewhere
    candidates.emplace(name, inferred ? Type::object() : annotated[name]);
    return true;
  });
  if (candidates.empty()) return;
  // Pass 2: every other mention must be one of the allowed uses.
  std::vector<TSNode> nested;
  walk_tree(body, false, [&](TSNode n) {
    std::string k = node_type(n);
    if (nested_scope(k)) {
      nested.push_back(n);
      return false;
    }
    if (k != "identifier") return true;
    std::string name = text(n);
    if (!candidates.count(name) || rejected.count(name)) return false;
    TSNode p = ts_node_parent(n);
    std::string pk = node_type(p);
    TSNode gp = ts_node_parent(p);
    std::string gk = ts_node_is_null(gp) ? "" : node_type(gp);
    bool ok = false;
    if (pk == "attribute" && same_node(child_by_field(p, "attribute"), n)) return false;  // obj.name
    if (pk == "keyword_argument" && same_node(child_by_field(p, "name"), n)) return false;
    // A loop source: a statement, or a clause of a comprehension that runs in this frame.
    auto loop_source = [&](TSNode src) {
      TSNode loop = ts_node_parent(src);
      std::string lk = node_type(loop);
      if ((lk != "for_statement" && lk != "for_in_clause") || !same_node(child_by_field(loop, "right"), src)) {
        return false;
      }
      TSNode owner = ts_node_parent(loop);
      return lk == "for_statement" || node_type(owner) != "generator_expression" || !lazy_genexp(owner);
    };
    // The one argument of sum/min/max/any/all (min/max of bool values would come out as ints).
    auto reduced = [&](TSNode arg, bool values) {
      TSNode args = ts_node_parent(arg);
      if (node_type(args) != "argument_list" || ts_node_named_child_count(args) != 1) return false;
      TSNode call = ts_node_parent(args);
      Type v = candidates[name];  // (object: not known yet)
      bool bools = values && !v.is(ir::TypeKind::Int) && !v.is(ir::TypeKind::Float);
      return bools ? unshadowed_builtin_call(call, {"sum", "any", "all"})
                   : unshadowed_builtin_call(call, {"sum", "min", "max", "any", "all"});
    };
    if (pk == "assignment" && same_node(child_by_field(p, "left"), n)) {
      ok = true;  // a definition pass 1 accepted
    } else if (pk == "subscript" && same_node(child_by_field(p, "value"), n)) {
      ok = ts_node_named_child_count(p) == 2 && node_type(child_by_field(p, "subscript")) != "slice" &&
           gk != "expression_list" && gk != "pattern_list" && gk != "tuple_pattern" &&
           gk != "list_pattern" &&
           !(gk == "assignment" && same_node(child_by_field(gp, "left"), p) &&
             node_type(child_by_field(gp, "right")) == "assignment");
      if (gk == "expression_list" && node_type(ts_node_parent(gp)) == "delete_statement") ok = true;
    } else if (pk == "argument_list" && ts_node_named_child_count(p) == 1) {
      ok = unshadowed_builtin_call(gp, {"len", "bool"}) || reduced(n, false);
    } else if (pk == "comparison_operator" && ts_node_named_child_count(p) == 2 &&
               same_node(ts_node_named_child(p, 1), n)) {
      std::string ops = comparison_ops(p, [&](TSNode c) { return text(c); });
      ok = ops == "in" || ops == "notin";
    } else if (pk == "if_statement" || pk == "elif_clause" || pk == "while_statement") {
      ok = same_node(child_by_field(p, "condition"), n);
    } else if (pk == "not_operator") {
      ok = true;
    } else if (loop_source(n)) {
      ok = true;
    } else if (pk == "attribute" && same_node(child_by_field(p, "object"), n) && gk == "call" &&
               same_node(child_by_field(gp, "function"), p)) {
      std::string m = text(child_by_field(p, "attribute"));
      int argc = plain_arg_count(gp);
      ok = ((m == "get" || m == "pop") && (argc == 1 || argc == 2)) ||
           (m == "setdefault" && argc == 2) || (m == "clear" && argc == 0) ||
           ((m == "keys" || m == "values" || m == "items") && argc == 0 && loop_source(gp)) ||
           ((m == "keys" || m == "values") && argc == 0 && reduced(gp, m == "values"));
    }
    if (!ok) rejected.insert(name);
    return false;
  });
  reject_nested_mentions(nested, candidates, rejected);
  for (const auto& [name, value] : candidates) {
    if (!rejected.count(name)) native_dicts_[name] = value;
  }
}

}  // namespace hintc::frontend
