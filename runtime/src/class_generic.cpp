// Native classes with subscripted bases (`class Box(Generic[T])`, `class Sub(Box[T])`): the
// __orig_bases__ and __parameters__ typing's Generic would give them (the native type has no
// Generic base; lower_generics.cpp gives it __class_getitem__).
#include "hintc/rt_class.h"

namespace {

// Appends the type variables of base (its __parameters__) not yet in params.
int add_parameters(PyObject* params, PyObject* base) {
  PyObject* ps = PyObject_GetAttrString(base, "__parameters__");
  if (ps == NULL) {
    if (!PyErr_ExceptionMatches(PyExc_AttributeError)) return -1;
    PyErr_Clear();
    return 0;
  }
  int r = 0;
  if (PyTuple_Check(ps)) {
    for (Py_ssize_t i = 0; r == 0 && i < PyTuple_GET_SIZE(ps); ++i) {
      PyObject* p = PyTuple_GET_ITEM(ps, i);
      int has = PySequence_Contains(params, p);
      r = has < 0 ? -1 : has ? 0 : PyList_Append(params, p);
    }
  }
  Py_DECREF(ps);
  return r;
}

}  // namespace

char hintc_set_generic_bases(PyObject* cls, PyObject* bases) {
  if (PyObject_SetAttrString(cls, "__orig_bases__", bases) < 0) return 2;
  PyObject* typing = PyImport_ImportModule("typing");
  PyObject* generic = typing ? PyObject_GetAttrString(typing, "Generic") : NULL;
  Py_XDECREF(typing);
  if (generic == NULL) return 2;
  PyObject* params = PyList_New(0);
  PyObject* from_generic = NULL;  // the Generic[...] base: its arguments, in its order
  for (Py_ssize_t i = 0; params != NULL && i < PyTuple_GET_SIZE(bases); ++i) {
    PyObject* origin = PyObject_GetAttrString(PyTuple_GET_ITEM(bases, i), "__origin__");
    if (origin == NULL) {
      PyErr_Clear();
      continue;
    }
    if (origin == generic) from_generic = PyTuple_GET_ITEM(bases, i);
    Py_DECREF(origin);
  }
  Py_DECREF(generic);
  int r = params == NULL ? -1 : 0;
  if (from_generic != NULL) {
    if (r == 0) r = add_parameters(params, from_generic);
  } else {
    for (Py_ssize_t i = 0; r == 0 && i < PyTuple_GET_SIZE(bases); ++i) {
      r = add_parameters(params, PyTuple_GET_ITEM(bases, i));
    }
  }
  PyObject* t = r == 0 ? PyList_AsTuple(params) : NULL;
  Py_XDECREF(params);
  if (t == NULL) return 2;
  r = PyObject_SetAttrString(cls, "__parameters__", t);
  Py_DECREF(t);
  return r < 0 ? 2 : 1;
}
