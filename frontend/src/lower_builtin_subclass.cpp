// Classes deriving from builtin types and the collections containers (`class M(dict)`,
// `class C(int)`, `class D(collections.defaultdict)`): they are Python-made (lower_py_class.cpp),
// so CPython's own type machinery gives the instance layout, `__missing__`, slot inheritance and
// every C-level fast path of the base, and the methods are compiled functions on an object.
#include <iterator>

#include "class_body.h"
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

bool Lowerer::builtin_container_base(TSNode b) const {
  static const char* const kBuiltins[] = {"dict", "list", "str", "int", "float", "set",
                                          "frozenset", "tuple", "bytes", "bytearray", "complex",
                                          // metaclasses: classes deriving from type
                                          "type",
                                          // exception groups: their own struct and __new__
                                          "ExceptionGroup", "BaseExceptionGroup"};
  // collections' classes, also spelled through typing's generic aliases.
  static const char* const kCollections[] = {"defaultdict", "OrderedDict", "Counter", "deque",
                                             "ChainMap", "UserDict", "UserList", "UserString"};
  static const char* const kTyping[] = {"Dict", "List", "Set", "FrozenSet", "DefaultDict",
                                        "OrderedDict", "Counter", "Deque", "ChainMap"};
  std::string k = node_type(b);
  std::string n = text(b);
  if (k == "identifier") {
    auto made = classes_.find(n);
    if (made != classes_.end()) {  // a module class with builtin bases itself
      return made->second.cls->python_made && builtin_subclass(made->second.node);
    }
    // A module global of that name (a compiled class is found before this) is not the builtin.
    bool shadowed = mod_.find_global(n) != nullptr && !mod_.find_global(n)->is_import;
    for (const char* name : kBuiltins) {
      if (n == name) return !shadowed;
    }
    for (const char* name : kCollections) {
      if (n == name) return true;
    }
    for (const char* name : kTyping) {
      if (n == name) return true;
    }
    return false;
  }
  if (k != "attribute") return false;
  std::string object = text(child_by_field(b, "object"));
  std::string attr = text(child_by_field(b, "attribute"));
  const char* const* names = object == "collections" ? kCollections
                             : object == "typing"    ? kTyping
                                                     : nullptr;
  size_t count = object == "collections" ? std::size(kCollections) : std::size(kTyping);
  for (size_t i = 0; names != nullptr && i < count; ++i) {
    if (attr == names[i]) return true;
  }
  return false;
}

bool Lowerer::builtin_subclass(TSNode s) const {
  TSNode supers = child_by_field(s, "superclasses");
  int bases = 0;
  for (uint32_t i = 0; !ts_node_is_null(supers) && i < ts_node_named_child_count(supers); ++i) {
    TSNode b = ts_node_named_child(supers, i);
    std::string k = node_type(b);
    if (k == "comment" || ignored_base(b)) continue;
    if (k == "subscript") b = child_by_field(b, "value");
    if (!builtin_container_base(b)) return false;
    ++bases;
  }
  return bases > 0;
}

ir::MethodKind Lowerer::runtime_decorated_kind(const BodyItem& item, std::vector<TSNode>& applied) {
  // staticmethod/classmethod shape the compiled signature; any other decorator (property,
  // functools.cached_property, one written in Python) is applied to the method descriptor when
  // the class statement runs, as CPython applies it to the function.
  ir::MethodKind kind = ir::MethodKind::Instance;
  for (TSNode d : item.decorators) {
    std::string dn = text(d);
    if (dn == "staticmethod" || dn == "classmethod") {
      if (item.decorators.size() > 1) {
        error(d, msg::unsupported("staticmethod or classmethod stacked with other decorators"));
      }
      kind = dn == "staticmethod" ? ir::MethodKind::Static : ir::MethodKind::Class;
    } else if (node_type(d) == "attribute" && (text(child_by_field(d, "attribute")) == "setter" ||
                                               text(child_by_field(d, "attribute")) == "deleter")) {
      // `@value.setter`: applied like any decorator, reading the property `value` from the class
      // namespace (class_ns_for); the kind keys the accessor apart from the getter.
      kind = text(child_by_field(d, "attribute")) == "setter" ? ir::MethodKind::Setter
                                                             : ir::MethodKind::Deleter;
      applied.push_back(d);
    } else {
      applied.push_back(d);
    }
  }
  return kind;
}

}  // namespace hintc::frontend
