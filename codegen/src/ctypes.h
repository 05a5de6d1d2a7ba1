// C representations of IR types and C literal spelling, shared by the emitters.
#pragma once
#include <cstdint>
#include <string>

#include "hintc/ir/types.h"

namespace hintc::codegen {

// "HInt", "double", "char" or "PyObject*".
const char* ctype(ir::Type t);
// Initialiser for a local or global of type t before its first assignment ("0", "0.0", "NULL").
const char* zero_value(ir::Type t);
// The error sentinel a function of return type t returns after raising.
const char* error_value(ir::Type t);
// C condition that is true when `expr` (of type t) holds the error value.
std::string error_condition(ir::Type t, const std::string& expr);

// C condition true when PyObject* `o` may be held as a value of object type t ("" for object:
// anything goes). Containers are checked shallowly (their items are checked where read); a fixed
// tuple's length is checked.
std::string object_check(ir::Type t, const std::string& o);

// A C string literal for arbitrary bytes; long text is split into adjacent literals per 72 bytes.
std::string c_string(const std::string& bytes);
// Text safe inside a // comment: control characters and backslashes (which could continue the
// comment onto the next line) become '?'.
std::string comment_text(const std::string& s);
// An int64_t literal, INT64_MIN included.
std::string c_int64(int64_t v);
// A double literal that reads back as exactly `d` (inf/nan as HUGE_VAL/NAN, -0.0 kept).
std::string c_double(double d);

}  // namespace hintc::codegen
