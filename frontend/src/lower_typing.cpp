// Names from typing / typing_extensions: their values at run time (List[int] as an expression,
// TypeVar(...), NewType(...)), cast(), and module-level aliases, TypeVars and NewTypes used as
// annotations.
#include "lowerer.h"

namespace hintc::frontend {

using ir::PrimId;
using ir::TypeKind;

bool Lowerer::typing_module(const std::string& module) {
  return module == "typing" || module == "typing_extensions";
}

const std::pair<std::string, std::string>* Lowerer::typing_name(const std::string& alias) const {
  if (!module_level_ && (locals_.count(alias) || local_names_.count(alias))) return nullptr;
  if (mod_.find_global(alias) != nullptr) return nullptr;  // rebound by the module
  auto it = typing_names_.find(alias);
  return it == typing_names_.end() ? nullptr : &it->second;
}

std::optional<RValue> Lowerer::typing_value(const std::string& alias, TSNode at) {
  // `from typing import X` binds nothing the compiled code reads: annotations are read at
  // compile time. A use as a value takes the attribute from the module when it runs.
  const auto* tn = typing_name(alias);
  if (tn == nullptr) return std::nullopt;
  set_span(at);
  RValue m = b_->load_str(tn->first), a = b_->load_str(tn->second);
  RValue v = b_->prim(PrimId::ImportFrom, {m.v, a.v});
  b_->release(a);
  b_->release(m);
  return v;
}

std::optional<RValue> Lowerer::lower_cast(TSNode call, TSNode args) {
  // cast(T, v) / typing.cast(T, v) does nothing at run time: v keeps its own type, or is an
  // untyped object when that differs from T (so what follows behaves, and fails, as in CPython;
  // a typed variable it enters checks it there).
  TSNode fn = child_by_field(call, "function");
  bool is_cast = false;
  if (node_type(fn) == "identifier") {
    const auto* tn = typing_name(text(fn));
    is_cast = tn != nullptr && tn->second == "cast";
  } else if (node_type(fn) == "attribute") {
    TSNode obj = child_by_field(fn, "object");
    auto imp = imports_.find(text(obj));
    is_cast = node_type(obj) == "identifier" && imp != imports_.end() &&
              (imp->second == "module:typing" || imp->second == "module:typing_extensions") &&
              text(child_by_field(fn, "attribute")) == "cast";
  }
  if (!is_cast) return std::nullopt;
  std::vector<TSNode> argv = positional_args(args, false);
  if (argv.size() != 2) return std::nullopt;  // the library's own error
  auto t = parse_annotation(argv[0]);
  if (!t) return poison();
  RValue v = lower_expr(argv[1]);
  if (v.type() == *t) return v;
  set_span(call);
  return to_object(v);
}

TSNode Lowerer::module_assignment(TSNode at, const std::string& name) const {
  TSNode root = ts_tree_root_node(at.tree);
  for (uint32_t i = 0; i < ts_node_named_child_count(root); ++i) {
    TSNode s = ts_node_named_child(root, i);
    if (node_type(s) != "expression_statement" || ts_node_named_child_count(s) != 1) continue;
    TSNode a = ts_node_named_child(s, 0);
    TSNode left = child_by_field(a, "left");
    if (node_type(a) == "assignment" && node_type(left) == "identifier" && text(left) == name)
      return a;
  }
  return TSNode{};
}

bool Lowerer::paramspec_component(TSNode annotation) const {
  TSNode obj = child_by_field(annotation, "object");
  std::string attr = text(child_by_field(annotation, "attribute"));
  if (node_type(obj) != "identifier" || (attr != "args" && attr != "kwargs")) return false;
  TSNode a = module_assignment(annotation, text(obj));
  TSNode right = ts_node_is_null(a) ? TSNode{} : child_by_field(a, "right");
  if (node_type(right) != "call") return false;
  std::string fn = text(child_by_field(right, "function"));
  return fn == "ParamSpec" || (fn.size() > 10 && fn.compare(fn.size() - 10, 10, ".ParamSpec") == 0);
}

std::optional<Type> Lowerer::module_type_name(TSNode at, const std::string& name) {
  // NAME = <type>, NAME: TypeAlias = <type>, NAME = TypeVar(...), NAME = NewType("N", base)
  // at the top of the module: what mypy reads an annotation NAME as.
  TSNode a = module_assignment(at, name);
  if (ts_node_is_null(a)) return std::nullopt;
  TSNode type = child_by_field(a, "type"), right = child_by_field(a, "right");
  if (ts_node_is_null(right)) return std::nullopt;
  bool declared_alias = !ts_node_is_null(type) && type_alias_annotation(text(type));
  if (!ts_node_is_null(type) && !declared_alias) return std::nullopt;  // a typed variable
  if (!alias_stack_.insert(name).second) return std::nullopt;          // A = List[A]
  std::optional<Type> t;
  if (node_type(right) == "call") {
    std::string fn = text(child_by_field(right, "function"));
    std::string base = fn.substr(fn.rfind('.') == std::string::npos ? 0 : fn.rfind('.') + 1);
    std::vector<TSNode> argv = positional_args(child_by_field(right, "arguments"), true);
    if (base == "TypeVar" || base == "ParamSpec" || base == "TypeVarTuple") {
      t = Type::object();  // generic code holds any value as an object
    } else if (base == "NewType" && argv.size() == 2) {
      t = parse_annotation(argv[1]);
    }
  } else {
    std::string k = node_type(right);
    if (k == "subscript" || k == "generic_type" || k == "identifier" || k == "attribute" ||
        (k == "binary_operator" && text(child_by_field(right, "operator")) == "|") ||
        (k == "string" && declared_alias)) {
      t = parse_annotation(right);
    }
  }
  alias_stack_.erase(name);
  return t;
}

}  // namespace hintc::frontend
