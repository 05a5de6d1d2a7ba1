// The class-creation steps type.__new__ runs and PyType_FromSpec does not: __set_name__ of the
// class attributes and the bases' __init_subclass__ with the class statement's keywords; and
// the __abstractmethods__ ABCMeta gives Python subclasses of a compiled ABC class.
#include "hintc/rt_class.h"
#include "hintc/rt_class_kw.h"

namespace {

// The compiled class whose __init_subclass__ chain hintc_class_made is running: the hooks that
// refuse Python subclasses of closed classes let it through. Module init runs under the GIL.
PyObject* g_making = NULL;

int set_names(PyObject* cls) {
  // A copy, as type_new_set_names takes: a __set_name__ may add attributes to the class.
  PyObject* dict = PyDict_Copy(reinterpret_cast<PyTypeObject*>(cls)->tp_dict);
  if (dict == NULL) return -1;
  Py_ssize_t pos = 0;
  PyObject *key, *value;
  int rc = 0;
  while (rc == 0 && PyDict_Next(dict, &pos, &key, &value)) {
    // Looked up on the value's type (and its metaclass), as type_new_set_names does.
    PyObject* hook = PyObject_GetAttrString(reinterpret_cast<PyObject*>(Py_TYPE(value)), "__set_name__");
    if (hook == NULL) {
      if (!PyErr_ExceptionMatches(PyExc_AttributeError)) {
        rc = -1;
        break;
      }
      PyErr_Clear();
      continue;
    }
    PyObject* r = PyObject_CallFunctionObjArgs(hook, value, cls, key, NULL);
    Py_DECREF(hook);
    if (r == NULL) {
      // CPython 3.11 wraps the error (as the cause and context of a RuntimeError).
      PyObject *type, *val, *tb;
      PyErr_Fetch(&type, &val, &tb);
      PyErr_NormalizeException(&type, &val, &tb);
      if (tb != NULL) PyException_SetTraceback(val, tb);
      PyErr_Format(PyExc_RuntimeError, "Error calling __set_name__ on '%.100s' instance %R in '%.100s'",
                   Py_TYPE(value)->tp_name, key, reinterpret_cast<PyTypeObject*>(cls)->tp_name);
      PyObject *t2, *v2, *tb2;
      PyErr_Fetch(&t2, &v2, &tb2);
      PyErr_NormalizeException(&t2, &v2, &tb2);
      Py_INCREF(val);
      PyException_SetCause(v2, val);  // steals a reference
      PyException_SetContext(v2, val);  // steals the other
      Py_XDECREF(type);
      Py_XDECREF(tb);
      PyErr_Restore(t2, v2, tb2);
      rc = -1;
      break;
    }
    Py_DECREF(r);
  }
  Py_DECREF(dict);
  return rc;
}

int init_subclass(PyObject* cls, PyObject* kw) {
  PyObject* super = PyObject_CallFunctionObjArgs(reinterpret_cast<PyObject*>(&PySuper_Type), cls, cls, NULL);
  if (super == NULL) return -1;
  PyObject* hook = PyObject_GetAttrString(super, "__init_subclass__");
  Py_DECREF(super);
  if (hook == NULL) return -1;
  PyObject* empty = PyTuple_New(0);
  PyObject* saved = g_making;
  g_making = cls;
  PyObject* r = empty ? PyObject_Call(hook, empty, PyDict_GET_SIZE(kw) ? kw : NULL) : NULL;
  g_making = saved;
  Py_XDECREF(empty);
  Py_DECREF(hook);
  Py_XDECREF(r);
  return r == NULL ? -1 : 0;
}

}  // namespace

char hintc_class_made(PyObject* cls, PyObject* kw) {
  if (set_names(cls) < 0 || init_subclass(cls, kw) < 0) return 2;
  return 1;
}

PyObject* hintc_subclass_hook(PyObject* cls, PyObject* kw, const char* closed_name) {
  if (closed_name != NULL && cls != g_making) return hintc_forbid_subclass(cls, closed_name);
  if (kw != NULL && PyDict_GET_SIZE(kw) != 0) {
    // object.__init_subclass__'s error, which names the new class by its qualified name.
    PyObject* qualname = PyObject_GetAttrString(cls, "__qualname__");
    if (qualname != NULL) {
      PyErr_Format(PyExc_TypeError, "%U.__init_subclass__() takes no keyword arguments", qualname);
      Py_DECREF(qualname);
    }
    return NULL;
  }
  Py_RETURN_NONE;
}

namespace {

// Whether CLS reaches CLOSED's hook only through classes without a hook of their own, so that
// CLOSED (or a closed compiled class below it, which has no hook either) is a base Python may not
// derive from. An open class below CLOSED has a hook (its own or the forwarding one of
// hintc_open_subclass_hook), and so does every Python class whose hook calls super().
bool reaches_closed_hook(PyObject* cls, PyObject* closed) {
  PyObject* mro = reinterpret_cast<PyTypeObject*>(cls)->tp_mro;
  if (mro == NULL || !PyTuple_Check(mro)) return true;
  for (Py_ssize_t i = 1; i < PyTuple_GET_SIZE(mro); ++i) {
    PyObject* t = PyTuple_GET_ITEM(mro, i);
    if (t == closed) return true;
    PyObject* dict = hintc_cpy_type_dict(reinterpret_cast<PyTypeObject*>(t));
    if (dict != NULL && PyDict_GetItemString(dict, "__init_subclass__") != NULL) return false;
  }
  return true;
}

}  // namespace

char hintc_init_subclass_guard(PyObject* cls, PyObject* closed, PyObject* closed_name) {
  if (cls == g_making || !reaches_closed_hook(cls, closed)) return 1;
  const char* name = PyUnicode_AsUTF8(closed_name);
  if (name == NULL) return 2;
  hintc_forbid_subclass(cls, name);
  return 2;
}

PyObject* hintc_open_subclass_hook(PyObject* cls, PyObject* args, PyObject* kw, PyObject* open) {
  PyObject* super = PyObject_CallFunctionObjArgs(reinterpret_cast<PyObject*>(&PySuper_Type), open, cls, NULL);
  if (super == NULL) return NULL;
  PyObject* hook = PyObject_GetAttrString(super, "__init_subclass__");
  Py_DECREF(super);
  if (hook == NULL) return NULL;
  PyObject* r = PyObject_Call(hook, args, kw);
  Py_DECREF(hook);
  return r;
}

namespace {

// Whether value v is marked abstract (@abstractmethod sets __isabstractmethod__): 1 / 0 / -1.
int is_abstract_value(PyObject* v) {
  PyObject* flag = PyObject_GetAttrString(v, "__isabstractmethod__");
  if (flag == NULL) {
    if (!PyErr_ExceptionMatches(PyExc_AttributeError)) return -1;
    PyErr_Clear();
    return 0;
  }
  int r = PyObject_IsTrue(flag);
  Py_DECREF(flag);
  return r;
}

// Fills `seen` (name -> True/False: abstract) from the dicts of t's Python classes before
// `compiled` in its MRO, the first definition of each name winning. 0 / -1.
int python_definitions(PyTypeObject* t, PyTypeObject* compiled, PyObject* seen) {
  PyObject* mro = t->tp_mro;
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(mro); ++i) {
    PyTypeObject* k = reinterpret_cast<PyTypeObject*>(PyTuple_GET_ITEM(mro, i));
    if (PyType_IsSubtype(compiled, k)) break;  // compiled and its bases: the compiled answer
    Py_ssize_t pos = 0;
    PyObject *name, *value;
    PyObject* dict = hintc_cpy_type_dict(k);
    while (dict != NULL && PyDict_Next(dict, &pos, &name, &value)) {
      int known = PyDict_Contains(seen, name);
      if (known != 0) {
        if (known < 0) return -1;
        continue;
      }
      int abstract = is_abstract_value(value);
      if (abstract < 0 || PyDict_SetItem(seen, name, abstract ? Py_True : Py_False) < 0) return -1;
    }
  }
  return 0;
}

}  // namespace

int hintc_abstract_subclass(PyTypeObject* t, PyTypeObject* compiled) {
  static PyObject* key = NULL;  // interned once, like CPython's identifiers
  if (key == NULL && (key = PyUnicode_InternFromString("__abstractmethods__")) == NULL) return -1;
  PyObject* done = PyDict_GetItemWithError(t->tp_dict, key);  // set before: the flag answers
  if (done != NULL || PyErr_Occurred()) return done != NULL ? 0 : -1;
  PyObject* inherited = PyObject_GetAttr(reinterpret_cast<PyObject*>(compiled), key);
  if (inherited == NULL) {
    if (!PyErr_ExceptionMatches(PyExc_AttributeError)) return -1;
    PyErr_Clear();
    inherited = PyFrozenSet_New(NULL);
    if (inherited == NULL) return -1;
  }
  PyObject* seen = PyDict_New();
  PyObject* names = PySet_New(NULL);
  int rc = seen == NULL || names == NULL || python_definitions(t, compiled, seen) < 0 ? -1 : 0;
  PyObject* it = rc == 0 ? PyObject_GetIter(inherited) : NULL;
  if (it == NULL) rc = -1;
  // compiled's abstract methods that no Python class redefines, then the Python ones marked.
  for (PyObject* n; rc == 0 && (n = PyIter_Next(it)) != NULL; Py_DECREF(n)) {
    if (PyDict_GetItemWithError(seen, n) == NULL && (PyErr_Occurred() || PySet_Add(names, n) < 0)) {
      rc = -1;
    }
  }
  if (rc == 0 && PyErr_Occurred()) rc = -1;
  Py_ssize_t pos = 0;
  PyObject *name, *abstract;
  while (rc == 0 && PyDict_Next(seen, &pos, &name, &abstract)) {
    if (abstract == Py_True && PySet_Add(names, name) < 0) rc = -1;
  }
  PyObject* frozen = rc == 0 ? PyFrozenSet_New(names) : NULL;
  // type's __abstractmethods__ setter also sets or clears Py_TPFLAGS_IS_ABSTRACT.
  if (frozen == NULL || PyObject_SetAttr(reinterpret_cast<PyObject*>(t), key, frozen) < 0) rc = -1;
  Py_XDECREF(frozen);
  Py_XDECREF(it);
  Py_XDECREF(names);
  Py_XDECREF(seen);
  Py_DECREF(inherited);
  return rc;
}
