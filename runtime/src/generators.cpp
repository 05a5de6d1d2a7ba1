// Compiled generators: the generator type, next/send/throw/close with `yield from` delegation,
// PEP 479 and finalisation, as CPython's genobject.c behaves.
#include "hintc/rt_gen.h"

#include <cstddef>

namespace {

HintcGen* as_gen(PyObject* o) { return reinterpret_cast<HintcGen*>(o); }

// Method names of delegates, made once and kept for the process.
PyObject* name_close() {
  static PyObject* s = PyUnicode_InternFromString("close");
  return s;
}
PyObject* name_throw() {
  static PyObject* s = PyUnicode_InternFromString("throw");
  return s;
}
PyObject* name_send() {
  static PyObject* s = PyUnicode_InternFromString("send");
  return s;
}

// The body finished (or is abandoned): its frame goes. A suspended frame's locals are not
// released here; only a generator that ignored GeneratorExit gets here suspended. `ran`: the
// body ran (it released its arguments even if it returned before its first yield).
void finish(HintcGen* g, bool ran) {
  if (g->frame != nullptr) {
    void* f = g->frame;
    g->frame = nullptr;
    g->free_frame(f, ran || g->state != 0);
  }
  g->state = -1;
}

// The value of a pending StopIteration (new reference; None when nothing is pending). False
// when the pending exception is another one.
bool take_stop_value(PyObject** out) {
  if (!PyErr_Occurred()) {
    Py_INCREF(Py_None);
    *out = Py_None;
    return true;
  }
  if (!PyErr_ExceptionMatches(PyExc_StopIteration)) return false;
  PyObject *t, *v, *tb;
  PyErr_Fetch(&t, &v, &tb);
  PyErr_NormalizeException(&t, &v, &tb);
  PyObject* value = v != nullptr ? reinterpret_cast<PyStopIterationObject*>(v)->value : nullptr;
  if (value == nullptr) value = Py_None;
  Py_INCREF(value);
  Py_XDECREF(t);
  Py_XDECREF(v);
  Py_XDECREF(tb);
  *out = value;
  return true;
}

// StopIteration carrying a return value; a tuple or exception value is wrapped so that it is
// not taken for the exception's arguments.
void raise_stop(PyObject* value) {
  if (value == Py_None) {
    PyErr_SetNone(PyExc_StopIteration);
    return;
  }
  if (!PyTuple_Check(value) && !PyExceptionInstance_Check(value)) {
    PyErr_SetObject(PyExc_StopIteration, value);
    return;
  }
  PyObject* e = PyObject_CallOneArg(PyExc_StopIteration, value);
  if (e == nullptr) return;
  PyErr_SetObject(PyExc_StopIteration, e);
  Py_DECREF(e);
}

// PEP 479: a StopIteration escaping the body would silently end the caller's loop.
void stop_iteration_to_runtime_error() {
  if (!PyErr_ExceptionMatches(PyExc_StopIteration)) return;
  PyObject *t, *v, *tb;
  PyErr_Fetch(&t, &v, &tb);
  PyErr_NormalizeException(&t, &v, &tb);
  if (tb != nullptr) PyException_SetTraceback(v, tb);
  PyErr_SetString(PyExc_RuntimeError, "generator raised StopIteration");
  PyObject *t2, *v2, *tb2;
  PyErr_Fetch(&t2, &v2, &tb2);
  PyErr_NormalizeException(&t2, &v2, &tb2);
  Py_INCREF(v);
  PyException_SetCause(v2, v);     // steals
  PyException_SetContext(v2, v);   // steals
  Py_XDECREF(t);
  Py_XDECREF(tb);
  PyErr_Restore(t2, v2, tb2);
}

// The native item of a HINTC_GEN_NATIVE return as an object (an int's reference moves).
PyObject* box_item(HintcGen* g) {
  switch (g->item_kind) {
    case HINTC_ITEM_INT: return hint_box_steal(g->item.i);
    case HINTC_ITEM_FLOAT: return PyFloat_FromDouble(g->item.f);
    default: return PyBool_FromLong(g->item.b);
  }
}

// Runs the body from where it is suspended, with `sent` (owned, may be NULL) as the value of the
// yield, or raising the pending exception there when `thrown`. Returns the next item, or NULL:
// *retval set (owned) when the body returned, else an exception is pending.
PyObject* run(HintcGen* g, PyObject* sent, bool thrown, PyObject** retval) {
  *retval = nullptr;
  if (g->state == 0 && thrown) {
    // The exception is raised before the first statement: the body never runs.
    Py_XDECREF(sent);
    finish(g, false);
    stop_iteration_to_runtime_error();
    return nullptr;
  }
  if (Py_EnterRecursiveCall(" while resuming a generator")) {
    Py_XDECREF(sent);
    return nullptr;
  }
  g->sent = sent;
  g->thrown = thrown ? 1 : 0;
  g->running = 1;
  PyObject* r;
  if (g->has_handlers) {
    // The body sees its own handled exception; the caller gets its own back afterwards.
    PyObject* caller = PyErr_GetHandledException();
    if (g->exc_state != nullptr) PyErr_SetHandledException(g->exc_state);
    r = g->resume(g);
    PyObject* now = PyErr_GetHandledException();
    Py_CLEAR(g->exc_state);
    if (r != nullptr && now != caller) {
      g->exc_state = now;
    } else {
      Py_XDECREF(now);
    }
    PyErr_SetHandledException(caller);
    Py_XDECREF(caller);
  } else {
    r = g->resume(g);
  }
  g->running = 0;
  g->thrown = 0;
  Py_LeaveRecursiveCall();
  Py_CLEAR(g->sent);  // not taken when the body was not at a yield
  if (r == HINTC_GEN_NATIVE) return box_item(g);
  if (r != nullptr) return r;
  *retval = g->retval;
  g->retval = nullptr;
  finish(g, true);
  if (*retval == nullptr) stop_iteration_to_runtime_error();
  return nullptr;
}

// One step of a generator suspended in `yield from`: the delegate gets the value or exception.
// Returns its next item, or NULL: *value set (owned) when it finished, else an exception.
PyObject* delegate(PyObject* yf, PyObject* arg, bool thrown, PyObject** value);

// One step of g: send `arg` (borrowed; NULL means None) or raise the pending exception.
PyObject* step(HintcGen* g, PyObject* arg, bool thrown, PyObject** retval) {
  *retval = nullptr;
  if (g->yieldfrom != nullptr) {
    PyObject* value = nullptr;
    g->running = 1;
    PyObject* r = delegate(g->yieldfrom, arg, thrown, &value);
    g->running = 0;
    if (r != nullptr) return r;
    Py_CLEAR(g->yieldfrom);
    if (value != nullptr) return run(g, value, false, retval);
    return run(g, nullptr, true, retval);
  }
  if (thrown) return run(g, nullptr, true, retval);
  Py_XINCREF(arg);
  return run(g, arg, false, retval);
}

bool check_not_running(HintcGen* g) {
  if (!g->running) return true;
  PyErr_SetString(PyExc_ValueError, "generator already executing");
  return false;
}

// The public send: StopIteration (with the return value) when the generator ends.
PyObject* gen_send_arg(HintcGen* g, PyObject* arg) {
  if (!check_not_running(g)) return nullptr;
  if (g->state == -1) {
    PyErr_SetNone(PyExc_StopIteration);
    return nullptr;
  }
  if (g->state == 0 && arg != Py_None) {
    PyErr_SetString(PyExc_TypeError, "can't send non-None value to a just-started generator");
    return nullptr;
  }
  PyObject* rv;
  PyObject* r = step(g, arg, false, &rv);
  if (r == nullptr && rv != nullptr) {
    raise_stop(rv);
    Py_DECREF(rv);
  }
  return r;
}

// throw() with the exception already pending.
PyObject* gen_throw_pending(HintcGen* g) {
  if (!check_not_running(g)) return nullptr;
  if (g->state == -1) return nullptr;
  PyObject* rv;
  PyObject* r = step(g, nullptr, true, &rv);
  if (r == nullptr && rv != nullptr) {
    raise_stop(rv);
    Py_DECREF(rv);
  }
  return r;
}

PyObject* gen_close_impl(HintcGen* g) {
  if (g->state == -1) Py_RETURN_NONE;
  if (!check_not_running(g)) return nullptr;
  if (g->state == 0) {
    finish(g, false);
    Py_RETURN_NONE;
  }
  PyErr_SetNone(PyExc_GeneratorExit);
  PyObject* rv;
  PyObject* r = step(g, nullptr, true, &rv);
  if (r != nullptr) {
    Py_DECREF(r);
    PyErr_SetString(PyExc_RuntimeError, "generator ignored GeneratorExit");
    return nullptr;
  }
  if (rv != nullptr) {
    Py_DECREF(rv);
    Py_RETURN_NONE;
  }
  if (PyErr_ExceptionMatches(PyExc_StopIteration) || PyErr_ExceptionMatches(PyExc_GeneratorExit)) {
    PyErr_Clear();
    Py_RETURN_NONE;
  }
  return nullptr;
}

// Closes a delegate on GeneratorExit: its close() if it has one. -1 when that raised.
int close_delegate(PyObject* yf) {
  if (Py_TYPE(yf) == &HintcGen_Type) {
    PyObject* r = gen_close_impl(as_gen(yf));
    if (r == nullptr) return -1;
    Py_DECREF(r);
    return 0;
  }
  PyObject* meth;
  if (_PyObject_LookupAttr(yf, name_close(), &meth) < 0) {
    PyErr_WriteUnraisable(yf);
    return 0;
  }
  if (meth == nullptr) return 0;
  PyObject* r = PyObject_CallNoArgs(meth);
  Py_DECREF(meth);
  if (r == nullptr) return -1;
  Py_DECREF(r);
  return 0;
}

PyObject* delegate(PyObject* yf, PyObject* arg, bool thrown, PyObject** value) {
  *value = nullptr;
  PyObject* r = nullptr;
  if (thrown && PyErr_ExceptionMatches(PyExc_GeneratorExit)) {
    // The delegate is closed, then GeneratorExit is raised at the `yield from` itself.
    PyObject *t, *v, *tb;
    PyErr_Fetch(&t, &v, &tb);
    if (close_delegate(yf) < 0) {
      Py_XDECREF(t);
      Py_XDECREF(v);
      Py_XDECREF(tb);
    } else {
      PyErr_Restore(t, v, tb);
    }
    return nullptr;
  }
  if (Py_TYPE(yf) == &HintcGen_Type) {
    HintcGen* sub = as_gen(yf);
    if (thrown) {
      if (!check_not_running(sub)) return nullptr;
      if (sub->state == -1) return nullptr;
      r = step(sub, nullptr, true, value);
    } else {
      if (!check_not_running(sub)) return nullptr;
      if (sub->state == -1) {
        Py_INCREF(Py_None);
        *value = Py_None;
        return nullptr;
      }
      if (sub->state == 0 && arg != nullptr && arg != Py_None) {
        PyErr_SetString(PyExc_TypeError, "can't send non-None value to a just-started generator");
        return nullptr;
      }
      r = step(sub, arg, false, value);
    }
    return r;
  }
  if (thrown) {
    PyObject* meth;
    PyObject *t, *v, *tb;
    PyErr_Fetch(&t, &v, &tb);
    if (_PyObject_LookupAttr(yf, name_throw(), &meth) < 0) {
      Py_XDECREF(t);
      Py_XDECREF(v);
      Py_XDECREF(tb);
      return nullptr;
    }
    if (meth == nullptr) {  // no throw(): the exception is raised at the `yield from`
      PyErr_Restore(t, v, tb);
      return nullptr;
    }
    r = PyObject_CallFunctionObjArgs(meth, t, v != nullptr ? v : Py_None,
                                     tb != nullptr ? tb : Py_None, nullptr);
    Py_DECREF(meth);
    Py_XDECREF(t);
    Py_XDECREF(v);
    Py_XDECREF(tb);
  } else if (arg == nullptr || arg == Py_None) {
    r = Py_TYPE(yf)->tp_iternext(yf);
  } else {
    r = PyObject_CallMethodOneArg(yf, name_send(), arg);
  }
  if (r != nullptr) return r;
  take_stop_value(value);  // leaves any other exception pending
  return nullptr;
}

PyObject* gen_iternext(PyObject* self) {
  HintcGen* g = as_gen(self);
  if (g->state == -1) return nullptr;
  if (!check_not_running(g)) return nullptr;
  PyObject* rv;
  PyObject* r = step(g, nullptr, false, &rv);
  if (r == nullptr && rv != nullptr) {
    if (rv != Py_None) raise_stop(rv);
    Py_DECREF(rv);
  }
  return r;
}

PyObject* gen_send(PyObject* self, PyObject* arg) { return gen_send_arg(as_gen(self), arg); }

PyObject* gen_throw(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  if (nargs < 1 || nargs > 3) {
    if (nargs < 1) {
      PyErr_Format(PyExc_TypeError, "throw expected at least 1 argument, got %zd", nargs);
    } else {
      PyErr_Format(PyExc_TypeError, "throw expected at most 3 arguments, got %zd", nargs);
    }
    return nullptr;
  }
  PyObject* typ = args[0];
  PyObject* val = nargs > 1 ? args[1] : nullptr;
  PyObject* tb = nargs > 2 ? args[2] : nullptr;
  if (tb == Py_None) tb = nullptr;
  if (tb != nullptr && !PyTraceBack_Check(tb)) {
    PyErr_SetString(PyExc_TypeError, "throw() third argument must be a traceback object");
    return nullptr;
  }
  Py_INCREF(typ);
  Py_XINCREF(val);
  Py_XINCREF(tb);
  if (PyExceptionClass_Check(typ)) {
    PyErr_NormalizeException(&typ, &val, &tb);
  } else if (PyExceptionInstance_Check(typ)) {
    if (val != nullptr && val != Py_None) {
      PyErr_SetString(PyExc_TypeError, "instance exception may not have a separate value");
      Py_DECREF(typ);
      Py_XDECREF(val);
      Py_XDECREF(tb);
      return nullptr;
    }
    Py_XDECREF(val);
    val = typ;
    typ = reinterpret_cast<PyObject*>(Py_TYPE(val));
    Py_INCREF(typ);
    if (tb == nullptr) tb = PyException_GetTraceback(val);
  } else {
    PyErr_Format(PyExc_TypeError,
                 "exceptions must be classes or instances deriving from BaseException, not %s",
                 Py_TYPE(typ)->tp_name);
    Py_DECREF(typ);
    Py_XDECREF(val);
    Py_XDECREF(tb);
    return nullptr;
  }
  PyErr_Restore(typ, val, tb);
  return gen_throw_pending(as_gen(self));
}

PyObject* gen_close(PyObject* self, PyObject*) { return gen_close_impl(as_gen(self)); }

void gen_finalize(PyObject* self) {
  HintcGen* g = as_gen(self);
  if (g->state == -1) return;
  PyObject *t, *v, *tb;
  PyErr_Fetch(&t, &v, &tb);
  PyObject* r = gen_close_impl(g);
  if (r == nullptr) {
    PyErr_WriteUnraisable(self);
  } else {
    Py_DECREF(r);
  }
  PyErr_Restore(t, v, tb);
}

void gen_dealloc(PyObject* self) {
  HintcGen* g = as_gen(self);
  if (g->state > 0 && PyObject_CallFinalizerFromDealloc(self) < 0) return;  // resurrected
  if (g->weakreflist != nullptr) PyObject_ClearWeakRefs(self);
  if (g->frame != nullptr) g->free_frame(g->frame, g->state != 0);
  Py_CLEAR(g->sent);
  Py_CLEAR(g->retval);
  Py_CLEAR(g->yieldfrom);
  Py_CLEAR(g->exc_state);
  Py_TYPE(self)->tp_free(self);
}

PyObject* gen_repr(PyObject* self) {
  return PyUnicode_FromFormat("<generator object %s at %p>", as_gen(self)->qualname, self);
}

PyObject* get_name(PyObject* self, void*) { return PyUnicode_FromString(as_gen(self)->name); }
PyObject* get_qualname(PyObject* self, void*) {
  return PyUnicode_FromString(as_gen(self)->qualname);
}
PyObject* get_running(PyObject* self, void*) { return PyBool_FromLong(as_gen(self)->running); }
PyObject* get_suspended(PyObject* self, void*) {
  HintcGen* g = as_gen(self);
  return PyBool_FromLong(g->state > 0 && !g->running);
}
PyObject* get_yieldfrom(PyObject* self, void*) {
  PyObject* yf = as_gen(self)->yieldfrom;
  if (yf == nullptr) yf = Py_None;
  Py_INCREF(yf);
  return yf;
}

PyMethodDef gen_methods[] = {
    {"send", gen_send, METH_O, "send(arg) -> send 'arg' into generator,\nreturn next yielded value or raise StopIteration."},
    {"throw", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)(void)>(gen_throw)),
     METH_FASTCALL, "throw(value)\nthrow(type[,value[,tb]])\n\nRaise exception in generator."},
    {"close", gen_close, METH_NOARGS, "close() -> raise GeneratorExit inside generator."},
    {nullptr, nullptr, 0, nullptr}};

PyGetSetDef gen_getset[] = {
    {"__name__", get_name, nullptr, nullptr, nullptr},
    {"__qualname__", get_qualname, nullptr, nullptr, nullptr},
    {"gi_running", get_running, nullptr, nullptr, nullptr},
    {"gi_suspended", get_suspended, nullptr, nullptr, nullptr},
    {"gi_yieldfrom", get_yieldfrom, nullptr, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr}};

bool ready() {
  if (HintcGen_Type.tp_flags & Py_TPFLAGS_READY) return true;
  Py_SET_REFCNT(&HintcGen_Type, 1);
  HintcGen_Type.tp_name = "generator";
  HintcGen_Type.tp_basicsize = sizeof(HintcGen);
  HintcGen_Type.tp_flags = Py_TPFLAGS_DEFAULT;
  HintcGen_Type.tp_dealloc = gen_dealloc;
  HintcGen_Type.tp_finalize = gen_finalize;
  HintcGen_Type.tp_repr = gen_repr;
  HintcGen_Type.tp_iter = PyObject_SelfIter;
  HintcGen_Type.tp_iternext = gen_iternext;
  HintcGen_Type.tp_methods = gen_methods;
  HintcGen_Type.tp_getset = gen_getset;
  HintcGen_Type.tp_weaklistoffset = offsetof(HintcGen, weakreflist);
  return PyType_Ready(&HintcGen_Type) == 0;
}

}  // namespace

char hintc_gen_native_marker;

PyObject* hintc_gen_ended(HintcGen* g) {
  Py_CLEAR(g->sent);
  PyObject* rv = g->retval;
  g->retval = nullptr;
  finish(g, true);
  if (rv != nullptr) {
    Py_DECREF(rv);  // a loop ignores the return value
  } else {
    stop_iteration_to_runtime_error();
  }
  return nullptr;
}

// Zero-initialised; ready() fills it in on first use (a static type lives for the process).
PyTypeObject HintcGen_Type;

PyObject* hintc_gen_new(HintcGenResume resume, HintcGenFree free_frame, void* frame,
                        const char* name, const char* qualname, int item_kind,
                        int has_handlers) {
  if (!ready()) {
    free_frame(frame, 0);
    return nullptr;
  }
  HintcGen* g = PyObject_New(HintcGen, &HintcGen_Type);
  if (g == nullptr) {
    free_frame(frame, 0);
    return nullptr;
  }
  g->frame = frame;
  g->resume = resume;
  g->free_frame = free_frame;
  g->state = 0;
  g->running = 0;
  g->thrown = 0;
  g->sent = nullptr;
  g->retval = nullptr;
  g->yieldfrom = nullptr;
  g->name = name;
  g->qualname = qualname;
  g->weakreflist = nullptr;
  g->item_kind = item_kind;
  g->has_handlers = has_handlers != 0;
  g->exc_state = nullptr;
  g->item.i = 0;
  return reinterpret_cast<PyObject*>(g);
}

int hintc_gen_yield_from(HintcGen* gen, PyObject* it, PyObject** out) {
  PyObject* value = nullptr;
  PyObject* r = delegate(it, nullptr, false, &value);
  if (r != nullptr) {
    Py_INCREF(it);
    gen->yieldfrom = it;
    *out = r;
    return 1;
  }
  if (value == nullptr) return -1;
  *out = value;
  return 0;
}
