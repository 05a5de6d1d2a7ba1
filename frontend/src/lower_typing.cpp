// Names from typing / typing_extensions: their values at run time (List[int] as an expression,
// TypeVar(...), NewType(...)), cast(), and module-level aliases, TypeVars and NewTypes used as
// annotations.
#include "check/type_rules.h"
#include "lowerer.h"

namespace hintc::frontend {

using ir::PrimId;
using ir::TypeKind;

bool Lowerer::typing_module(const std::string& module) {
  return module == "typing" || module == "typing_extensions";
}

const std::pair<std::string, std::string>* Lowerer::typing_name(const std::string& alias) const {
  if (!module_level_) {
    // `from typing import cast` inside this def or one enclosing it binds the name there.
    for (const Scope* s = scope_; s != nullptr; s = s->parent) {
      if (const auto* tn = scope_typing_import(s, alias)) return tn;
      if (s->locals.count(alias) || s->params.count(alias)) return nullptr;
    }
    if (locals_.count(alias) || local_names_.count(alias)) return nullptr;
  }
  if (mod_.find_global(alias) != nullptr) return nullptr;  // rebound by the module
  auto it = typing_names_.find(alias);
  return it == typing_names_.end() ? nullptr : &it->second;
}

const std::pair<std::string, std::string>* Lowerer::scope_typing_import(
    const Scope* s, const std::string& alias) const {
  auto key = std::make_pair(ts_node_start_byte(s->node), alias);
  auto found = scope_typing_names_.find(key);
  if (found != scope_typing_names_.end()) return found->second ? &*found->second : nullptr;
  std::optional<std::pair<std::string, std::string>> hit;
  TSNode body = child_by_field(s->node, "body");
  // The def's own statements, not those of defs and classes nested in it.
  walk_tree(body, true, [&](TSNode n) {
    std::string k = node_type(n);
    if (k == "function_definition" || k == "class_definition" || k == "lambda") return false;
    if (k != "import_from_statement") return true;
    TSNode modnode = child_by_field(n, "module_name");
    std::string module = text(modnode);
    if (!typing_module(module)) return false;
    for (TSNode item : import_items(n)) {
      bool aliased = node_type(item) == "aliased_import";
      std::string name = text(aliased ? child_by_field(item, "name") : item);
      if (text(aliased ? child_by_field(item, "alias") : item) == alias) hit = {module, name};
    }
    return false;
  });
  auto& slot = scope_typing_names_[key];
  slot = hit;
  return slot ? &*slot : nullptr;
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

bool Lowerer::is_cast_callee(TSNode fn) const {
  if (node_type(fn) == "identifier") {
    const auto* tn = typing_name(text(fn));
    return tn != nullptr && tn->second == "cast";
  }
  if (node_type(fn) != "attribute") return false;
  TSNode obj = child_by_field(fn, "object");
  auto imp = imports_.find(text(obj));
  return node_type(obj) == "identifier" && imp != imports_.end() &&
         (imp->second == "module:typing" || imp->second == "module:typing_extensions") &&
         text(child_by_field(fn, "attribute")) == "cast";
}

std::optional<RValue> Lowerer::lower_cast(TSNode call, TSNode args) {
  // cast(T, v) / typing.cast(T, v) has type T (check/type_rules.h decides what that takes): v
  // itself when it is a T, converted when every v is one, else checked when it runs, as mypyc
  // does (TypeError "T object expected; got U").
  if (!is_cast_callee(child_by_field(call, "function"))) return std::nullopt;
  std::vector<TSNode> argv = positional_args(args, false);
  if (argv.size() != 2) return std::nullopt;  // the library's own error
  auto t = parse_annotation(argv[0]);
  if (!t) return poison();
  RValue v = lower_expr(argv[1]);
  set_span(call);
  switch (check::cast_action(v.type(), *t)) {
    case check::CastAction::Keep: return v;
    case check::CastAction::Convert: {
      auto c = coerce(v, *t, call, "cast");
      return c ? *c : poison(*t);
    }
    case check::CastAction::Check: break;
  }
  RValue o = to_object(v);
  note(call, "check", "cast(" + t->name() + ", ...): checked to be " + t->name() + " at run time");
  RValue r = b_->unbox_cast(o.v, *t);
  b_->release(o);
  return r;
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
    } else {
      // Another call that makes a class mypy reads as a type (NamedTuple('NT', [...]),
      // TypedDict(...), Enum('E', ...)): a class Python makes, its values objects.
      t = Type::object();
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
