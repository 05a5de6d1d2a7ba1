// Classes deriving from builtin types and the collections containers (`class M(dict)`,
// `class C(int)`, `class D(collections.defaultdict)`): they are Python-made (lower_py_class.cpp),
// so CPython's own type machinery gives the instance layout, `__missing__`, slot inheritance and
// every C-level fast path of the base, and the methods are compiled functions on an object.
#include <iterator>

#include "lowerer.h"

namespace hintc::frontend {

bool Lowerer::builtin_container_base(TSNode b) const {
  static const char* const kBuiltins[] = {"dict", "list", "str", "int", "float", "set",
                                          "frozenset", "tuple", "bytes", "bytearray", "complex"};
  // collections' classes, also spelled through typing's generic aliases.
  static const char* const kCollections[] = {"defaultdict", "OrderedDict", "Counter", "deque",
                                             "ChainMap", "UserDict", "UserList", "UserString"};
  static const char* const kTyping[] = {"Dict", "List", "Set", "FrozenSet", "DefaultDict",
                                        "OrderedDict", "Counter", "Deque", "ChainMap"};
  std::string k = node_type(b);
  std::string n = text(b);
  if (k == "identifier") {
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

}  // namespace hintc::frontend
