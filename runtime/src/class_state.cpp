// Compiled instances' state for pickle and copy: the set fields as a dict, and back.
#include "hintc/rt_class.h"

namespace {

// Adds self's set fields to dict d. 0 / -1.
int add_fields(PyObject* self, HintcField* const* fields, PyObject* d) {
  for (Py_ssize_t i = 0; fields[i] != NULL; ++i) {
    PyObject* v = hintc_field_get(self, fields[i]);
    if (v == NULL) {
      if (!PyErr_ExceptionMatches(PyExc_AttributeError)) return -1;
      PyErr_Clear();  // an unset field is not part of the state
      continue;
    }
    int rc = PyDict_SetItemString(d, fields[i]->name, v);
    Py_DECREF(v);
    if (rc < 0) return -1;
  }
  return 0;
}

// Adds the set __slots__ of self's Python subclasses to d (copyreg._slotnames, cached by it on
// each class; a compiled class declares none). 0 / -1.
int add_python_slots(PyObject* self, PyObject* d) {
  PyObject* copyreg = PyImport_ImportModule("copyreg");
  PyObject* names = copyreg ? PyObject_CallMethod(copyreg, "_slotnames", "O", Py_TYPE(self)) : NULL;
  Py_XDECREF(copyreg);
  if (names == NULL) return -1;
  PyObject* seq = PySequence_Fast(names, "__slotnames__ is not a sequence");
  Py_DECREF(names);
  if (seq == NULL) return -1;
  int rc = 0;
  for (Py_ssize_t i = 0; rc == 0 && i < PySequence_Fast_GET_SIZE(seq); ++i) {
    PyObject* name = PySequence_Fast_GET_ITEM(seq, i);
    PyObject* v = PyObject_GetAttr(self, name);
    if (v == NULL) {
      if (!PyErr_ExceptionMatches(PyExc_AttributeError)) {
        rc = -1;
        break;
      }
      PyErr_Clear();  // an unset slot is not part of the state
      continue;
    }
    rc = PyDict_SetItem(d, name, v);
    Py_DECREF(v);
  }
  Py_DECREF(seq);
  return rc;
}

}  // namespace

PyObject* hintc_instance_getstate(PyObject* self, HintcField* const* fields) {
  // A Python subclass's instances also have a __dict__: its attributes are state too.
  PyObject* own = hintc_cpy_instance_dict(self);
  PyObject* d = own != NULL ? PyDict_Copy(own) : PyDict_New();
  Py_XDECREF(own);
  if (d == NULL) return NULL;
  if (add_fields(self, fields, d) < 0 || add_python_slots(self, d) < 0) {
    Py_DECREF(d);
    return NULL;
  }
  if (PyDict_GET_SIZE(d) == 0) {
    Py_DECREF(d);
    Py_RETURN_NONE;
  }
  return d;
}

PyObject* hintc_instance_setstate(PyObject* self, PyObject* state, HintcField* const* fields) {
  if (state == Py_None) Py_RETURN_NONE;
  if (!PyDict_Check(state)) {
    PyErr_SetString(PyExc_TypeError, "state is not a dictionary");
    return NULL;
  }
  Py_ssize_t pos = 0;
  PyObject *key, *value;
  while (PyDict_Next(state, &pos, &key, &value)) {
    const HintcField* f = NULL;
    for (Py_ssize_t i = 0; f == NULL && fields[i] != NULL; ++i) {
      if (PyUnicode_Check(key) && PyUnicode_CompareWithASCIIString(key, fields[i]->name) == 0) {
        f = fields[i];
      }
    }
    int rc;
    if (f != NULL) {
      HintcField restore = *f;  // unpickling a frozen instance sets its fields all the same
      restore.frozen = 0;
      rc = hintc_field_set(self, value, &restore);
    } else {
      rc = PyObject_SetAttr(self, key, value);
    }
    if (rc < 0) return NULL;
  }
  Py_RETURN_NONE;
}

PyObject* hintc_exc_reduce(PyObject* self, HintcField* const* fields) {
  // The builtin base's reduction (OSError's puts filename back into the arguments, ...) with
  // the fields added to its state dict.
  PyTypeObject* builtin = hintc_exc_builtin_base(Py_TYPE(self));
  PyObject* r = PyObject_CallMethod(reinterpret_cast<PyObject*>(builtin), "__reduce__", "O", self);
  if (r == NULL) return NULL;
  if (!PyTuple_Check(r) || PyTuple_GET_SIZE(r) < 2) return r;
  PyObject* old = PyTuple_GET_SIZE(r) > 2 ? PyTuple_GET_ITEM(r, 2) : Py_None;
  PyObject* state = PyDict_Check(old) ? PyDict_Copy(old) : PyDict_New();
  if (state == NULL || add_fields(self, fields, state) < 0) {
    Py_XDECREF(state);
    Py_DECREF(r);
    return NULL;
  }
  PyObject* out = r;
  if (PyDict_GET_SIZE(state) > 0 || PyDict_Check(old)) {
    out = PyTuple_Pack(3, PyTuple_GET_ITEM(r, 0), PyTuple_GET_ITEM(r, 1), state);
    Py_DECREF(r);
  }
  Py_DECREF(state);
  return out;
}

PyObject* hintc_instance_reduce_ex(PyObject* self, PyObject* protocol) {
  long proto = PyLong_AsLong(protocol);
  if (proto == -1 && PyErr_Occurred()) return NULL;
  PyObject* object = reinterpret_cast<PyObject*>(&PyBaseObject_Type);
  if (proto >= 2) return PyObject_CallMethod(object, "__reduce_ex__", "OO", self, protocol);
  // A __reduce__ of a Python subclass wins, as object.__reduce_ex__ lets it.
  PyObject* own = PyObject_GetAttrString(reinterpret_cast<PyObject*>(Py_TYPE(self)), "__reduce__");
  PyObject* base = own ? PyObject_GetAttrString(object, "__reduce__") : NULL;
  bool overridden = own != NULL && base != NULL && own != base;
  Py_XDECREF(base);
  Py_XDECREF(own);
  if (PyErr_Occurred()) return NULL;
  if (overridden) return PyObject_CallMethod(self, "__reduce__", NULL);
  // copyreg's reduction for protocols 0 and 1 remakes the instance with object.__new__, which
  // an extension type refuses; copyreg.__newobj__ calls the class's own __new__ and pickles by
  // name in every protocol.
  PyObject* copyreg = PyImport_ImportModule("copyreg");
  PyObject* newobj = copyreg ? PyObject_GetAttrString(copyreg, "__newobj__") : NULL;
  Py_XDECREF(copyreg);
  PyObject* state = newobj ? PyObject_CallMethod(self, "__getstate__", NULL) : NULL;
  if (state == NULL) {
    Py_XDECREF(newobj);
    return NULL;
  }
  return Py_BuildValue("(N(O)N)", newobj, reinterpret_cast<PyObject*>(Py_TYPE(self)), state);
}
