// Type annotations: builtin and typing spellings of int/float/bool/str/bytes, containers,
// Optional/Union with None, Final, Any and object.
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

namespace {

// "typing.List" -> "List"; names from typing and builtins are recognised either way.
std::string strip_typing(const std::string& name) {
  for (const char* prefix : {"typing.", "typing_extensions.", "t.", "builtins."}) {
    std::string p = prefix;
    if (name.rfind(p, 0) == 0) return name.substr(p.size());
  }
  return name;
}

// Builtin exception classes and traceback objects (as in __exit__'s signature) are library classes:
// objects whose operations CPython checks.
bool exception_annotation(const std::string& name) {
  if (name == "TracebackType" || name == "types.TracebackType") return true;
  auto ends = [&](const char* s) {
    std::string t = s;
    return name.size() > t.size() && name.compare(name.size() - t.size(), t.size(), t) == 0;
  };
  bool exc = ends("Error") || ends("Exception") || ends("Warning") || name == "GeneratorExit" ||
             name == "KeyboardInterrupt" || name == "SystemExit" || name == "StopIteration" ||
             name == "StopAsyncIteration" || name == "BaseExceptionGroup" || name == "ExceptionGroup" ||
             name == "Exception" || name == "Warning";
  return exc;
}

}  // namespace

bool bare_final(const std::string& annotation) { return strip_typing(annotation) == "Final"; }

bool type_alias_annotation(const std::string& annotation) {
  return strip_typing(annotation) == "TypeAlias";
}

std::vector<TSNode> annotation_args(TSNode t) {
  std::vector<TSNode> params;
  std::string kind = node_type(t);
  if (kind == "subscript" && named_children(t).size() > 2) {
    // Dict[K, V] as an expression (an alias's value): each index is a child of its own.
    for (uint32_t i = 1; i < ts_node_named_child_count(t); ++i) {
      TSNode c = ts_node_named_child(t, i);
      if (node_type(c) != "comment") params.push_back(c);
    }
  } else if (kind == "subscript") {
    TSNode sub = child_by_field(t, "subscript");
    if (node_type(sub) == "tuple" || node_type(sub) == "expression_list") {
      params = named_children(sub);
    } else {
      params.push_back(sub);
    }
  } else if (kind == "generic_type") {
    for (TSNode c : named_children(t)) {
      if (node_type(c) == "type_parameter") params = named_children(c);
    }
  }
  return params;
}

std::optional<Type> Lowerer::parse_annotation(TSNode t) {
  std::optional<Type> r = parse_annotation_node(t);
  if (r && !r->is(ir::TypeKind::Optional) && !r->is(ir::TypeKind::None) && ignores_ != nullptr &&
      ignored_none_default(t)) {
    return Type::object();
  }
  return r;
}

std::optional<Type> Lowerer::parse_annotation_node(TSNode t) {
  std::string kind = node_type(t);
  if (kind == "type" && ts_node_named_child_count(t) == 1) {
    return parse_annotation(ts_node_named_child(t, 0));
  }
  if (kind == "none") return Type::none();
  if (kind == "string") {
    // A forward reference in quotes: the annotation text inside.
    auto s = string_value(t);
    if (!s) return std::nullopt;
    return parse_annotation_text(t, *s);
  }
  if (kind == "union_type") {  // `list[int] | None`: the grammar's union of generic types
    std::vector<Type> members;
    for (uint32_t i = 0; i < ts_node_named_child_count(t); ++i) {
      TSNode m = ts_node_named_child(t, i);
      if (node_type(m) == "comment") continue;
      auto mt = parse_annotation(m);
      if (!mt) return std::nullopt;
      members.push_back(*mt);
    }
    return union_of(members);
  }
  if (kind == "binary_operator" && text(child_by_field(t, "operator")) == "|") {
    auto l = parse_annotation(child_by_field(t, "left"));
    auto r = parse_annotation(child_by_field(t, "right"));
    if (!l || !r) return std::nullopt;
    return union_of({*l, *r});
  }
  // `*args: P.args, **kwargs: P.kwargs` (a ParamSpec's): whatever the arguments are, as objects.
  if (kind == "attribute" && paramspec_component(t)) return Type::object();
  std::string name = strip_typing(text(t));
  if (const auto* tn = kind == "identifier" ? typing_name(name) : nullptr) name = tn->second;
  if (kind == "identifier" || kind == "attribute") {
    if (name == "int") return Type::int_();
    if (name == "float") return Type::float_();
    if (name == "bool") return Type::bool_();
    if (name == "None") return Type::none();
    if (name == "str") return Type::str();
    if (name == "bytes") return Type::bytes();
    if (name == "object" || name == "Any") return Type::object();
    if (const ir::ClassDef* c = class_named(name)) return Type::instance(c);
    if (python_made_class(name)) return Type::object();  // NamedTuple, Enum: Python's classes
    if (scopes_ && scopes_->local_class_name(name)) return Type::object();  // made at run time
    if (name == "Text" || name == "LiteralString") return Type::str();  // typing's kinds of str
    // NoReturn/Never: nothing is ever returned (an object: any use of it type-checks, as mypy's
    // bottom type); Self: the receiver's class, as an object.
    if (name == "NoReturn" || name == "Never" || name == "Self") return Type::object();
    // Unparameterised containers hold objects.
    if (name == "list" || name == "List") return Type::list(Type::object());
    if (name == "dict" || name == "Dict") return Type::dict(Type::object(), Type::object());
    if (name == "set" || name == "Set") return Type::set(Type::object());
    if (name == "tuple" || name == "Tuple") return Type::tuple_of(Type::object());
    // Abstract types and library classes are checked by CPython's own operations.
    static const char* const kAbstract[] = {
        "Sequence", "MutableSequence", "Mapping", "MutableMapping", "Iterable", "Iterator",
        "Collection", "Container", "Callable", "Hashable", "Sized", "AbstractSet", "MutableSet",
        "frozenset", "FrozenSet", "bytearray", "complex", "type", "Type", "Generator", "Deque",
        "deque", "DefaultDict", "defaultdict", "OrderedDict", "Counter", "range", "slice",
        "AsyncIterator", "AsyncIterable", "AsyncGenerator", "ByteString", "memoryview",
        "SupportsInt", "SupportsFloat", "SupportsComplex", "SupportsBytes", "SupportsIndex",
        "SupportsAbs", "SupportsRound", "Reversible", "KeysView", "ItemsView", "ValuesView",
        "MappingView", "Pattern", "Match", "ChainMap", "Awaitable", "Coroutine", "ContextManager",
        "AsyncContextManager", "AbstractContextManager", "AbstractAsyncContextManager", "IO",
        "TextIO", "BinaryIO"};
    for (const char* a : kAbstract) {
      if (name == a) return Type::object();
    }
    if (exception_annotation(name) &&
        (is_python_builtin(name) || name.find("TracebackType") != std::string::npos)) {
      return Type::object();
    }
    if (auto alias = build_alias_type(t)) return *alias;
    if (native_int_name(t)) return Type::int_();
    if (imported_type_name(t)) return Type::object();
    if (kind == "identifier") {
      if (auto m = module_type_name(t, name)) return *m;
    }
  }
  if (kind == "generic_type" || kind == "subscript") {
    TSNode head = ts_node_named_child(t, 0);
    std::string h = strip_typing(text(head));
    if (const auto* tn = node_type(head) == "identifier" ? typing_name(h) : nullptr) h = tn->second;
    // A library generic (npt.NDArray[np.float64]): an object, its parameters not looked into.
    if (imported_type_name(head)) return Type::object();
    std::vector<TSNode> params = annotation_args(t);
    // tuple[()] is the empty tuple.
    if ((h == "tuple" || h == "Tuple") && params.size() == 1) {
      TSNode p = params[0];
      if (node_type(p) == "type" && ts_node_named_child_count(p) == 1) p = ts_node_named_child(p, 0);
      if (node_type(p) == "tuple" && ts_node_named_child_count(p) == 0) return Type::tuple({});
    }
    auto is_ellipsis = [&](TSNode p) {
      if (node_type(p) == "type" && ts_node_named_child_count(p) == 1) p = ts_node_named_child(p, 0);
      return node_type(p) == "ellipsis";
    };
    std::vector<Type> args;
    bool variadic = false;
    for (size_t i = 0; i < params.size(); ++i) {
      if (i == 1 && params.size() == 2 && is_ellipsis(params[i])) {
        variadic = true;
        continue;
      }
      // Callable[[A, B], R] and Literal[...] parameters are not types we look into.
      if (h == "Callable" || h == "Literal" || h == "Annotated") break;
      auto a = parse_annotation(params[i]);
      if (!a) return std::nullopt;
      args.push_back(*a);
    }
    auto arity = [&](size_t n) {
      if (args.size() == n) return true;
      error(t, "\"" + h + "\" expects " + std::to_string(n) + " type argument" +
                   (n == 1 ? "" : "s") + ", but " + std::to_string(args.size()) + " given");
      return false;
    };
    if (h == "Final" || h == "ClassVar") {
      if (!arity(1)) return std::nullopt;
      return args[0];
    }
    if (h == "list" || h == "List") return arity(1) ? std::optional(Type::list(args[0])) : std::nullopt;
    if (h == "set" || h == "Set") return arity(1) ? std::optional(Type::set(args[0])) : std::nullopt;
    if (h == "dict" || h == "Dict") {
      return arity(2) ? std::optional(Type::dict(args[0], args[1])) : std::nullopt;
    }
    if (h == "tuple" || h == "Tuple") return variadic ? Type::tuple_of(args[0]) : Type::tuple(args);
    if (h == "Optional") return arity(1) ? std::optional(Type::optional(args[0])) : std::nullopt;
    if (h == "Union") return union_of(args);
    if (h == "Annotated" && !params.empty()) return parse_annotation(params[0]);
    if (h == "TypeGuard" && arity(1)) return Type::bool_();  // a function's result: a bool
    // A generic compiled class is one native type whatever its parameters.
    if (const ir::ClassDef* c = class_named(h)) return Type::instance(c);
    if (python_made_class(h)) return Type::object();
    static const char* const kAbstractGeneric[] = {
        "Sequence", "MutableSequence", "Mapping", "MutableMapping", "Iterable", "Iterator",
        "Collection", "Container", "Callable", "AbstractSet", "MutableSet", "frozenset",
        "FrozenSet", "type", "Type", "Generator", "Deque", "deque", "DefaultDict", "defaultdict",
        "OrderedDict", "Counter", "Literal", "AsyncIterator", "AsyncIterable", "AsyncGenerator",
        "Reversible", "KeysView", "ItemsView", "ValuesView", "MappingView", "Pattern", "Match",
        "ChainMap", "Awaitable", "Coroutine", "ContextManager", "AsyncContextManager",
        "AbstractContextManager", "AbstractAsyncContextManager", "IO", "SupportsAbs",
        "SupportsRound"};
    for (const char* a : kAbstractGeneric) {
      if (h == a) return Type::object();
    }
    if (h == "BaseExceptionGroup" || h == "ExceptionGroup") return Type::object();
    // What mypy reads more precisely than hintc models: a generic alias of the module
    // (`MaybeMissing[Any]` with `MaybeMissing = Union[T, Missing]`) and typing's other forms
    // (`**kwargs: Unpack[TD]`, `Required[...]`) hold their values as objects.
    bool typing_form = strip_typing(text(head)) != text(head) ||
                       (node_type(head) == "identifier" && typing_name(text(head)) != nullptr);
    bool module_alias = node_type(head) == "identifier" && !ts_node_is_null(module_assignment(head, h));
    if (typing_form || module_alias) return Type::object();
  }
  error(t, msg::unsupported("type annotation '" + text(t) + "'"));
  return std::nullopt;
}

bool native_int_type(const std::string& name) {
  return name == "i64" || name == "i32" || name == "i16" || name == "u8";
}

bool Lowerer::native_int_name(TSNode n) const {
  if (node_type(n) == "identifier") {
    const ir::Global* g = mod_.find_global(text(n));
    return native_int_aliases_.count(text(n)) != 0 && (g == nullptr || g->is_import);
  }
  if (node_type(n) != "attribute") return false;
  TSNode obj = child_by_field(n, "object");
  auto imp = imports_.find(text(obj));
  return node_type(obj) == "identifier" && imp != imports_.end() &&
         imp->second == "module:mypy_extensions" &&
         native_int_type(text(child_by_field(n, "attribute")));
}

bool Lowerer::imported_type_name(TSNode n) const {
  // np.ndarray, datetime.date, Decimal, Path: a class of an imported module, which mypy knows
  // and hintc keeps as an object. typing's own names are annotations hintc reads itself.
  if (strip_typing(text(n)) != text(n)) return false;
  while (node_type(n) == "attribute") n = child_by_field(n, "object");
  if (node_type(n) != "identifier") return false;
  auto imp = imports_.find(text(n));
  return imp != imports_.end() && imp->second != "module:typing" &&
         imp->second.rfind("math", 0) != 0;
}

std::optional<Type> Lowerer::parse_annotation_text(TSNode at, const std::string& s) {
  // Forward references name simple types; anything richer is an object.
  static const std::pair<const char*, Type> kSimple[] = {
      {"int", Type::int_()},    {"float", Type::float_()}, {"bool", Type::bool_()},
      {"str", Type::str()},     {"bytes", Type::bytes()},  {"None", Type::none()},
      {"object", Type::object()}};
  for (const auto& [n, t] : kSimple) {
    if (s == n) return t;
  }
  if (const ir::ClassDef* c = class_named(s)) return Type::instance(c);
  if (python_made_class(s)) return Type::object();
  if (scopes_ && scopes_->local_class_name(s)) return Type::object();
  if (auto alias = build_alias_named(s)) return *alias;
  // "Node | None": a union of quoted simple names.
  if (s.find('|') != std::string::npos) {
    std::vector<Type> members;
    size_t start = 0;
    while (start <= s.size()) {
      size_t bar = s.find('|', start);
      std::string part = s.substr(start, bar == std::string::npos ? std::string::npos : bar - start);
      size_t b = part.find_first_not_of(' '), e = part.find_last_not_of(' ');
      part = b == std::string::npos ? "" : part.substr(b, e - b + 1);
      auto t = parse_annotation_text(at, part);
      if (!t) return std::nullopt;
      members.push_back(*t);
      if (bar == std::string::npos) break;
      start = bar + 1;
    }
    return union_of(members);
  }
  note(at, "generic", "the quoted annotation `" + s + "` is treated as `object`");
  return Type::object();
}

Type Lowerer::union_of(const std::vector<Type>& members) {
  // X | None is Optional[X]; unions of several other types are objects.
  bool has_none = false;
  std::vector<Type> rest;
  for (const Type& m : members) {
    if (m.is(ir::TypeKind::None)) {
      has_none = true;
    } else if (m.is(ir::TypeKind::Optional)) {
      has_none = true;
      rest.push_back(m.arg(0));
    } else {
      bool dup = false;
      for (const Type& r : rest) dup |= r == m;
      if (!dup) rest.push_back(m);
    }
  }
  if (rest.empty()) return Type::none();
  // Unions of several types keep each value as it is: they are objects.
  Type t = rest.size() == 1 ? rest[0] : Type::object();
  return has_none ? Type::optional(t) : t;
}

}  // namespace hintc::frontend
