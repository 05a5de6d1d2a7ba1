// Compiled exception classes: the parts of their instances that belong to the builtin exception
// base (args, __dict__, traceback, cause, context) are the builtin's own slots' business.
#include "hintc/rt_class.h"

PyTypeObject* hintc_exc_builtin_base(PyTypeObject* t) {
  while (t->tp_flags & Py_TPFLAGS_HEAPTYPE) t = t->tp_base;
  return t;
}

char hintc_exc_base_init(PyObject* self, PyObject* args) {
  PyTypeObject* base = hintc_exc_builtin_base(Py_TYPE(self));
  return base->tp_init(self, args, NULL) < 0 ? 2 : 1;
}

PyObject* hintc_exc_super_attr(PyObject* self, PyObject* name) {
  PyTypeObject* base = hintc_exc_builtin_base(Py_TYPE(self));
  PyObject* descr = _PyType_Lookup(base, name);  // borrowed
  if (descr == NULL) {
    PyErr_Format(PyExc_AttributeError, "'super' object has no attribute '%U'", name);
    return NULL;
  }
  descrgetfunc get = Py_TYPE(descr)->tp_descr_get;
  if (get == NULL) {
    Py_INCREF(descr);
    return descr;
  }
  return get(descr, self, reinterpret_cast<PyObject*>(Py_TYPE(self)));
}

PyObject* hintc_exc_new(PyTypeObject* t, PyObject* args, PyObject* kw) {
  return hintc_exc_builtin_base(t)->tp_new(t, args, kw);
}

void hintc_exc_dealloc_end(PyObject* self) {
  PyTypeObject* t = Py_TYPE(self);
  // The builtin's dealloc untracks, clears its members and frees the memory through tp_free.
  hintc_exc_builtin_base(t)->tp_dealloc(self);
  Py_DECREF(t);
}

int hintc_exc_traverse(PyObject* self, visitproc visit, void* arg) {
  return hintc_exc_builtin_base(Py_TYPE(self))->tp_traverse(self, visit, arg);
}

int hintc_exc_clear(PyObject* self) {
  return hintc_exc_builtin_base(Py_TYPE(self))->tp_clear(self);
}
