// Exceptions in compiled code: raising as CPython's RAISE_VARARGS does, catching and matching as
// its exception table handlers do, the handled-exception stack, `with`, and traceback entries.
#include "internal.h"  // Python.h first: frameobject.h needs it

#include <frameobject.h>

namespace {

const char kCannotCatch[] = "catching classes that do not inherit from BaseException is not allowed";

// The globals every synthetic traceback frame shares: tracebacks need some dict there.
PyObject* g_frame_globals;

// A frame of an empty code object named for the site, whose first line is `line`: traceback
// printing and the traceback module read the entry's line from it.
PyObject* make_frame(const HintcTbSite* site, int line) {
  if (!g_frame_globals && !(g_frame_globals = PyDict_New())) return nullptr;
  PyCodeObject* code = PyCode_NewEmpty(site->file, site->func, line);
  if (!code) return nullptr;
  PyObject* frame = (PyObject*)PyFrame_New(PyThreadState_Get(), code, g_frame_globals, nullptr);
  Py_DECREF(code);
  return frame;
}

// An attribute looked up on the object's type and bound to it, as CPython finds special methods.
// A new reference, or NULL (with an exception set only if the lookup itself failed).
PyObject* lookup_special(PyObject* self, PyObject** interned, const char* name) {
  if (!*interned && !(*interned = PyUnicode_InternFromString(name))) return nullptr;
  PyObject* attr = hintc_cpy_type_lookup(Py_TYPE(self), *interned);
  if (!attr) return nullptr;
  descrgetfunc get = Py_TYPE(attr)->tp_descr_get;
  if (!get) return Py_NewRef(attr);
  Py_INCREF(attr);  // the descriptor may run code that drops the type's reference
  PyObject* bound = get(attr, self, (PyObject*)Py_TYPE(self));
  Py_DECREF(attr);
  return bound;
}

PyObject* g_enter_name;
PyObject* g_exit_name;

// type(mgr).__enter__ bound to mgr, or NULL with CPython's TypeError when it is missing.
PyObject* lookup_enter(PyObject* mgr) {
  PyObject* enter = lookup_special(mgr, &g_enter_name, "__enter__");
  if (!enter && !PyErr_Occurred()) {
    PyErr_Format(PyExc_TypeError, "'%.200s' object does not support the context manager protocol",
                 Py_TYPE(mgr)->tp_name);
  }
  return enter;
}

bool valid_except_class(PyObject* c) { return PyExceptionClass_Check(c); }

}  // namespace

namespace {

// The cached frame of site at line (made on first use), borrowed; NULL when it cannot be made
// (the pending exception is kept).
PyObject* site_frame(HintcTbSite* site, int line) {
  HintcTbSlot& slot = site->slots[static_cast<unsigned>(line) % HINTC_TB_SLOTS];
  if (!slot.frame || slot.line != line) {
    PyObject *type, *value, *tb;
    PyErr_Fetch(&type, &value, &tb);
    PyObject* frame = make_frame(site, line);
    if (!frame) {
      // Out of memory while building the frame: keep the original exception, lose the entry.
      PyErr_Clear();
      PyErr_Restore(type, value, tb);
      return nullptr;
    }
    PyErr_Restore(type, value, tb);
    Py_XSETREF(slot.frame, frame);  // tracebacks still holding the old frame keep it alive
    slot.line = line;
  }
  return slot.frame;
}

// A frame of its own for one traceback entry, sharing the cached frame's code object, whose
// locals hold {name: value}; NULL when it cannot be made (no exception of its own left set).
PyObject* frame_holding(PyObject* cached, const char* name, PyObject* value) {
  PyObject *type, *exc, *tb;
  PyErr_Fetch(&type, &exc, &tb);
  PyObject* frame = nullptr;
  PyObject* locals = PyDict_New();
  if (locals && PyDict_SetItemString(locals, name, value) == 0) {
    PyCodeObject* code = PyFrame_GetCode((PyFrameObject*)cached);
    frame = (PyObject*)PyFrame_New(PyThreadState_Get(), code, g_frame_globals, locals);
    Py_DECREF(code);
    // The frame's locals may lead back to the traceback (self.error = e): collectable.
    if (frame && !PyObject_GC_IsTracked(frame)) PyObject_GC_Track(frame);
  }
  Py_XDECREF(locals);
  PyErr_Clear();
  PyErr_Restore(type, exc, tb);
  return frame;
}

}  // namespace

void hintc_add_traceback(HintcTbSite* site, int line) {
  if (!PyErr_Occurred()) return;
  if (PyObject* frame = site_frame(site, line)) PyTraceBack_Here((PyFrameObject*)frame);
}

void hintc_add_traceback_holding(HintcTbSite* site, int line, const char* name, PyObject* value) {
  if (!PyErr_Occurred()) return;
  PyObject* cached = site_frame(site, line);
  if (!cached) return;
  PyObject* own = value ? frame_holding(cached, name, value) : nullptr;
  PyTraceBack_Here((PyFrameObject*)(own ? own : cached));
  Py_XDECREF(own);  // the traceback entry holds it
}

void hintc_raise(PyObject* exc, PyObject* cause, int has_cause) {
  PyObject* value;
  if (PyExceptionClass_Check(exc)) {
    value = PyObject_CallNoArgs(exc);
    if (!value) return;
    if (!PyExceptionInstance_Check(value)) {
      PyErr_Format(PyExc_TypeError,
                   "calling %R should have returned an instance of BaseException, not %R", exc,
                   Py_TYPE(value));
      Py_DECREF(value);
      return;
    }
  } else if (PyExceptionInstance_Check(exc)) {
    value = Py_NewRef(exc);
  } else {
    PyErr_SetString(PyExc_TypeError, "exceptions must derive from BaseException");
    return;
  }
  if (has_cause) {
    PyObject* fixed;
    if (PyExceptionClass_Check(cause)) {
      fixed = PyObject_CallNoArgs(cause);
      if (!fixed) {
        Py_DECREF(value);
        return;
      }
    } else if (PyExceptionInstance_Check(cause)) {
      fixed = Py_NewRef(cause);
    } else if (cause == Py_None) {
      fixed = nullptr;
    } else {
      Py_DECREF(value);
      PyErr_SetString(PyExc_TypeError, "exception causes must derive from BaseException");
      return;
    }
    PyException_SetCause(value, fixed);  // steals; also sets __suppress_context__
  }
  // PyErr_SetObject chains the handled exception as __context__ and keeps value's traceback.
  PyErr_SetObject((PyObject*)Py_TYPE(value), value);
  Py_DECREF(value);
}

void hintc_reraise(PyObject* exc) {
  PyErr_Restore(Py_NewRef((PyObject*)Py_TYPE(exc)), Py_NewRef(exc), PyException_GetTraceback(exc));
}

PyObject* hintc_exc_active(void) {
#if !HINTC_CPY_EXC_INFO
  PyObject* v = PyErr_GetHandledException();
  if (v == nullptr) PyErr_SetString(PyExc_RuntimeError, "No active exception to reraise");
  return v;
#else
  _PyErr_StackItem* item = PyThreadState_Get()->exc_info;
  // Generators keep their own entries; an empty one defers to the frames below it.
  while ((item->exc_value == nullptr || item->exc_value == Py_None) && item->previous_item)
    item = item->previous_item;
  PyObject* v = item->exc_value;
  if (v == nullptr || v == Py_None) {
    PyErr_SetString(PyExc_RuntimeError, "No active exception to reraise");
    return nullptr;
  }
  return Py_NewRef(v);
#endif
}

PyObject* hintc_exc_catch(void) {
  PyObject *type, *value, *tb;
  PyErr_Fetch(&type, &value, &tb);
  if (!type) {
    PyErr_SetString(PyExc_SystemError, "hintc: handler entered without an exception");
    PyErr_Fetch(&type, &value, &tb);
  }
  PyErr_NormalizeException(&type, &value, &tb);
  PyException_SetTraceback(value, tb ? tb : Py_None);
  Py_XDECREF(tb);
  Py_XDECREF(type);
  return value;
}

char hintc_exc_matches(PyObject* exc, PyObject* const* classes, Py_ssize_t n) {
  // Every class is checked before any is matched, as CPython does.
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject* c = classes[i];
    if (n == 1 && PyTuple_Check(c)) {
      for (Py_ssize_t j = 0; j < PyTuple_GET_SIZE(c); ++j) {
        if (!valid_except_class(PyTuple_GET_ITEM(c, j))) {
          PyErr_SetString(PyExc_TypeError, kCannotCatch);
          return 2;
        }
      }
    } else if (!valid_except_class(c)) {
      PyErr_SetString(PyExc_TypeError, kCannotCatch);
      return 2;
    }
  }
  PyObject* type = (PyObject*)Py_TYPE(exc);
  for (Py_ssize_t i = 0; i < n; ++i) {
    if (classes[i] == type || PyErr_GivenExceptionMatches(exc, classes[i])) return 1;
  }
  return 0;
}

// The handled exception is the current exc_info entry's (rt_cpython.h HINTC_CPY_EXC_INFO), or
// else what PyErr_GetHandledException reports, restored by PyErr_SetHandledException.
PyObject* hintc_exc_begin_handler(PyObject* exc) {
#if HINTC_CPY_EXC_INFO
  _PyErr_StackItem* item = PyThreadState_Get()->exc_info;
  PyObject* saved = item->exc_value;
  item->exc_value = Py_NewRef(exc);
  return saved;
#else
  PyObject* saved = PyErr_GetHandledException();
  PyErr_SetHandledException(exc);
  return saved;
#endif
}

void hintc_exc_end_handler(PyObject* saved) {
#if HINTC_CPY_EXC_INFO
  _PyErr_StackItem* item = PyThreadState_Get()->exc_info;
  PyObject* cur = item->exc_value;
  item->exc_value = saved;
  Py_XDECREF(cur);
#else
  PyErr_SetHandledException(saved);
  Py_XDECREF(saved);
#endif
}

PyObject* hintc_with_exit_lookup(PyObject* mgr) {
  PyObject* enter = lookup_enter(mgr);
  if (!enter) return nullptr;
  Py_DECREF(enter);
  PyObject* exit = lookup_special(mgr, &g_exit_name, "__exit__");
  if (!exit && !PyErr_Occurred()) {
    PyErr_Format(PyExc_TypeError,
                 "'%.200s' object does not support the context manager protocol (missed "
                 "__exit__ method)",
                 Py_TYPE(mgr)->tp_name);
  }
  return exit;
}

PyObject* hintc_with_enter(PyObject* mgr) {
  PyObject* enter = lookup_enter(mgr);
  if (!enter) return nullptr;
  PyObject* r = PyObject_CallNoArgs(enter);
  Py_DECREF(enter);
  return r;
}

char hintc_with_exit(PyObject* exit, PyObject* exc) {
  PyObject* r;
  if (!exc) {
    PyObject* args[] = {Py_None, Py_None, Py_None};
    r = PyObject_Vectorcall(exit, args, 3, nullptr);
  } else {
    PyObject* tb = PyException_GetTraceback(exc);
    PyObject* args[] = {(PyObject*)Py_TYPE(exc), exc, tb ? tb : Py_None};
    r = PyObject_Vectorcall(exit, args, 3, nullptr);
    Py_XDECREF(tb);
  }
  Py_DECREF(exit);
  if (!r) return 2;
  if (!exc) {
    Py_DECREF(r);
    return 0;
  }
  int t = PyObject_IsTrue(r);
  Py_DECREF(r);
  return t < 0 ? 2 : (char)t;
}

PyObject* hintc_load_builtin(PyObject* name) {
  static PyObject* builtins_dict;  // the builtins module stays alive: a borrowed dict is safe
  if (!builtins_dict) {
    PyObject* mod = PyImport_ImportModule("builtins");
    if (!mod) return nullptr;
    builtins_dict = PyModule_GetDict(mod);
    Py_DECREF(mod);
  }
  PyObject* v = PyDict_GetItemWithError(builtins_dict, name);
  if (v) return Py_NewRef(v);
  if (!PyErr_Occurred()) PyErr_Format(PyExc_NameError, "name '%U' is not defined", name);
  return nullptr;
}

PyObject* hintc_make_class(const char* name, const char* module, PyObject* doc,
                           PyObject* const* bases, Py_ssize_t n) {
  PyObject* tuple = PyTuple_New(n);
  if (!tuple) return nullptr;
  for (Py_ssize_t i = 0; i < n; ++i) PyTuple_SET_ITEM(tuple, i, Py_NewRef(bases[i]));
  PyObject* result = nullptr;
  PyObject* ns = PyDict_New();
  PyObject* mod = PyUnicode_FromString(module);
  PyObject* qualname = PyUnicode_FromString(name);
  if (ns && mod && qualname && PyDict_SetItemString(ns, "__module__", mod) == 0 &&
      PyDict_SetItemString(ns, "__qualname__", qualname) == 0 &&
      (doc == Py_None || PyDict_SetItemString(ns, "__doc__", doc) == 0)) {
    // The most derived metaclass of the bases (type for exception classes).
    PyTypeObject* meta = n > 0 ? Py_TYPE(bases[0]) : &PyType_Type;
    meta = hintc_cpy_calculate_metaclass(meta, tuple);
    if (meta) result = PyObject_CallFunction((PyObject*)meta, "OOO", qualname, tuple, ns);
  }
  Py_XDECREF(qualname);
  Py_XDECREF(mod);
  Py_XDECREF(ns);
  Py_DECREF(tuple);
  return result;
}
