// Declaring the module's compiled classes by qualified name: module-level classes and the
// classes nested in their bodies ("Outer.Inner"), with their decorators and how each is made;
// a nested class statement binds its class as an attribute of the outer one.
#include "class_body.h"
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::ClassDef;

namespace {

// Builtin exceptions a compiled class can extend with its own fields: those whose instances are
// a plain PyBaseExceptionObject, and those with a struct of their own (OSError and its
// subclasses, SyntaxError, ImportError, ...), which codegen puts first in the instance struct.
bool extendable_builtin_exception(const std::string& n) {
  static const char* const kNames[] = {
      "BaseException", "Exception", "ArithmeticError", "AssertionError", "BufferError",
      "EOFError", "FloatingPointError", "LookupError", "IndexError", "KeyError", "MemoryError",
      "NotImplementedError", "OverflowError", "RecursionError", "ReferenceError", "RuntimeError",
      "TypeError", "ValueError", "ZeroDivisionError", "Warning", "UserWarning",
      "DeprecationWarning", "RuntimeWarning", "GeneratorExit", "KeyboardInterrupt",
      "StopAsyncIteration", "SystemError", "FutureWarning", "PendingDeprecationWarning",
      "SyntaxWarning", "ImportWarning", "UnicodeWarning", "BytesWarning", "ResourceWarning",
      // With structs of their own (codegen/src/emit_class.cpp: exc_struct).
      "OSError", "EnvironmentError", "IOError", "BlockingIOError", "ChildProcessError",
      "ConnectionError", "BrokenPipeError", "ConnectionAbortedError", "ConnectionRefusedError",
      "ConnectionResetError", "FileExistsError", "FileNotFoundError", "InterruptedError",
      "IsADirectoryError", "NotADirectoryError", "PermissionError", "ProcessLookupError",
      "TimeoutError", "SyntaxError", "IndentationError", "TabError", "ImportError",
      "ModuleNotFoundError", "StopIteration", "SystemExit", "UnicodeError",
      "UnicodeEncodeError", "UnicodeDecodeError", "UnicodeTranslateError", "NameError",
      "UnboundLocalError", "AttributeError"};
  for (const char* k : kNames) {
    if (n == k) return true;
  }
  return false;
}

// typing.final (also typing_extensions'): the class gets __final__ = True once made.
bool final_decorator(const std::string& name) {
  return name == "final" || name == "typing.final" || name == "typing_extensions.final";
}

}  // namespace

std::string Lowerer::qualified_class_name(TSNode s) const {
  // Class bodies up to the module give "Outer.Inner"; a def on the way makes it a class
  // created at run time (lower_local_class.cpp), which has no static name.
  std::string name = text(child_by_field(s, "name"));
  for (TSNode p = ts_node_parent(s); !ts_node_is_null(p); p = ts_node_parent(p)) {
    std::string k = node_type(p);
    if (k == "function_definition" || k == "lambda") return "";
    if (k == "class_definition") name = text(child_by_field(p, "name")) + "." + name;
  }
  return name;
}

std::string Lowerer::class_base_key(TSNode b, const std::string& prefix) const {
  std::string k = node_type(b);
  if (k != "identifier" && k != "attribute") return "";
  std::string n = text(b);
  // A sibling nested class is found in the enclosing class bodies first, as Python's class
  // namespace would find it while the outer body runs.
  for (std::string p = prefix; !p.empty();) {
    if (k == "identifier" && classes_.count(p + n)) return p + n;
    size_t dot = p.rfind('.', p.size() - 2);
    p = dot == std::string::npos ? "" : p.substr(0, dot + 1);
  }
  return classes_.count(n) ? n : "";
}

void Lowerer::declare_classes(TSNode root) {
  // Every class is known by name before any annotation is read (annotations may refer to
  // classes defined later in the module, as mypy allows).
  for (uint32_t i = 0; i < ts_node_named_child_count(root); ++i) {
    TSNode outer = ts_node_named_child(root, i);
    TSNode s = class_node(outer);
    if (!ts_node_is_null(s)) declare_class(outer, s, "");
  }
}

bool Lowerer::native_class_decorator(TSNode d) const {
  TSNode callee = node_type(d) == "call" ? child_by_field(d, "function") : d;
  std::string cn = text(callee);
  if (cn.rfind("mypy_extensions.", 0) == 0) cn = cn.substr(16);
  if (cn == "mypyc_attr" || cn == "trait" || cn == "total_ordering" || cn == "functools.total_ordering" ||
      final_decorator(cn)) {
    return true;
  }
  if (cn != "dataclass" && cn != "dataclasses.dataclass") return false;
  if (node_type(d) != "call") return true;
  // The options the native dataclass implements; any other is left to dataclasses itself.
  TSNode args = child_by_field(d, "arguments");
  for (uint32_t k = 0; k < ts_node_named_child_count(args); ++k) {
    TSNode a = ts_node_named_child(args, k);
    if (node_type(a) == "comment") continue;
    std::string an = text(child_by_field(a, "name")), av = text(child_by_field(a, "value"));
    if (node_type(a) != "keyword_argument" || (av != "True" && av != "False") ||
        (an != "order" && an != "frozen" && an != "eq" && an != "kw_only" && an != "slots" &&
         an != "unsafe_hash")) {
      return false;
    }
  }
  return true;
}

void Lowerer::declare_class(TSNode outer, TSNode s, const std::string& prefix) {
  TSNode name_node = child_by_field(s, "name");
  std::string name = prefix + text(name_node);
  // A class with a base that is not a compiled class (Exception, ...) is made by the base's
  // metaclass at run time instead.
  TSNode supers = child_by_field(s, "superclasses");
  bool native = true;
  std::string exc_base;
  std::vector<ClassDef*> compiled_bases;
  uint32_t nbases = ts_node_is_null(supers) ? 0 : ts_node_named_child_count(supers);
  for (uint32_t k = 0; k < nbases; ++k) {
    TSNode b = ts_node_named_child(supers, k);
    if (ignored_base(b)) continue;
    // Another metaclass makes the class at run time, as a Python-made class.
    if (metaclass_keyword(b)) native = false;
    if (class_keyword(b)) continue;
    b = class_base_node(b);
    bool plain_exc = nbases == 1 && node_type(b) == "identifier" &&
                     extendable_builtin_exception(text(b)) && class_base_key(b, prefix).empty();
    if (plain_exc) exc_base = text(b);
    std::string key = class_base_key(b, prefix);
    // A subclass of a class Python makes (one with builtin bases) is made by Python too.
    bool python_base = !key.empty() && classes_.at(key).cls->python_made;
    native &= text(b) == "object" || (!key.empty() && !python_base) || plain_exc;
    if (!key.empty() && !python_base) compiled_bases.push_back(classes_.at(key).cls);
  }
  // Any other base (a class from another module, threading.Thread, a call's result), several
  // compiled bases, or a class decorator other than those applied natively: the class is made
  // by the bases' metaclass at run time too, its methods compiled. The module's compiled classes
  // among its bases then take Python subclasses (ClassDef::interpreted_subclasses), so their
  // compiled callers see the new class's overrides.
  if (compiled_bases.size() > 1) native = false;
  if (unchecked_.open_attr_classes.count(name)) native = false;  // unchecked code adds attributes
  if (!ts_node_eq(outer, s)) {
    for (TSNode d : decorators(outer)) native &= native_class_decorator(d);
  }
  // A class defining __new__ is made by Python, so its __new__ makes the instances (a native
  // type's tp_new would leave it out); so is one with a functools.cached_property, which stores
  // into the instance __dict__ that native instances lack.
  bool slots = false;
  for (const BodyItem& item : body_items(child_by_field(s, "body"))) {
    if (node_type(item.node) == "expression_statement" && ts_node_named_child_count(item.node) == 1) {
      TSNode a = ts_node_named_child(item.node, 0);
      slots |= node_type(a) == "assignment" && text(child_by_field(a, "left")) == "__slots__";
    }
    if (node_type(item.node) != "function_definition") continue;
    if (text(child_by_field(item.node, "name")) == "__new__") native = false;
    for (TSNode d : item.decorators) {
      if (text(d) == "cached_property" || text(d) == "functools.cached_property") native = false;
    }
  }
  bool python_made = !native;
  if (python_made) {
    for (ClassDef* b : compiled_bases) b->interpreted_subclasses = true;
  }
  if (classes_.count(name) || funcs_.count(name)) {
    error(name_node, "Name \"" + name + "\" already defined");
    return;
  }
  auto c = std::make_unique<ClassDef>();
  c->name = name;
  c->line = static_cast<int>(ts_node_start_point(s).row) + 1;
  c->global = mod_.new_global(name, Type::object());
  c->global->line = c->line;
  c->global->is_public = prefix.empty();  // a nested class is an attribute of its outer class
  c->exc_base = exc_base;
  c->python_made = python_made;
  c->declares_slots = slots;
  std::vector<TSNode> applied;  // a Python-made class's decorators, applied to the made class
  if (!ts_node_eq(outer, s)) {
    for (TSNode d : decorators(outer)) {
      if (python_made) {
        applied.push_back(d);
        continue;
      }
      TSNode callee = node_type(d) == "call" ? child_by_field(d, "function") : d;
      std::string cn = text(callee);
      if (apply_class_attrs(d, *c)) continue;
      if (cn == "total_ordering" || cn == "functools.total_ordering") {
        c->total_ordering = true;
        continue;
      }
      if (final_decorator(cn)) {
        final_classes_.insert(name);
        continue;
      }
      c->dataclass = true;  // the only other decorator native_class_decorator admits
      if (node_type(d) != "call") continue;
      TSNode args = child_by_field(d, "arguments");
      for (uint32_t k = 0; k < ts_node_named_child_count(args); ++k) {
        TSNode a = ts_node_named_child(args, k);
        std::string an = text(child_by_field(a, "name")), av = text(child_by_field(a, "value"));
        if (an == "order") c->order = av == "True";
        if (an == "frozen") c->frozen = av == "True";
        if (an == "eq") c->eq = av == "True";
        if (an == "unsafe_hash") c->unsafe_hash = av == "True";
        // slots=True: instances of compiled classes have no __dict__ anyway; __slots__ is set.
        if (an == "kw_only" && av == "True") kw_only_classes_.insert(name);
        if (an == "slots" && av == "True") {
          slots_classes_.insert(name);
          c->declares_slots = true;
        }
      }
      // CPython's ValueError when the decorator runs, reported where the options are.
      if (c->order && !c->eq) error(d, "eq must be true if order is true");
    }
  }
  classes_[name] = {c.get(), s, ts_node_end_byte(s), {}, applied};
  mod_.classes.push_back(std::move(c));
  if (prefix.empty()) mod_.exported.push_back(name);
  // Classes nested in a native class body are native types too: static, and reachable from the
  // module as attributes of the outer class. (NamedTuple/Enum bodies take no nested classes.)
  if (python_made) return;
  TSNode body = child_by_field(s, "body");
  for (uint32_t i = 0; i < ts_node_named_child_count(body); ++i) {
    TSNode o = ts_node_named_child(body, i);
    TSNode inner = class_node(o);
    if (!ts_node_is_null(inner)) declare_class(o, inner, name + ".");
  }
}

const ClassDef* Lowerer::nested_class_ref(TSNode e) const {
  // `Outer.Inner` names the nested class while `Outer` is the module's class.
  if (node_type(e) != "attribute") return nullptr;
  TSNode root = e;
  while (node_type(root) == "attribute") root = child_by_field(root, "object");
  if (node_type(root) != "identifier" || class_named(text(root)) == nullptr) return nullptr;
  auto it = classes_.find(text(e));
  if (it == classes_.end() || it->second.cls->python_made) return nullptr;
  return it->second.cls;
}

void Lowerer::lower_nested_class_statement(RValue outer, TSNode s) {
  std::string name = qualified_class_name(s);
  auto it = classes_.find(name);
  if (it == classes_.end() || !ts_node_eq(it->second.node, s)) {
    error(s, msg::unsupported("a nested class whose bases are not compiled classes, object, "
                              "one builtin exception, NamedTuple or Enum"));
    return;
  }
  lower_class_statement(s);
  RValue inner = b_->load_global(it->second.cls->global);
  RValue attr = b_->load_str(text(child_by_field(s, "name")));
  set_span(s);
  b_->prim(PrimId::ObjSetAttr, {outer.v, attr.v, inner.v});
  b_->release(attr);
  b_->release(inner);
}

}  // namespace hintc::frontend
