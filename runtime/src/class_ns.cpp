// The namespace of a class body that runs statements (if/for/try/with/calls): reads of its names
// look there first, then in the module's globals and the builtins, as CPython's LOAD_NAME does.
#include "hintc/rt_class.h"
#include "internal.h"

PyObject* hintc_class_ns_load(PyObject* ns, PyObject* name, PyObject* module) {
  if (ns != NULL && !PyDict_CheckExact(ns)) {
    // A metaclass's prepared namespace (enum's _EnumDict, any mapping): its own __getitem__.
    PyObject* own = PyObject_GetItem(ns, name);
    if (own != NULL || !PyErr_ExceptionMatches(PyExc_KeyError)) return own;
    PyErr_Clear();
    ns = NULL;
  }
  PyObject* v = ns != NULL ? PyDict_GetItemWithError(ns, name) : NULL;  // NULL: a global
  if (v == NULL && !PyErr_Occurred()) v = PyDict_GetItemWithError(PyModule_GetDict(module), name);
  if (v == NULL && !PyErr_Occurred()) v = PyDict_GetItemWithError(PyEval_GetBuiltins(), name);
  if (v != NULL) {
    Py_INCREF(v);
    return v;
  }
  if (!PyErr_Occurred()) PyErr_Format(PyExc_NameError, "name '%U' is not defined", name);
  return NULL;
}

char hintc_class_ns_store(PyObject* ns, PyObject* name, PyObject* value) {
  int rc = PyDict_CheckExact(ns) ? PyDict_SetItem(ns, name, value) : PyObject_SetItem(ns, name, value);
  return rc < 0 ? 2 : 1;
}

char hintc_class_ns_apply(PyObject* cls, PyObject* ns) {
  Py_ssize_t pos = 0;
  PyObject *key, *value;
  while (PyDict_Next(ns, &pos, &key, &value)) {
    if (!PyType_Check(cls)) {
      if (PyObject_SetAttr(cls, key, value) < 0) return 2;
    } else if (hintc_rt::type_bind(reinterpret_cast<PyTypeObject*>(cls), key, value) < 0) {
      return 2;
    }
  }
  return 1;
}
