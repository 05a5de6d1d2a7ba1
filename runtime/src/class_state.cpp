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

}  // namespace

PyObject* hintc_instance_getstate(PyObject* self, HintcField* const* fields) {
  // A Python subclass's instances also have a __dict__: its attributes are state too.
  PyObject** own = _PyObject_GetDictPtr(self);
  PyObject* d = own != NULL && *own != NULL ? PyDict_Copy(*own) : PyDict_New();
  if (d == NULL) return NULL;
  if (add_fields(self, fields, d) < 0) {
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
  PyBaseExceptionObject* e = reinterpret_cast<PyBaseExceptionObject*>(self);
  PyObject* state = e->dict ? PyDict_Copy(e->dict) : PyDict_New();
  if (state == NULL) return NULL;
  if (add_fields(self, fields, state) < 0) {
    Py_DECREF(state);
    return NULL;
  }
  PyObject* args = e->args ? e->args : Py_None;
  PyObject* r = e->dict == NULL && PyDict_GET_SIZE(state) == 0
                    ? PyTuple_Pack(2, reinterpret_cast<PyObject*>(Py_TYPE(self)), args)
                    : PyTuple_Pack(3, reinterpret_cast<PyObject*>(Py_TYPE(self)), args, state);
  Py_DECREF(state);
  return r;
}
