// C representations of IR types (native types, error values) and C literal spelling.
#include "ctypes.h"

#include <cmath>
#include <cstdio>

#include "hintc/codegen/naming.h"

namespace hintc::codegen {

using ir::TypeKind;

const char* ctype(ir::Type t) {
  switch (t.kind()) {
    case TypeKind::Int: return "HInt";
    case TypeKind::Float: return "double";
    case TypeKind::Bool:
    case TypeKind::None: return "char";
    case TypeKind::I64: return "int64_t";
    default: return "PyObject*";
  }
}

const char* zero_value(ir::Type t) {
  switch (t.kind()) {
    case TypeKind::Int:
    case TypeKind::Bool:
    case TypeKind::None:
    case TypeKind::I64: return "0";
    case TypeKind::Float: return "0.0";
    default: return "NULL";
  }
}

const char* error_value(ir::Type t) {
  switch (t.kind()) {
    case TypeKind::Int: return "HINT_ERROR";
    case TypeKind::Float: return "HFLOAT_ERROR";
    case TypeKind::Bool:
    case TypeKind::None: return "2";
    case TypeKind::I64: return "HI64_ERROR";
    default: return "NULL";
  }
}

std::string error_condition(ir::Type t, const std::string& expr) {
  switch (t.kind()) {
    case TypeKind::Int: return expr + " == HINT_ERROR";
    // A float result equal to the sentinel is only an error when an exception is pending.
    case TypeKind::Float: return expr + " == HFLOAT_ERROR && PyErr_Occurred()";
    case TypeKind::Bool:
    case TypeKind::None: return expr + " == 2";
    // INT64_MIN is also a valid result; the pending exception tells them apart.
    case TypeKind::I64: return expr + " == HI64_ERROR && PyErr_Occurred()";
    default: return expr + " == NULL";
  }
}

std::string object_check(ir::Type t, const std::string& o) {
  switch (t.kind()) {
    case TypeKind::Int: return "PyLong_Check(" + o + ")";
    // An int is accepted where a float is expected (it is converted where unboxed).
    case TypeKind::Float: return "(PyFloat_Check(" + o + ") || PyLong_Check(" + o + "))";
    case TypeKind::Bool: return "PyBool_Check(" + o + ")";
    case TypeKind::None: return "(" + o + " == Py_None)";
    case TypeKind::Str: return "PyUnicode_Check(" + o + ")";
    case TypeKind::Bytes: return "PyBytes_Check(" + o + ")";
    case TypeKind::List: return "PyList_Check(" + o + ")";
    case TypeKind::Dict: return "PyDict_Check(" + o + ")";
    case TypeKind::Set: return "PySet_Check(" + o + ")";
    case TypeKind::Tuple:
      if (t.variadic()) return "PyTuple_Check(" + o + ")";
      return "(PyTuple_Check(" + o + ") && PyTuple_GET_SIZE(" + o +
             ") == " + std::to_string(t.args().size()) + ")";
    case TypeKind::Optional: {
      std::string inner = object_check(t.arg(0), o);
      return inner.empty() ? "" : "(" + o + " == Py_None || " + inner + ")";
    }
    case TypeKind::Instance:
      return "hintc_instance_of(" + o + ", " + naming::class_type(t.class_def()->name) + ")";
    case TypeKind::Object:
    case TypeKind::Buffer:  // never crosses a boundary
    case TypeKind::NDict:
    case TypeKind::I64: return "";
  }
  return "";
}

std::string c_string(const std::string& bytes) {
  std::string out = "\"";
  size_t in_chunk = 0;
  for (size_t i = 0; i < bytes.size(); ++i) {
    if (in_chunk == 72) {
      out += "\"\n    \"";
      in_chunk = 0;
    }
    unsigned char c = static_cast<unsigned char>(bytes[i]);
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      // Escaped so that "??x" can never form a trigraph, whatever the compiler's mode.
      case '?': out += "\\?"; break;
      default:
        if (c < 0x20 || c >= 0x7f) {
          // Octal escapes stop after three digits, unlike \x, so a following digit is safe.
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\%03o", static_cast<unsigned>(c));
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
    ++in_chunk;
  }
  return out + "\"";
}

std::string comment_text(const std::string& s) {
  std::string out = s;
  for (char& c : out) {
    if (static_cast<unsigned char>(c) < 0x20 || c == '\\' || c == 0x7f) c = '?';
  }
  return out;
}

std::string c_int64(int64_t v) {
  // -9223372036854775808 is not a literal in C++: it is the negation of a too-large one.
  if (v == INT64_MIN) return "(-9223372036854775807 - 1)";
  return std::to_string(v);
}

std::string c_double(double d) {
  if (std::isnan(d)) return std::signbit(d) ? "(-NAN)" : "NAN";
  if (std::isinf(d)) return d < 0 ? "(-HUGE_VAL)" : "HUGE_VAL";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.17g", d);
  std::string s = buf;
  // "%.17g" may print an integer-looking "3" or "-0"; a '.' keeps the literal a double.
  if (s.find_first_of(".e") == std::string::npos) s += ".0";
  return s;
}

}  // namespace hintc::codegen
