// `await`, `async for` and `async with` protocols for compiled coroutines, with CPython 3.11's
// checks and TypeError messages (ceval's GET_AWAITABLE, GET_AITER, GET_ANEXT,
// BEFORE_ASYNC_WITH).
#include "hintc/rt_async.h"

namespace {

PyObject* interned(PyObject** slot, const char* s) {
  if (*slot == nullptr) *slot = PyUnicode_InternFromString(s);
  return *slot;
}
PyObject* g_aenter;
PyObject* g_aexit;

// type(o).name bound to o (new reference), or NULL without an exception when there is none.
PyObject* lookup_special(PyObject* o, PyObject** slot, const char* name) {
  PyObject* key = interned(slot, name);
  if (key == nullptr) return nullptr;
  PyObject* f = hintc_cpy_type_lookup(Py_TYPE(o), key);
  if (f == nullptr) return nullptr;
  descrgetfunc get = Py_TYPE(f)->tp_descr_get;
  if (get == nullptr) {
    Py_INCREF(f);
    return f;
  }
  return get(f, o, reinterpret_cast<PyObject*>(Py_TYPE(o)));
}

// A generator marked by types.coroutine: awaitable as it is.
bool is_iterable_coroutine(PyObject* o) {
  if (!PyGen_CheckExact(o)) return false;
  PyObject* code = PyObject_GetAttrString(o, "gi_code");
  if (code == nullptr) {
    PyErr_Clear();
    return false;
  }
  bool yes = PyCode_Check(code) &&
             (reinterpret_cast<PyCodeObject*>(code)->co_flags & CO_ITERABLE_COROUTINE) != 0;
  Py_DECREF(code);
  return yes;
}

bool is_coroutine_object(PyObject* o) {
  return Py_TYPE(o) == &HintcCoro_Type || PyCoro_CheckExact(o) || is_iterable_coroutine(o);
}

// CPython's _PyCoro_GetAwaitableIter: NULL with a TypeError only when o has no __await__.
PyObject* awaitable_iter(PyObject* o, bool* no_await) {
  *no_await = false;
  if (is_coroutine_object(o)) {
    Py_INCREF(o);
    return o;
  }
  unaryfunc getter = Py_TYPE(o)->tp_as_async != nullptr ? Py_TYPE(o)->tp_as_async->am_await
                                                          : nullptr;
  if (getter == nullptr) {
    *no_await = true;
    PyErr_Format(PyExc_TypeError, "object %.100s can't be used in 'await' expression",
                 Py_TYPE(o)->tp_name);
    return nullptr;
  }
  PyObject* r = getter(o);
  if (r == nullptr) return nullptr;
  if (is_coroutine_object(r)) {
    PyErr_SetString(PyExc_TypeError, "__await__() returned a coroutine");
    Py_DECREF(r);
    return nullptr;
  }
  if (!PyIter_Check(r)) {
    PyErr_Format(PyExc_TypeError, "__await__() returned non-iterator of type '%.100s'",
                 Py_TYPE(r)->tp_name);
    Py_DECREF(r);
    return nullptr;
  }
  return r;
}

// GET_AWAITABLE's check that a coroutine is not awaited twice at once.
PyObject* check_not_awaited(PyObject* it) {
  bool busy = false;
  if (Py_TYPE(it) == &HintcCoro_Type) {
    busy = reinterpret_cast<HintcGen*>(it)->yieldfrom != nullptr;
  } else if (PyCoro_CheckExact(it)) {
    PyObject* aw = PyObject_GetAttrString(it, "cr_await");
    if (aw == nullptr) {
      Py_DECREF(it);
      return nullptr;
    }
    busy = aw != Py_None;
    Py_DECREF(aw);
  }
  if (busy) {
    PyErr_SetString(PyExc_RuntimeError, "coroutine is being awaited already");
    Py_DECREF(it);
    return nullptr;
  }
  return it;
}

// The awaited iterator of the result of an `async with` call (which it consumes).
PyObject* async_with_awaitable(PyObject* r, const char* method) {
  if (r == nullptr) return nullptr;
  bool no_await;
  PyObject* it = awaitable_iter(r, &no_await);
  if (it == nullptr && no_await) {
    PyErr_Format(PyExc_TypeError,
                 "'async with' received an object from %s that does not implement __await__: "
                 "%.100s",
                 method, Py_TYPE(r)->tp_name);
  }
  Py_DECREF(r);
  return it == nullptr ? nullptr : check_not_awaited(it);
}

}  // namespace

PyObject* hintc_await_iter(PyObject* o) {
  bool no_await;
  PyObject* it = awaitable_iter(o, &no_await);
  return it == nullptr ? nullptr : check_not_awaited(it);
}

PyObject* hintc_aiter(PyObject* o) {
  PyTypeObject* t = Py_TYPE(o);
  unaryfunc getter = t->tp_as_async != nullptr ? t->tp_as_async->am_aiter : nullptr;
  if (getter == nullptr) {
    PyErr_Format(PyExc_TypeError, "'async for' requires an object with __aiter__ method, got %.100s",
                 t->tp_name);
    return nullptr;
  }
  PyObject* it = getter(o);
  if (it == nullptr) return nullptr;
  if (Py_TYPE(it)->tp_as_async == nullptr || Py_TYPE(it)->tp_as_async->am_anext == nullptr) {
    PyErr_Format(PyExc_TypeError,
                 "'async for' received an object from __aiter__ that does not implement "
                 "__anext__: %.100s",
                 Py_TYPE(it)->tp_name);
    Py_DECREF(it);
    return nullptr;
  }
  return it;
}

PyObject* hintc_anext(PyObject* it) {
  PyTypeObject* t = Py_TYPE(it);
  unaryfunc getter = t->tp_as_async != nullptr ? t->tp_as_async->am_anext : nullptr;
  if (getter == nullptr) {
    PyErr_Format(PyExc_TypeError, "'async for' requires an iterator with __anext__ method, got %.100s",
                 t->tp_name);
    return nullptr;
  }
  PyObject* next = getter(it);
  if (next == nullptr) return nullptr;
  if (PyAsyncGen_CheckExact(it) || hintc_is_async_gen(it)) return next;  // its awaitable already
  bool no_await;
  PyObject* aw = awaitable_iter(next, &no_await);
  if (aw == nullptr) {
    hintc_cpy_format_from_cause(PyExc_TypeError,
                                "'async for' received an invalid object from __anext__: %.100s",
                                Py_TYPE(next)->tp_name);
  }
  Py_DECREF(next);
  return aw;
}

char hintc_async_stopped(void) {
  if (!PyErr_ExceptionMatches(PyExc_StopAsyncIteration)) return 0;
  PyErr_Clear();
  return 1;
}

PyObject* hintc_async_with_exit_lookup(PyObject* mgr) {
  PyObject* enter = lookup_special(mgr, &g_aenter, "__aenter__");
  if (enter == nullptr) {
    if (!PyErr_Occurred()) {
      PyErr_Format(PyExc_TypeError,
                   "'%.200s' object does not support the asynchronous context manager protocol",
                   Py_TYPE(mgr)->tp_name);
    }
    return nullptr;
  }
  Py_DECREF(enter);
  PyObject* exit = lookup_special(mgr, &g_aexit, "__aexit__");
  if (exit == nullptr && !PyErr_Occurred()) {
    PyErr_Format(PyExc_TypeError,
                 "'%.200s' object does not support the asynchronous context manager protocol "
                 "(missed __aexit__ method)",
                 Py_TYPE(mgr)->tp_name);
  }
  return exit;
}

PyObject* hintc_async_with_enter(PyObject* mgr) {
  PyObject* enter = lookup_special(mgr, &g_aenter, "__aenter__");
  if (enter == nullptr) {
    if (!PyErr_Occurred()) PyErr_SetString(PyExc_AttributeError, "__aenter__");
    return nullptr;
  }
  PyObject* r = PyObject_CallNoArgs(enter);
  Py_DECREF(enter);
  return async_with_awaitable(r, "__aenter__");
}

PyObject* hintc_async_with_exit(PyObject* exit, PyObject* exc) {
  PyObject* r;
  if (exc == nullptr) {
    PyObject* args[] = {Py_None, Py_None, Py_None};
    r = PyObject_Vectorcall(exit, args, 3, nullptr);
  } else {
    PyObject* tb = PyException_GetTraceback(exc);
    PyObject* args[] = {reinterpret_cast<PyObject*>(Py_TYPE(exc)), exc, tb ? tb : Py_None};
    r = PyObject_Vectorcall(exit, args, 3, nullptr);
    Py_XDECREF(tb);
  }
  return async_with_awaitable(r, "__aexit__");
}
