// The class-creation steps type.__new__ runs and PyType_FromSpec does not: __set_name__ of the
// class attributes and the bases' __init_subclass__ with the class statement's keywords.
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
    PyObject* dict = reinterpret_cast<PyTypeObject*>(t)->tp_dict;
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
