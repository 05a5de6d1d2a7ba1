// The out-of-line helpers of rt_cpython.h: public-API versions of CPython's private functions.
#include <cstdarg>

#include "hintc/rt_cpython.h"

#include <frameobject.h>

#if PY_VERSION_HEX >= 0x030E0000 || !HINTC_CPY_KNOWN
PyObject* hintc_cpy_type_lookup(PyTypeObject* type, PyObject* name) {
  PyObject* mro = type->tp_mro;
  if (mro == nullptr) return nullptr;
  PyObject *type_exc = nullptr, *value = nullptr, *tb = nullptr;
  PyErr_Fetch(&type_exc, &value, &tb);  // a lookup keeps the pending exception, as CPython's
  PyObject* found = nullptr;
  for (Py_ssize_t i = 0; found == nullptr && i < PyTuple_GET_SIZE(mro); ++i) {
    PyTypeObject* t = reinterpret_cast<PyTypeObject*>(PyTuple_GET_ITEM(mro, i));
    PyObject* dict = hintc_cpy_type_dict(t);
    if (dict == nullptr) continue;
    found = PyDict_GetItemWithError(dict, name);  // borrowed: the type's dict keeps it
    if (found == nullptr) PyErr_Clear();
  }
  PyErr_Restore(type_exc, value, tb);
  return found;
}
#endif

int hintc_cpy_match_self(PyTypeObject* type) {
#ifdef _Py_TPFLAGS_MATCH_SELF
  return PyType_HasFeature(type, _Py_TPFLAGS_MATCH_SELF);
#else
  PyTypeObject* const self_matching[] = {
      &PyBool_Type, &PyByteArray_Type, &PyBytes_Type, &PyDict_Type, &PyFloat_Type, &PyFrozenSet_Type,
      &PyLong_Type, &PyList_Type,      &PySet_Type,   &PyUnicode_Type, &PyTuple_Type};
  for (PyTypeObject* t : self_matching) {
    if (PyType_IsSubtype(type, t)) return 1;
  }
  return 0;
#endif
}

PyObject* hintc_cpy_instance_dict(PyObject* o) {
#if HINTC_CPY_KNOWN
  PyObject** own = _PyObject_GetDictPtr(o);  // materialises a managed dict (3.12, 3.13)
  return own != nullptr && *own != nullptr ? Py_NewRef(*own) : nullptr;
#else
  if (Py_TYPE(o)->tp_dictoffset == 0) return nullptr;
  PyObject* d = PyObject_GenericGetDict(o, nullptr);
  if (d == nullptr) PyErr_Clear();
  return d;
#endif
}

int hintc_cpy_list_extend(PyObject* list, PyObject* iterable) {
#if PY_VERSION_HEX >= 0x030D0000
  return PyList_Extend(list, iterable);
#else
  PyObject* r = _PyList_Extend(reinterpret_cast<PyListObject*>(list), iterable);
  if (r == nullptr) return -1;
  Py_DECREF(r);
  return 0;
#endif
}

void hintc_cpy_stop_iteration(PyObject* value) {
  // An explicit exception object: PyErr_SetObject would unpack a tuple value into arguments.
  PyObject* e = PyObject_CallOneArg(PyExc_StopIteration, value);
  if (e == nullptr) return;
  PyErr_SetObject(PyExc_StopIteration, e);
  Py_DECREF(e);
}

void hintc_cpy_format_from_cause(PyObject* type, const char* format, ...) {
  PyObject *cause_type, *cause, *cause_tb;
  PyErr_Fetch(&cause_type, &cause, &cause_tb);
  PyErr_NormalizeException(&cause_type, &cause, &cause_tb);
  if (cause_tb != nullptr && cause != nullptr) PyException_SetTraceback(cause, cause_tb);
  Py_XDECREF(cause_tb);
  Py_XDECREF(cause_type);
  va_list ap;
  va_start(ap, format);
  PyObject* msg = PyUnicode_FromFormatV(format, ap);
  va_end(ap);
  PyObject* exc = msg != nullptr ? PyObject_CallOneArg(type, msg) : nullptr;
  Py_XDECREF(msg);
  if (exc == nullptr) {
    Py_XDECREF(cause);
    return;
  }
  if (cause != nullptr) {
    PyException_SetContext(exc, Py_NewRef(cause));  // steals
    PyException_SetCause(exc, cause);                // steals
  }
  PyErr_SetObject(type, exc);
  Py_DECREF(exc);
}

void hintc_cpy_traceback_add(const char* func, const char* file, int line) {
  PyObject *type, *value, *tb;
  PyErr_Fetch(&type, &value, &tb);
  PyObject* globals = PyDict_New();
  PyCodeObject* code = globals != nullptr ? PyCode_NewEmpty(file, func, line) : nullptr;
  PyFrameObject* frame =
      code != nullptr ? PyFrame_New(PyThreadState_Get(), code, globals, nullptr) : nullptr;
  Py_XDECREF(code);
  Py_XDECREF(globals);
  if (frame == nullptr) {
    // Out of memory while building the entry: keep the original exception, lose the entry.
    PyErr_Clear();
    PyErr_Restore(type, value, tb);
    return;
  }
#if HINTC_CPY_FRAME_HEAD
  reinterpret_cast<HintcCpyFrameHead*>(frame)->f_lineno = line;
#endif
  PyErr_Restore(type, value, tb);
  PyTraceBack_Here(frame);
  Py_DECREF(frame);
}

PyTypeObject* hintc_cpy_calculate_metaclass(PyTypeObject* meta, PyObject* bases) {
  PyTypeObject* winner = meta;
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(bases); ++i) {
    PyTypeObject* t = Py_TYPE(PyTuple_GET_ITEM(bases, i));
    if (PyType_IsSubtype(winner, t)) continue;
    if (PyType_IsSubtype(t, winner)) {
      winner = t;
      continue;
    }
    PyErr_SetString(PyExc_TypeError,
                    "metaclass conflict: the metaclass of a derived class must be a (non-strict) "
                    "subclass of the metaclasses of all its bases");
    return nullptr;
  }
  return winner;
}
