// mypy's inferred attribute types: a field assigned through `self` without an annotation has
// the type of its first assignment's value (any expression, as mypy infers it), and a first
// `self.x = None` completed by a later assignment of T in the same method is `T | None` (mypy's
// partial None type). The value's type is known once the method is lowered, so the lowering
// records each store to such a field and lower_module lowers the module again with the types
// found, until they no longer change (a field's type changes what later values are).
//
// Soundness: a type is kept only while every store compiled code makes keeps its value as
// CPython would (the same type, None into `T | None`, a subclass instance into its class); a
// field with any other store (an int into a field first assigned a float, an untyped value) is
// an object, as it was without inference. Stores from Python are checked at the boundary, as
// for declared fields.
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "hintc/ir/types.h"

namespace hintc::ir {
class ClassDef;
class Function;
}  // namespace hintc::ir

namespace hintc::frontend::check {

using ir::Type;

// A type by class names: valid across lowerings of a module (a Type's classes are those of
// one lowering).
struct TypeDesc {
  ir::TypeKind kind = ir::TypeKind::Object;
  std::string cls;  // Instance: the class's qualified name
  std::vector<TypeDesc> args;
  bool variadic = false;
  bool operator==(const TypeDesc& o) const {
    return kind == o.kind && cls == o.cls && args == o.args && variadic == o.variadic;
  }
};
TypeDesc describe(Type t);
// nullopt when a class is not found.
std::optional<Type> rebuild(const TypeDesc& d,
                            const std::function<const ir::ClassDef*(const std::string&)>& lookup);

// Whether a value of static type `from` stored into a field of type `to` stays the object it
// is (no int-to-float or bool-to-int conversion, no container whose items are checked later).
bool keeps_value(Type from, Type to);

class FieldInference {
 public:
  // What one lowering of the module found, given to the next (keys "Class.attr", the class
  // that introduces the field).
  struct Facts {
    std::map<std::string, TypeDesc> types;
    std::set<std::string> rejected;  // a store that does not keep its value: object
    bool disabled = false;           // no inference (the lowerings did not settle)
    bool operator==(const Facts& o) const {
      return types == o.types && rejected == o.rejected && disabled == o.disabled;
    }
    bool operator!=(const Facts& o) const { return !(*this == o); }
  };
  void set_facts(Facts f) { facts_ = std::move(f); }
  // The field's type found by the previous lowering, if any.
  const TypeDesc* declared(const std::string& key) const;
  // Collection: the field `key` is introduced by the untyped store at byte `origin`.
  void candidate(const std::string& key, uint32_t origin);
  // Lowering: a new attempt at lowering fn (its earlier stores are forgotten).
  void begin_function(const ir::Function* fn);
  // A store of a `stored` value to field `key` (declared `field`) at byte `at`, in fn.
  void store(const std::string& key, const ir::Function* fn, uint32_t at, Type stored, Type field);
  // The facts for the next lowering (equal to the given ones once they settled).
  Facts next() const;

 private:
  struct Store {
    std::string key;
    const ir::Function* fn;
    uint32_t at;
    Type stored, field;
  };
  std::optional<Type> first_type(const std::string& key, uint32_t origin) const;
  Facts facts_;
  std::map<std::string, uint32_t> origins_;
  std::vector<Store> stores_;
};

}  // namespace hintc::frontend::check
