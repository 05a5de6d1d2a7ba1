// Classes made by their bases' metaclass (NamedTuple, Enum) from a compiled class statement.
#include "hintc/rt_class.h"
#include "hintc/rt_class_kw.h"
#include "hintc/rt_containers.h"

namespace {

// types.NAME, a new reference.
PyObject* types_function(const char* name) {
  PyObject* mod = PyImport_ImportModule("types");
  if (mod == NULL) return NULL;
  PyObject* f = PyObject_GetAttrString(mod, name);
  Py_DECREF(mod);
  return f;
}

// The namespace filled: metaclass.__prepare__'s mapping with items stored in order. 0 / -1.
int fill(PyObject* ns, PyObject* items) {
  if (PyDict_Check(items)) {
    Py_ssize_t pos = 0;
    PyObject *key, *value;
    while (PyDict_Next(items, &pos, &key, &value)) {
      if (PyObject_SetItem(ns, key, value) < 0) return -1;
    }
    return 0;
  }
  for (Py_ssize_t i = 0; i + 1 < PyList_GET_SIZE(items); i += 2) {
    if (PyObject_SetItem(ns, PyList_GET_ITEM(items, i), PyList_GET_ITEM(items, i + 1)) < 0) {
      return -1;
    }
  }
  return 0;
}

}  // namespace

PyObject* hintc_build_class(PyObject* name, PyObject* bases, PyObject* items) {
  return hintc_build_class_kw(name, bases, items, NULL);
}

PyObject* hintc_build_class_kw(PyObject* name, PyObject* bases, PyObject* items, PyObject* kw) {
  PyObject* prepared = hintc_class_prepare(name, bases, kw ? kw : Py_None);
  if (prepared == NULL) return NULL;
  PyObject* result = fill(PyTuple_GET_ITEM(prepared, 1), items) == 0 ? hintc_build_prepared(name, prepared) : NULL;
  Py_DECREF(prepared);
  return result;
}

PyObject* hintc_class_prepare(PyObject* name, PyObject* bases, PyObject* kw) {
  // types.resolve_bases and types.prepare_class are __build_class__'s steps, in Python.
  PyObject* resolve = types_function("resolve_bases");
  PyObject* resolved = resolve ? PyObject_CallOneArg(resolve, bases) : NULL;
  Py_XDECREF(resolve);
  if (resolved == NULL) return NULL;
  PyObject* prepare = types_function("prepare_class");
  PyObject* prepared = prepare ? PyObject_CallFunctionObjArgs(prepare, name, resolved, kw, NULL) : NULL;
  Py_XDECREF(prepare);
  PyObject* result = NULL;
  if (prepared != NULL && PyTuple_Check(prepared) && PyTuple_GET_SIZE(prepared) == 3) {
    result = PyTuple_Pack(5, PyTuple_GET_ITEM(prepared, 0), PyTuple_GET_ITEM(prepared, 1),
                          PyTuple_GET_ITEM(prepared, 2), resolved, bases);
  }
  Py_XDECREF(prepared);
  Py_DECREF(resolved);
  return result;
}

PyObject* hintc_class_prepared_ns(PyObject* prepared) {
  PyObject* ns = PyTuple_GET_ITEM(prepared, 1);
  Py_INCREF(ns);
  return ns;
}

PyObject* hintc_build_prepared(PyObject* name, PyObject* prepared) {
  PyObject* meta = PyTuple_GET_ITEM(prepared, 0);
  PyObject* ns = PyTuple_GET_ITEM(prepared, 1);
  PyObject* rest = PyTuple_GET_ITEM(prepared, 2);  // the keywords without `metaclass`
  PyObject* resolved = PyTuple_GET_ITEM(prepared, 3);
  PyObject* bases = PyTuple_GET_ITEM(prepared, 4);
  // resolve_bases returns bases itself when no base has __mro_entries__.
  if (resolved != bases && PyMapping_SetItemString(ns, "__orig_bases__", bases) < 0) return NULL;
  PyObject* args = PyTuple_Pack(3, name, resolved, ns);
  if (args == NULL) return NULL;
  PyObject* result = PyObject_Call(meta, args, PyDict_GET_SIZE(rest) ? rest : NULL);
  Py_DECREF(args);
  return result;
}

PyObject* hintc_namedtuple_unpack(PyObject* o, PyObject* cls, HInt n) {
  Py_ssize_t want = static_cast<Py_ssize_t>(n >> 1);  // a small int constant
  if (reinterpret_cast<PyObject*>(Py_TYPE(o)) == cls && PyTuple_GET_SIZE(o) == want) {
    Py_INCREF(o);
    return o;
  }
  return hintc_unpack(o, want);
}
