// Static types of IR values: the Python type and how it is represented natively.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace hintc::ir {

// Invariant: every IR value has exactly one Type; Int and every PyObject kind are reference
// counted.
enum class TypeKind : uint8_t {
  Int,       // Python int, tagged HInt
  Float,     // Python float, double
  Bool,      // Python bool, char 0/1
  None,      // None, char 1
  Str,       // Python str, PyObject* (owned)
  Object,    // any Python object (the dynamic fallback), PyObject* (owned)
  I64,       // a plain int64_t: the speculative fast clones of pure functions, and the index of
             // a loop over a list or tuple (never a Python value)
  Bytes,     // bytes, PyObject*
  List,      // list[T], PyObject* (a PyListObject); args: {T}
  Dict,      // dict[K, V], PyObject*; args: {K, V}
  Set,       // set[T], PyObject*; args: {T}
  Tuple,     // tuple[A, B, ...] (args: the items) or tuple[T, ...] (variadic, args: {T})
  Optional,  // T | None, PyObject* (None or a boxed T); args: {T}
  Buffer,    // a local list[bool] / list[float] that never escapes: a bytearray of unboxed
             // char / double items, PyObject*; args: {bool or float}
  Instance,  // an instance of a compiled class (see classes.h), PyObject*
  NDict,     // a local dict[int, int / float / bool] that never escapes: a native hash map of
             // unboxed keys and values (rt_native_dict.h), PyObject*; args: {int, V}
};

class ClassDef;

struct TypeArgs;  // interned parameters of a generic type (see types.cpp)
class ClassDef;

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
  static constexpr Type bytes() { return Type(TypeKind::Bytes); }
  static Type list(Type elem);
  static Type dict(Type key, Type value);
  static Type set(Type elem);
  static Type tuple(const std::vector<Type>& items);
  static Type tuple_of(Type elem);  // tuple[T, ...]
  // T | None; None | None is None, object | None is object, (T | None) | None is T | None.
  static Type optional(Type t);
  static Type buffer(Type elem);
  static Type ndict(Type value);  // NDict {int, value}
  static Type instance(const ClassDef* cls);  // an instance of compiled class cls (or a subclass)
  const ClassDef* class_def() const;          // Instance only

  TypeKind kind() const { return kind_; }
  bool is(TypeKind k) const { return kind_ == k; }
  bool is_refcounted() const { return kind_ == TypeKind::Int || is_pyobject(); }
  bool is_pyobject() const {
    return !(kind_ == TypeKind::Int || kind_ == TypeKind::Float || kind_ == TypeKind::Bool ||
             kind_ == TypeKind::None || kind_ == TypeKind::I64);
  }
  bool is_numeric() const {
    return kind_ == TypeKind::Int || kind_ == TypeKind::Float || kind_ == TypeKind::Bool;
  }
  // The parameters: list/set/optional {T}, dict {K, V}, tuple its items (variadic: {T}).
  const std::vector<Type>& args() const;
  Type arg(size_t i) const { return args()[i]; }
  bool variadic() const;  // tuple[T, ...]
  // The element type iteration yields: list/set/variadic tuple T, dict K, str str, bytes int,
  // a fixed tuple the common item type (object when they differ); object otherwise.
  Type elem() const;
  // mypy's spelling: "int", "list[int]", "dict[str, float]", "tuple[int, ...]", "int | None".
  std::string name() const;
  // The Python class a value is checked against at run time ("list"; "int | None" for optionals).
  std::string check_name() const;

  // Identity of the interned parameters (equal types have equal ids).
  const void* args_id() const { return args_; }

  bool operator==(const Type& o) const { return kind_ == o.kind_ && args_ == o.args_; }
  bool operator!=(const Type& o) const { return !(*this == o); }
  bool operator<(const Type& o) const {
    return kind_ != o.kind_ ? kind_ < o.kind_ : name() < o.name();
  }

 private:
  Type(TypeKind k, const TypeArgs* a) : kind_(k), args_(a) {}
  TypeKind kind_;
  const TypeArgs* args_ = nullptr;  // interned: equal types share the pointer
};

}  // namespace hintc::ir
