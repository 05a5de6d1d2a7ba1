// Static types of IR values: the Python type and how it is represented natively.
#pragma once
#include <cstdint>
#include <string>

namespace hintc::ir {

// Invariant: every IR value has exactly one Type; Int and Object are reference counted.
enum class TypeKind : uint8_t {
  Int,     // Python int, tagged HInt
  Float,   // Python float, double
  Bool,    // Python bool, char 0/1
  None,    // None, char 1
  Str,     // Python str, PyObject* (owned)
  Object,  // any Python object (the dynamic fallback), PyObject* (owned)
  I64,     // a plain int64_t: only in the speculative fast clones of pure functions
};

class Type {
 public:
  constexpr Type() : kind_(TypeKind::Object) {}
  constexpr explicit Type(TypeKind k) : kind_(k) {}
  static constexpr Type int_() { return Type(TypeKind::Int); }
  static constexpr Type float_() { return Type(TypeKind::Float); }
  static constexpr Type bool_() { return Type(TypeKind::Bool); }
  static constexpr Type none() { return Type(TypeKind::None); }
  static constexpr Type str() { return Type(TypeKind::Str); }
  static constexpr Type object() { return Type(TypeKind::Object); }
  static constexpr Type i64() { return Type(TypeKind::I64); }

  TypeKind kind() const { return kind_; }
  bool is(TypeKind k) const { return kind_ == k; }
  bool is_refcounted() const {
    return kind_ == TypeKind::Int || kind_ == TypeKind::Str || kind_ == TypeKind::Object;
  }
  bool is_pyobject() const { return kind_ == TypeKind::Str || kind_ == TypeKind::Object; }
  bool is_numeric() const {
    return kind_ == TypeKind::Int || kind_ == TypeKind::Float || kind_ == TypeKind::Bool;
  }
  // The Python spelling: "int", "float", "bool", "None", "str", "object".
  const char* name() const;

  bool operator==(const Type& o) const { return kind_ == o.kind_; }
  bool operator!=(const Type& o) const { return kind_ != o.kind_; }

 private:
  TypeKind kind_;
};

}  // namespace hintc::ir
