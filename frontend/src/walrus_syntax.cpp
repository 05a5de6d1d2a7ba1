// Follows CPython 3.11's symtable.c (symtable_handle_namedexpr, symtable_extend_namedexpr_scope,
// the comprehension iteration-target check of symtable_add_def_helper), visiting a comprehension
// as it does: the first iterable in the enclosing scope, then in the comprehension's own scope each
// `for` target, its iterable (after the first) and its conditions, then the element.
#include "walrus_syntax.h"

#include <set>
#include <string>
#include <vector>

namespace hintc::frontend {
namespace {

struct Scope {
  enum Kind { kModule, kFunction, kClass, kComprehension } kind;
  explicit Scope(Kind k) : kind(k) {}
  int iter_expr = 0;                // inside one of the comprehension iterables it visits
  std::set<std::string> iter_vars;  // a comprehension's iteration variables bound so far
  std::set<std::string> walrus;     // names a walrus in this comprehension binds outside it
};

bool is_comprehension(const std::string& k) {
  return k == "list_comprehension" || k == "set_comprehension" ||
         k == "dictionary_comprehension" || k == "generator_expression";
}

class Checker {
 public:
  Checker(const SourceFile& src, Diagnostics& diags) : src_(src), diags_(diags) {}

  bool run(TSNode root) {
    stack_.emplace_back(Scope::kModule);
    visit(root);
    return failed_;
  }

 private:
  std::string text(TSNode n) const {
    return std::string(src_.slice(ts_node_start_byte(n), ts_node_end_byte(n)));
  }

  void fail(TSNode at, const std::string& msg) {
    if (failed_) return;  // CPython stops at the first
    diags_.error(ts_node_start_byte(at), msg);
    failed_ = true;
  }

  void children(TSNode n) {
    for (uint32_t i = 0; i < ts_node_named_child_count(n) && !failed_; ++i) {
      visit(ts_node_named_child(n, i));
    }
  }

  void names_in(TSNode t, std::vector<TSNode>& out) {
    std::string k = ts_node_type(t);
    if (k == "identifier") {
      out.push_back(t);
      return;
    }
    if (k == "attribute" || k == "subscript") return;
    for (uint32_t i = 0; i < ts_node_named_child_count(t); ++i) names_in(ts_node_named_child(t, i), out);
  }

  void walrus(TSNode n) {
    TSNode name = ts_node_child_by_field_name(n, "name", 4);
    std::string target = text(name);
    Scope& cur = stack_.back();
    if (cur.iter_expr > 0) {
      return fail(n, "assignment expression cannot be used in a comprehension iterable expression");
    }
    if (cur.kind == Scope::kComprehension) {
      for (auto it = stack_.rbegin(); it != stack_.rend(); ++it) {
        if (it->kind == Scope::kComprehension) {
          if (it->iter_vars.count(target)) {
            return fail(n, "assignment expression cannot rebind comprehension iteration variable '" +
                               target + "'");
          }
          continue;
        }
        if (it->kind == Scope::kClass) {
          return fail(n, "assignment expression within a comprehension cannot be used in a class body");
        }
        break;
      }
      cur.walrus.insert(target);
    }
    visit(ts_node_child_by_field_name(n, "value", 5));
  }

  void comprehension(TSNode n) {
    std::vector<TSNode> clauses;
    for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) clauses.push_back(ts_node_named_child(n, i));
    bool first = true;
    for (TSNode c : clauses) {  // the first iterable: evaluated in the enclosing scope
      if (std::string(ts_node_type(c)) != "for_in_clause") continue;
      ++stack_.back().iter_expr;
      visit(ts_node_child_by_field_name(c, "right", 5));
      --stack_.back().iter_expr;
      break;
    }
    enter(Scope::kComprehension);
    TSNode body = ts_node_child_by_field_name(n, "body", 4);
    for (TSNode c : clauses) {
      if (failed_) break;
      std::string k = ts_node_type(c);
      if (k == "for_in_clause") {
        std::vector<TSNode> targets;
        names_in(ts_node_child_by_field_name(c, "left", 4), targets);
        for (TSNode t : targets) {
          if (stack_.back().walrus.count(text(t))) {
            fail(t, "comprehension inner loop cannot rebind assignment expression target '" +
                        text(t) + "'");
          }
          stack_.back().iter_vars.insert(text(t));
        }
        if (!first) {
          ++stack_.back().iter_expr;
          visit(ts_node_child_by_field_name(c, "right", 5));
          --stack_.back().iter_expr;
        }
        first = false;
      } else if (k == "if_clause") {
        children(c);
      }
    }
    if (!failed_ && !ts_node_is_null(body)) visit(body);
    stack_.pop_back();
  }

  // A new scope inside a comprehension iterable is inside it too (symtable_enter_block).
  void enter(Scope::Kind k) {
    int inherited = stack_.empty() ? 0 : stack_.back().iter_expr;
    stack_.emplace_back(k);
    stack_.back().iter_expr = inherited;
  }

  void visit(TSNode n) {
    if (ts_node_is_null(n) || failed_) return;
    std::string k = ts_node_type(n);
    if (k == "named_expression") return walrus(n);
    if (is_comprehension(k)) return comprehension(n);
    if (k == "function_definition" || k == "lambda") {
      // Defaults and decorators belong to the enclosing scope; checking them in the new one is
      // the same here: a walrus there is in no comprehension of its own.
      enter(Scope::kFunction);
      children(n);
      stack_.pop_back();
      return;
    }
    if (k == "class_definition") {
      enter(Scope::kClass);
      children(n);
      stack_.pop_back();
      return;
    }
    children(n);
  }

  const SourceFile& src_;
  Diagnostics& diags_;
  std::vector<Scope> stack_;
  bool failed_ = false;
};

}  // namespace

bool report_walrus_scope_errors(TSNode root, const SourceFile& src, Diagnostics& diags) {
  return Checker(src, diags).run(root);
}

}  // namespace hintc::frontend
