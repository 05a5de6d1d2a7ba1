// Raising Python exceptions and adding traceback entries for compiled frames.
#pragma once
#include <Python.h>

// CONTRACT.
// Adds a traceback entry "File <file>, line <line>, in <func>" to the current exception, with no
// column information. Cheap enough to call on every error exit of a compiled function.
void hintc_add_traceback(const char* func, const char* file, int line);
// UnboundLocalError "cannot access local variable 'NAME' where it is not associated with a value"
void hintc_raise_unbound_local(const char* name);
// NameError "name 'NAME' is not defined"
void hintc_raise_name_error(const char* name);
// TypeError for a dynamic value that does not match a static type at a typed boundary:
// "<context>: expected <expected>, got <actual type name>" e.g. "return value: expected int, got str"
void hintc_raise_type_mismatch(const char* expected, PyObject* got, const char* context);
