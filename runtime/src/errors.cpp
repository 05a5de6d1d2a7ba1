// Raising CPython-worded exceptions and adding traceback entries for compiled frames.
#include "internal.h"

void hintc_add_traceback(const char* func, const char* file, int line) {
  if (!PyErr_Occurred()) return;
  // Adds a synthetic frame whose code object carries only name, file and first line, so the
  // traceback shows "File ..., line N, in func" without column markers.
  hintc_cpy_traceback_add(func, file, line);
}

void hintc_raise_unbound_local(const char* name) {
  PyErr_Format(PyExc_UnboundLocalError,
               "cannot access local variable '%s' where it is not associated with a value", name);
}

void hintc_raise_name_error(const char* name) {
  PyObject* msg = PyUnicode_FromFormat("name '%s' is not defined", name);
  if (!msg) return;
  PyObject* exc = PyObject_CallOneArg(PyExc_NameError, msg);
  Py_DECREF(msg);
  if (!exc) return;
  // CPython sets NameError.name too; tools (and "Did you mean" suggestions) read it.
  PyObject* py_name = PyUnicode_FromString(name);
  if (!py_name || PyObject_SetAttrString(exc, "name", py_name) < 0) {
    Py_XDECREF(py_name);
    Py_DECREF(exc);
    return;
  }
  Py_DECREF(py_name);
  PyErr_SetObject(PyExc_NameError, exc);
  Py_DECREF(exc);
}

void hintc_raise_type_mismatch(const char* expected, PyObject* got, const char* context) {
  PyErr_Format(PyExc_TypeError, "%s: expected %s, got %.200s", context, expected,
               Py_TYPE(got)->tp_name);
}
