// Metadata of compiled dataclasses with InitVars, field(init=False) or keyword-only fields: the
// class statement corrects what module init registered (runtime/src/dataclass_meta.cpp), so
// __match_args__, fields() and replace() see what the dataclasses module would record.
#include "hintc/rt_class_kw.h"

namespace {

int set_flag(PyObject* table, PyObject* names, const char* attr, PyObject* value) {
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(names); ++i) {
    PyObject* f = PyDict_GetItemWithError(table, PyTuple_GET_ITEM(names, i));
    if (f == NULL) {
      if (!PyErr_Occurred()) PyErr_SetObject(PyExc_KeyError, PyTuple_GET_ITEM(names, i));
      return -1;
    }
    if (PyObject_SetAttrString(f, attr, value) < 0) return -1;
  }
  return 0;
}

// InitVar pseudo-fields: Fields of kind _FIELD_INITVAR, which fields() leaves out and replace()
// requires unless they have a default (the class attribute the class statement set).
int add_initvars(PyObject* cls, PyObject* table, PyObject* names, PyObject* defaulted) {
  PyObject* dc = PyImport_ImportModule("dataclasses");
  if (dc == NULL) return -1;
  PyObject* field_fn = PyObject_GetAttrString(dc, "field");
  PyObject* kind = PyObject_GetAttrString(dc, "_FIELD_INITVAR");
  Py_DECREF(dc);
  int rc = field_fn != NULL && kind != NULL ? 0 : -1;
  for (Py_ssize_t i = 0; rc == 0 && i < PyTuple_GET_SIZE(names); ++i) {
    PyObject* name = PyTuple_GET_ITEM(names, i);
    PyObject* fo = PyObject_CallNoArgs(field_fn);
    rc = fo == NULL || PyObject_SetAttrString(fo, "name", name) < 0 ||
                 PyObject_SetAttrString(fo, "_field_type", kind) < 0 || PyDict_SetItem(table, name, fo) < 0
             ? -1
             : 0;
    int has_default = rc == 0 ? PySequence_Contains(defaulted, name) : 0;
    PyObject* dflt = has_default == 1 ? PyObject_GetAttr(cls, name) : NULL;
    if (has_default < 0 || (has_default == 1 && (dflt == NULL || PyObject_SetAttrString(fo, "default", dflt) < 0))) {
      rc = -1;
    }
    Py_XDECREF(dflt);
    Py_XDECREF(fo);
  }
  Py_XDECREF(kind);
  Py_XDECREF(field_fn);
  return rc;
}

}  // namespace

char hintc_dataclass_extras(PyObject* cls, PyObject* match_args, PyObject* no_init, PyObject* kw_only,
                            PyObject* initvars, PyObject* defaulted) {
  if (PyObject_SetAttrString(cls, "__match_args__", match_args) < 0) return 2;
  PyObject* table = PyObject_GetAttrString(cls, "__dataclass_fields__");
  if (table == NULL) return 2;
  int rc = PyDict_Check(table) ? 0 : -1;
  if (rc < 0) PyErr_SetString(PyExc_TypeError, "__dataclass_fields__ is not a dict");
  if (rc == 0) rc = add_initvars(cls, table, initvars, defaulted);
  if (rc == 0) rc = set_flag(table, no_init, "init", Py_False);
  if (rc == 0) rc = set_flag(table, kw_only, "kw_only", Py_True);
  Py_DECREF(table);
  return rc < 0 ? 2 : 1;
}
