// Class-body defaults of compiled fields read on the class (`C.x` for `x: int = 5`): the field's
// descriptor in the class dict is wrapped by one that answers the default for the class and
// hands instance reads, stores and deletes to the field's own descriptor; a read of a deleted
// field answers the default again, from Python and from compiled code.
#include <cstring>

#include "hintc/rt_class.h"

namespace {

struct FieldDefault {
  PyObject_HEAD
  PyObject* descr;  // the field's getset or member descriptor
  PyObject* value;  // the class-body default
};

PyObject* fd_get(PyObject* self, PyObject* obj, PyObject* type) {
  FieldDefault* f = reinterpret_cast<FieldDefault*>(self);
  if (obj == NULL) return Py_NewRef(f->value);
  PyObject* v = Py_TYPE(f->descr)->tp_descr_get(f->descr, obj, type);
  // A deleted field reads the class attribute again, as an instance attribute's deletion
  // uncovers the class's in CPython.
  if (v == NULL && PyErr_ExceptionMatches(PyExc_AttributeError)) {
    PyErr_Clear();
    v = Py_NewRef(f->value);
  }
  return v;
}

int fd_set(PyObject* self, PyObject* obj, PyObject* value) {
  FieldDefault* f = reinterpret_cast<FieldDefault*>(self);
  return Py_TYPE(f->descr)->tp_descr_set(f->descr, obj, value);
}

// Other attributes (__name__, __objclass__, __doc__) are the field descriptor's.
PyObject* fd_getattro(PyObject* self, PyObject* name) {
  return PyObject_GetAttr(reinterpret_cast<FieldDefault*>(self)->descr, name);
}

int fd_traverse(PyObject* self, visitproc visit, void* arg) {
  FieldDefault* f = reinterpret_cast<FieldDefault*>(self);
  Py_VISIT(f->descr);
  Py_VISIT(f->value);
  return 0;
}

int fd_clear(PyObject* self) {
  FieldDefault* f = reinterpret_cast<FieldDefault*>(self);
  Py_CLEAR(f->descr);
  Py_CLEAR(f->value);
  return 0;
}

void fd_dealloc(PyObject* self) {
  PyObject_GC_UnTrack(self);
  fd_clear(self);
  PyObject_GC_Del(self);
}

PyObject* fd_repr(PyObject* self) { return PyObject_Repr(reinterpret_cast<FieldDefault*>(self)->descr); }

PyTypeObject field_default_type = [] {
  PyTypeObject t;
  memset(&t, 0, sizeof t);
  Py_SET_REFCNT(&t, 1);
  t.tp_name = "hintc.field_with_default";
  t.tp_basicsize = sizeof(FieldDefault);
  t.tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC;
  t.tp_dealloc = fd_dealloc;
  t.tp_repr = fd_repr;
  t.tp_getattro = fd_getattro;
  t.tp_traverse = fd_traverse;
  t.tp_clear = fd_clear;
  t.tp_descr_get = fd_get;
  t.tp_descr_set = fd_set;
  return t;
}();

}  // namespace

char hintc_class_field_default(PyObject* cls, PyObject* name, PyObject* value) {
  PyTypeObject* t = reinterpret_cast<PyTypeObject*>(cls);
  if (!PyType_Check(cls) || t->tp_dict == NULL) return 1;
  if (!(field_default_type.tp_flags & Py_TPFLAGS_READY) && PyType_Ready(&field_default_type) < 0) return 2;
  PyObject* descr = hintc_cpy_type_lookup(t, name);  // borrowed: the class's or an inherited field's
  if (descr == NULL || Py_TYPE(descr) == &field_default_type) {
    if (descr == NULL) return 1;
    descr = reinterpret_cast<FieldDefault*>(descr)->descr;  // a subclass's own default
  }
  if (Py_TYPE(descr)->tp_descr_get == NULL || Py_TYPE(descr)->tp_descr_set == NULL) return 1;
  FieldDefault* f = PyObject_GC_New(FieldDefault, &field_default_type);
  if (f == NULL) return 2;
  f->descr = Py_NewRef(descr);
  f->value = Py_NewRef(value);
  PyObject_GC_Track(reinterpret_cast<PyObject*>(f));
  int r = PyDict_SetItem(t->tp_dict, name, reinterpret_cast<PyObject*>(f));
  Py_DECREF(f);
  if (r < 0) return 2;
  PyType_Modified(t);
  return 1;
}

PyObject* hintc_field_class_default(PyObject* obj, const char* name) {
  PyObject* key = PyUnicode_FromString(name);
  if (key == NULL) return NULL;
  PyObject* d = hintc_cpy_type_lookup(Py_TYPE(obj), key);  // borrowed
  Py_DECREF(key);
  if (d == NULL || Py_TYPE(d) != &field_default_type) {
    hintc_raise_no_attribute(obj, name);
    return NULL;
  }
  return reinterpret_cast<FieldDefault*>(d)->value;
}
