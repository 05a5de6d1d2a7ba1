// Compiled exception classes: the parts of their instances that belong to the builtin exception
// base (args, __dict__, traceback, cause, context) are the builtin's own slots' business.
#include "hintc/rt_class.h"

PyTypeObject* hintc_exc_builtin_base(PyTypeObject* t) {
  while (t->tp_flags & Py_TPFLAGS_HEAPTYPE) t = t->tp_base;
  return t;
}

namespace {

bool oserror_family(PyTypeObject* builtin) {
  return PyType_IsSubtype(builtin, reinterpret_cast<PyTypeObject*>(PyExc_OSError));
}

// OSError parses its arguments (errno, strerror, filename, ...) in __new__ unless the type's
// own __new__ is OSError's, and then its __init__ does nothing; a compiled class has its own
// tp_new, so the builtin's parse runs on an instance of the builtin and the result is copied
// into self, whose struct starts with the same PyOSErrorObject. 0 / -1.
int oserror_fill(PyObject* self, PyTypeObject* builtin, PyObject* args, PyObject* kw) {
  PyObject* made = PyObject_Call(reinterpret_cast<PyObject*>(builtin), args, kw);
  if (made == NULL) return -1;
  PyOSErrorObject* from = reinterpret_cast<PyOSErrorObject*>(made);
  PyOSErrorObject* to = reinterpret_cast<PyOSErrorObject*>(self);
  Py_XSETREF(to->args, Py_XNewRef(from->args));
  Py_XSETREF(to->myerrno, Py_XNewRef(from->myerrno));
  Py_XSETREF(to->strerror, Py_XNewRef(from->strerror));
  Py_XSETREF(to->filename, Py_XNewRef(from->filename));
  Py_XSETREF(to->filename2, Py_XNewRef(from->filename2));
  to->written = from->written;
  Py_DECREF(made);
  return 0;
}

// tp_init of a compiled OSError class without an __init__ of its own: OSError's parse.
int oserror_init(PyObject* self, PyObject* args, PyObject* kw) {
  return oserror_fill(self, hintc_exc_builtin_base(Py_TYPE(self)), args, kw);
}

}  // namespace

char hintc_exc_base_init(PyObject* self, PyObject* args) {
  PyTypeObject* base = hintc_exc_builtin_base(Py_TYPE(self));
  if (oserror_family(base)) return oserror_fill(self, base, args, NULL) < 0 ? 2 : 1;
  return base->tp_init(self, args, NULL) < 0 ? 2 : 1;
}

void hintc_exc_new_args(PyObject* self, PyObject* args) {
  // OSError leaves the arguments to the __init__ of a class that has its own.
  PyTypeObject* t = Py_TYPE(self);
  if (oserror_family(hintc_exc_builtin_base(t)) && t->tp_init != oserror_init) return;
  Py_INCREF(args);
  Py_SETREF(reinterpret_cast<PyBaseExceptionObject*>(self)->args, args);
}

void hintc_exc_class_made(PyTypeObject* t) {
  PyTypeObject* base = hintc_exc_builtin_base(t);
  if (oserror_family(base) && t->tp_init == base->tp_init) t->tp_init = oserror_init;
}

PyObject* hintc_exc_super_attr(PyObject* self, PyObject* name) {
  PyTypeObject* base = hintc_exc_builtin_base(Py_TYPE(self));
  PyObject* descr = hintc_cpy_type_lookup(base, name);  // borrowed
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
  PyTypeObject* base = hintc_exc_builtin_base(t);
  if (args == NULL && oserror_family(base)) {
    // OSError's __new__ parses a tuple: an empty one leaves its fields unset (None).
    PyObject* none = PyTuple_New(0);
    if (none == NULL) return NULL;
    PyObject* o = base->tp_new(t, none, kw);
    Py_DECREF(none);
    return o;
  }
  return base->tp_new(t, args, kw);
}

void hintc_exc_dealloc_end(PyObject* self) {
  PyTypeObject* t = Py_TYPE(self);
  // The builtin's dealloc untracks, clears its members and frees the memory through tp_free.
  // Most builtins with their own struct (OSError, ImportError, ...) untrack without checking
  // that the object is tracked, so it is tracked again for them.
  if (!PyObject_GC_IsTracked(self)) PyObject_GC_Track(self);
  hintc_exc_builtin_base(t)->tp_dealloc(self);
  Py_DECREF(t);
}

int hintc_exc_traverse(PyObject* self, visitproc visit, void* arg) {
  return hintc_exc_builtin_base(Py_TYPE(self))->tp_traverse(self, visit, arg);
}

int hintc_exc_clear(PyObject* self) {
  return hintc_exc_builtin_base(Py_TYPE(self))->tp_clear(self);
}
