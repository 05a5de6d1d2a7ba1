// Which float powers are floats: `a ** b` is complex in Python 3 exactly when a is a finite
// negative number and b a finite non-integer, so the result is a float when b is an int, an
// integer-valued float literal, or when a is never a finite negative number. The last is
// proved syntactically (docs/float_pow.md): literals, `e * e` of one side-effect-free
// expression, sums, products and quotients of such operands, abs() of a number, len(), and locals of
// this function every binding of which is `x = E` / `x += E` / `x *= E` with such an E.
#include <cmath>
#include <cstdlib>

#include "lowerer.h"

namespace hintc::frontend {

using ir::TypeKind;

namespace {

// A plain read of a float/int/bool local, a numeric literal, or arithmetic of those: evaluating
// it twice gives the same value and runs no Python code.
bool pure_numeric(const Lowerer& lw, TSNode e, int depth);

}  // namespace

bool Lowerer::numeric_local(TSNode e) const {
  if (node_type(e) != "identifier") return false;
  Register* r = local(text(e));
  if (r == nullptr) return false;
  return r->type.is(TypeKind::Float) || r->type.is(TypeKind::Int) || r->type.is(TypeKind::Bool);
}

namespace {

bool pure_numeric(const Lowerer& lw, TSNode e, int depth) {
  if (depth > 40) return false;
  std::string k = node_type(e);
  if (k == "parenthesized_expression" && ts_node_named_child_count(e) == 1) {
    return pure_numeric(lw, ts_node_named_child(e, 0), depth + 1);
  }
  if (k == "integer" || k == "float") return true;
  if (k == "identifier") return lw.numeric_local(e);
  if (k == "unary_operator") return pure_numeric(lw, child_by_field(e, "argument"), depth + 1);
  if (k == "binary_operator") {
    std::string op = lw.text(child_by_field(e, "operator"));
    if (op != "+" && op != "-" && op != "*") return false;
    return pure_numeric(lw, child_by_field(e, "left"), depth + 1) &&
           pure_numeric(lw, child_by_field(e, "right"), depth + 1);
  }
  return false;
}

TSNode strip_parens(TSNode e) {
  while (node_type(e) == "parenthesized_expression" && ts_node_named_child_count(e) == 1) {
    e = ts_node_named_child(e, 0);
  }
  return e;
}

}  // namespace

bool Lowerer::never_negative(TSNode e, std::set<std::string>& assumed, int depth) {
  if (ts_node_is_null(e) || depth > 40) return false;
  e = strip_parens(e);
  std::string k = node_type(e);
  if (k == "integer" || k == "float") return true;  // a literal has no sign; `-1.0` is unary
  if (k == "binary_operator") {
    std::string op = text(child_by_field(e, "operator"));
    TSNode l = strip_parens(child_by_field(e, "left"));
    TSNode r = strip_parens(child_by_field(e, "right"));
    if (op == "*" && text(l) == text(r) && pure_numeric(*this, l, 0)) return true;  // a square
    if (op != "+" && op != "*" && op != "/") return false;
    return never_negative(l, assumed, depth + 1) && never_negative(r, assumed, depth + 1);
  }
  if (k == "call" && unshadowed_builtin_call(e, {"len"})) return true;
  if (k == "call" && unshadowed_builtin_call(e, {"abs"})) {
    TSNode args = child_by_field(e, "arguments");
    return ts_node_named_child_count(args) == 1 && pure_numeric(*this, ts_node_named_child(args, 0), 0);
  }
  if (k == "identifier") return never_negative_local(text(e), assumed, depth);
  return false;
}

bool Lowerer::never_negative_local(const std::string& name, std::set<std::string>& assumed,
                                   int depth) {
  // Only a plain local of this function: parameters, globals, closure cells and module names
  // can hold anything.
  if (scope_ == nullptr || module_level_ || global_names_.count(name)) return false;
  if (!scope_->locals.count(name) || scope_->params.count(name) || scope_->cells.count(name) ||
      scope_->nonlocals.count(name) || scope_->globals.count(name)) {
    return false;
  }
  Register* reg = local(name);
  if (reg == nullptr || !(reg->type.is(TypeKind::Float) || reg->type.is(TypeKind::Int))) {
    return false;
  }
  // Induction over the bindings in execution order: each binding keeps the value non-negative
  // when the values it reads are (a local starts unbound, so `x += E` sees an earlier value).
  if (!assumed.insert(name).second) return true;
  TSNode body = child_by_field(scope_->node, "body");
  bool ok = true;
  walk_tree(body, true, [&](TSNode n) {
    if (!ok) return false;
    std::string k = node_type(n);
    if (k == "function_definition" || k == "lambda" || k == "class_definition") return false;
    if (k != "identifier" || text(n) != name) return true;
    TSNode parent = ts_node_parent(n);
    std::string pk = node_type(parent);
    bool is_left = (pk == "assignment" || pk == "augmented_assignment") &&
                   same_node(child_by_field(parent, "left"), n);
    if (is_left) {
      TSNode right = child_by_field(parent, "right");
      std::string op = pk == "assignment" ? "=" : text(child_by_field(parent, "operator"));
      if (op != "=" && op != "+=" && op != "*=") {
        ok = false;
      } else if (ts_node_is_null(right)) {
        ok = op == "=";  // `x: float` declares without binding
      } else {
        ok = never_negative(right, assumed, depth + 1);
      }
      return ok;
    }
    // Reads are harmless; any other position may bind (for targets, unpacking, walrus, with,
    // except, del, import, match captures): not proved.
    static const char* const kReads[] = {"binary_operator",   "unary_operator",
                                         "comparison_operator", "argument_list",
                                         "parenthesized_expression", "boolean_operator",
                                         "return_statement",  "expression_statement",
                                         "subscript",         "conditional_expression",
                                         "assignment",        "augmented_assignment",
                                         "not_operator",      "attribute",
                                         "call",              "list",
                                         "set",               "tuple",
                                         "interpolation",     "keyword_argument",
                                         "if_statement",      "while_statement",
                                         "elif_clause",       "assert_statement"};
    bool read = false;
    for (const char* r : kReads) read |= pk == r;
    // A `tuple`/`list` parent is a display only outside assignment targets.
    if (read && (pk == "tuple" || pk == "list")) {
      TSNode up = ts_node_parent(parent);
      std::string uk = node_type(up);
      if ((uk == "assignment" || uk == "for_statement" || uk == "augmented_assignment") &&
          same_node(child_by_field(up, "left"), parent)) {
        read = false;
      }
    }
    if (pk == "keyword_argument" && same_node(child_by_field(parent, "name"), n)) read = true;
    if (!read) ok = false;
    return ok;
  });
  return ok;
}

bool Lowerer::float_pow_is_real(TSNode at, TSNode right_node, bool int_exponent) {
  if (int_exponent) return true;
  if (!ts_node_is_null(right_node)) {
    TSNode r = strip_parens(right_node);
    if (node_type(r) == "unary_operator" && text(child_by_field(r, "operator")) == "-") {
      r = strip_parens(child_by_field(r, "argument"));
    }
    if (node_type(r) == "float") {
      std::string t = text(r);
      t.erase(std::remove(t.begin(), t.end(), '_'), t.end());
      double v = std::strtod(t.c_str(), nullptr);
      if (std::isfinite(v) && std::floor(v) == v) return true;  // 2.0, 1e3
    }
  }
  std::string k = node_type(at);
  TSNode base{};
  if (k == "binary_operator" || k == "augmented_assignment") base = child_by_field(at, "left");
  std::set<std::string> assumed;
  return !ts_node_is_null(base) && never_negative(base, assumed, 0);
}

}  // namespace hintc::frontend
