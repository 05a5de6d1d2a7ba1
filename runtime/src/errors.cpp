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

// The name a cast error gives the type of o: "None", "int", "mod.Class", "tuple[int, str]".
static PyObject* cast_type_name(PyObject* o, int depth) {
  if (o == Py_None) return PyUnicode_FromString("None");
  if (PyTuple_CheckExact(o) && depth < 3) {
    Py_ssize_t n = PyTuple_GET_SIZE(o);
    if (n > 10) return PyUnicode_FromFormat("tuple[<%zd items>]", n);
    PyObject* parts = PyList_New(0);
    if (parts == NULL) return NULL;
    for (Py_ssize_t i = 0; i < n; ++i) {
      PyObject* item = cast_type_name(PyTuple_GET_ITEM(o, i), depth + 1);
      if (item == NULL || PyList_Append(parts, item) < 0) {
        Py_XDECREF(item);
        Py_DECREF(parts);
        return NULL;
      }
      Py_DECREF(item);
    }
    PyObject* sep = PyUnicode_FromString(", ");
    PyObject* joined = sep != NULL ? PyUnicode_Join(sep, parts) : NULL;
    Py_XDECREF(sep);
    Py_DECREF(parts);
    if (joined == NULL) return NULL;
    PyObject* r = PyUnicode_FromFormat("tuple[%U]", joined);
    Py_DECREF(joined);
    return r;
  }
  PyObject* type = (PyObject*)Py_TYPE(o);
  PyObject* qualname = PyObject_GetAttrString(type, "__qualname__");
  if (qualname == NULL) return NULL;
  PyObject* module = PyObject_GetAttrString(type, "__module__");
  if (module == NULL || !PyUnicode_Check(module) ||
      PyUnicode_CompareWithASCIIString(module, "builtins") == 0) {
    PyErr_Clear();
    Py_XDECREF(module);
    return qualname;
  }
  PyObject* r = PyUnicode_FromFormat("%U.%U", module, qualname);
  Py_DECREF(module);
  Py_DECREF(qualname);
  return r;
}

void hintc_raise_cast_mismatch(const char* expected, PyObject* got) {
  PyObject* name = cast_type_name(got, 0);
  if (name == NULL) {
    PyErr_Clear();
    PyErr_Format(PyExc_TypeError, "%s object expected; got %.200s", expected,
                 Py_TYPE(got)->tp_name);
    return;
  }
  PyErr_Format(PyExc_TypeError, "%s object expected; got %U", expected, name);
  Py_DECREF(name);
}
