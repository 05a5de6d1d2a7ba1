// A compiled dataclass's metadata as the dataclasses module keeps it (__dataclass_fields__,
// __dataclass_params__, __match_args__), so fields(), asdict(), astuple(), replace() and
// is_dataclass() work on its instances.
#include "hintc/rt_class.h"

namespace {

// A dataclasses.Field for one field (no default: the compiled __init__ owns the defaults).
PyObject* make_field(PyObject* field_fn, PyObject* kind, const HintcField* f) {
  PyObject* fo = PyObject_CallNoArgs(field_fn);
  if (fo == NULL) return NULL;
  PyObject* name = PyUnicode_FromString(f->name);
  PyObject* type = PyUnicode_FromString(f->type_name != NULL ? f->type_name : "object");
  bool bad = name == NULL || type == NULL || PyObject_SetAttrString(fo, "name", name) < 0 ||
             PyObject_SetAttrString(fo, "type", type) < 0 ||
             PyObject_SetAttrString(fo, "_field_type", kind) < 0 ||
             // The decorator resolves kw_only (runtime/src/dataclass_extras.cpp sets the True ones).
             PyObject_SetAttrString(fo, "kw_only", Py_False) < 0;
  Py_XDECREF(name);
  Py_XDECREF(type);
  if (bad) Py_CLEAR(fo);
  return fo;
}

int register_fields(PyObject* type, PyObject* dc, HintcField* const* fields) {
  PyObject* field_fn = PyObject_GetAttrString(dc, "field");
  PyObject* kind = PyObject_GetAttrString(dc, "_FIELD");
  PyObject* table = PyDict_New();
  PyObject* names = PyList_New(0);
  int rc = field_fn != NULL && kind != NULL && table != NULL && names != NULL ? 0 : -1;
  for (Py_ssize_t i = 0; rc == 0 && fields[i] != NULL; ++i) {
    PyObject* fo = make_field(field_fn, kind, fields[i]);
    PyObject* name = fo != NULL ? PyObject_GetAttrString(fo, "name") : NULL;
    rc = name == NULL || PyDict_SetItem(table, name, fo) < 0 || PyList_Append(names, name) < 0 ? -1 : 0;
    Py_XDECREF(name);
    Py_XDECREF(fo);
  }
  PyObject* match = rc == 0 ? PyList_AsTuple(names) : NULL;
  if (match == NULL || PyObject_SetAttrString(type, "__dataclass_fields__", table) < 0 ||
      PyObject_SetAttrString(type, "__match_args__", match) < 0) {
    rc = -1;
  }
  Py_XDECREF(match);
  Py_XDECREF(names);
  Py_XDECREF(table);
  Py_XDECREF(kind);
  Py_XDECREF(field_fn);
  return rc;
}

}  // namespace

int hintc_dataclass_register(PyObject* type, HintcField* const* fields, int order, int frozen, int eq,
                             int unsafe_hash) {
  PyObject* dc = PyImport_ImportModule("dataclasses");
  if (dc == NULL) return -1;
  int rc = register_fields(type, dc, fields);
  if (rc == 0) {
    // _DataclassParams(init, repr, eq, order, unsafe_hash, frozen[, match_args, kw_only, slots,
    // weakref_slot]) as the decorator records it.
    PyObject* params_type = PyObject_GetAttrString(dc, "_DataclassParams");
    PyObject* o = order ? Py_True : Py_False;
    PyObject* f = frozen ? Py_True : Py_False;
    PyObject* e = eq ? Py_True : Py_False;
    PyObject* u = unsafe_hash ? Py_True : Py_False;
#if PY_VERSION_HEX >= 0x030C0000
    PyObject* params = params_type ? PyObject_CallFunction(params_type, "OOOOOOOOOO", Py_True, Py_True,
                                                           e, o, u, f, Py_True, Py_False,
                                                           Py_False, Py_False)
                                   : NULL;
#else
    PyObject* params = params_type ? PyObject_CallFunction(params_type, "OOOOOO", Py_True, Py_True,
                                                           e, o, u, f)
                                   : NULL;
#endif
    if (params == NULL || PyObject_SetAttrString(type, "__dataclass_params__", params) < 0) rc = -1;
    Py_XDECREF(params);
    Py_XDECREF(params_type);
  }
  Py_DECREF(dc);
  return rc;
}
