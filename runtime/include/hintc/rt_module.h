// Module-level support: printing, builtins lookup, module attribute mirroring.
#pragma once
#include <Python.h>

// CONTRACT.
// print(*args, sep=sep, end=end) via builtins.print (so output interleaves correctly with
// Python's sys.stdout). sep/end may be NULL for the defaults. args are borrowed.
// Returns 0 or -1 on error.
int hintc_print(PyObject* const* args, Py_ssize_t n, PyObject* sep, PyObject* end);
// Generic truth value of an object (PyObject_IsTrue): 0/1, or 2 on error.
char hintc_obj_is_true(PyObject* o);
// Sets module attribute name to value (borrowed). 0 / -1.
int hintc_module_set(PyObject* module, const char* name, PyObject* value);
