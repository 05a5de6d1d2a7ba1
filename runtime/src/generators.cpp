// Compiled generators: the generator type, next/send/throw/close with `yield from` delegation,
// PEP 479 and finalisation, as CPython's genobject.c behaves.
#include "hintc/rt_gen.h"

#include <cstddef>

#include "gen_shared.h"

namespace {

HintcGen* as_gen(PyObject* o) { return reinterpret_cast<HintcGen*>(o); }

bool is_coro(const HintcGen* g) { return Py_TYPE(g) == &HintcCoro_Type; }
bool is_async_gen(const HintcGen* g) { return Py_TYPE(g) == &HintcAsyncGen_Type; }
const char* kind_word(const HintcGen* g) {
  return is_coro(g) ? "coroutine" : is_async_gen(g) ? "async generator" : "generator";
}

// Method names of delegates, made once and kept for the process.
PyObject* name_close() {
  static PyObject* s = PyUnicode_InternFromString("close");
  return s;
}
PyObject* name_throw() {
  static PyObject* s = PyUnicode_InternFromString("throw");
  return s;
}

// The body ended (`ended`: it released what it held) or is abandoned in its current state (not
// started, or suspended): the frame goes, with what it owns then.
void finish(HintcGen* g, bool ended) {
  int state = ended ? -1 : g->state;
  g->state = -1;
  if (g->frame != nullptr) {
    void* f = g->frame;
    g->frame = nullptr;
    g->free_frame(f, state);
  }
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
// An async generator's StopAsyncIteration likewise (it would end the `async for`).
void stop_iteration_to_runtime_error(const HintcGen* g) {
  const char* what = "StopIteration";
  if (!PyErr_ExceptionMatches(PyExc_StopIteration)) {
    if (!is_async_gen(g) || !PyErr_ExceptionMatches(PyExc_StopAsyncIteration)) return;
    what = "StopAsyncIteration";
  }
  PyObject *t, *v, *tb;
  PyErr_Fetch(&t, &v, &tb);
  PyErr_NormalizeException(&t, &v, &tb);
  if (tb != nullptr) PyException_SetTraceback(v, tb);
  PyErr_Format(PyExc_RuntimeError, "%s raised %s", kind_word(g), what);
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

// Raises the pending exception again, so the handled exception becomes its __context__.
void chain_handled() {
  PyObject *type, *value, *tb;
  PyErr_Fetch(&type, &value, &tb);
  if (type == nullptr) return;
  PyErr_NormalizeException(&type, &value, &tb);
  if (tb != nullptr) PyException_SetTraceback(value, tb);
  PyErr_SetObject(type, value);
  Py_DECREF(type);
  Py_DECREF(value);
  Py_XDECREF(tb);
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
    stop_iteration_to_runtime_error(g);
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
    if (g->exc_state != nullptr) {
      PyErr_SetHandledException(g->exc_state);
      // An exception thrown in is raised inside the handler the body is suspended in: that
      // handler's exception becomes its __context__ (CPython's _PyErr_ChainStackItem).
      if (thrown) chain_handled();
    }
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
  if (HINTC_UNLIKELY(g->pyframe != nullptr)) hintc_gen_sync_frame(g);
  if (r == HINTC_GEN_NATIVE) return box_item(g);
  if (r != nullptr) return r;
  *retval = g->retval;
  g->retval = nullptr;
  finish(g, true);
  if (*retval == nullptr) stop_iteration_to_runtime_error(g);
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
  PyErr_Format(PyExc_ValueError, "%s already executing", kind_word(g));
  return false;
}

// One step of g with CPython's checks: send `arg` (borrowed; NULL means None) or, `thrown`,
// raise the pending exception. The next item, or NULL: *retval set (owned) when g returned (a
// finished generator returns None again), else an exception is pending.
PyObject* send_ex(HintcGen* g, PyObject* arg, bool thrown, PyObject** retval) {
  *retval = nullptr;
  if (!check_not_running(g)) return nullptr;
  if (g->state == -1) {
    if (is_coro(g)) {
      PyErr_SetString(PyExc_RuntimeError, "cannot reuse already awaited coroutine");
    } else if (!thrown) {
      Py_INCREF(Py_None);
      *retval = Py_None;
    }
    return nullptr;
  }
  if (!thrown && g->state == 0 && arg != nullptr && arg != Py_None) {
    PyErr_Format(PyExc_TypeError, "can't send non-None value to a just-started %s",
                 kind_word(g));
    return nullptr;
  }
  return step(g, arg, thrown, retval);
}

// send_ex raising StopIteration (with the return value) when g ends.
PyObject* send_or_stop(HintcGen* g, PyObject* arg, bool thrown) {
  PyObject* rv;
  PyObject* r = send_ex(g, arg, thrown, &rv);
  if (r == nullptr && rv != nullptr) {
    raise_stop(rv);
    Py_DECREF(rv);
  }
  return r;
}

PyObject* gen_send_arg(HintcGen* g, PyObject* arg) { return send_or_stop(g, arg, false); }

// throw() with the exception already pending.
PyObject* gen_throw_pending(HintcGen* g) { return send_or_stop(g, nullptr, true); }

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
    PyErr_Format(PyExc_RuntimeError, "%s ignored GeneratorExit", kind_word(g));
    return nullptr;
  }
  if (rv != nullptr) {
    if (PY_VERSION_HEX >= 0x030D0000) return rv;  // 3.13: close() returns the return value
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
  if (hintc_is_compiled_gen(yf)) {
    PyObject* r = gen_close_impl(as_gen(yf));
    if (r == nullptr) return -1;
    Py_DECREF(r);
    return 0;
  }
  PyObject* meth;
  if (hintc_cpy_lookup_attr(yf, name_close(), &meth) < 0) {
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
  if (hintc_is_compiled_gen(yf)) return send_ex(as_gen(yf), arg, thrown, value);
  if (thrown) {
    PyObject* meth;
    PyObject *t, *v, *tb;
    PyErr_Fetch(&t, &v, &tb);
    if (hintc_cpy_lookup_attr(yf, name_throw(), &meth) < 0) {
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
  } else {
    // am_send, tp_iternext or send(): Python coroutines (awaited) have no tp_iternext.
    switch (PyIter_Send(yf, arg != nullptr ? arg : Py_None, &r)) {
      case PYGEN_NEXT: return r;
      case PYGEN_RETURN: *value = r; return nullptr;
      default: return nullptr;
    }
  }
  if (r != nullptr) return r;
  take_stop_value(value);  // leaves any other exception pending
  return nullptr;
}

PyObject* gen_iternext(PyObject* self) {
  HintcGen* g = as_gen(self);
  if (g->state == -1 && !is_coro(g)) return nullptr;
  PyObject* rv;
  PyObject* r = send_ex(g, nullptr, false, &rv);
  if (r == nullptr && rv != nullptr) {
    if (rv != Py_None) raise_stop(rv);
    Py_DECREF(rv);
  }
  return r;
}

PyObject* gen_send(PyObject* self, PyObject* arg) { return gen_send_arg(as_gen(self), arg); }

// throw()'s arguments made the pending exception, with CPython's checks. False on error.
bool set_thrown(PyObject* const* args, Py_ssize_t nargs) {
  if (nargs < 1 || nargs > 3) {
    if (nargs < 1) {
      PyErr_Format(PyExc_TypeError, "throw expected at least 1 argument, got %zd", nargs);
    } else {
      PyErr_Format(PyExc_TypeError, "throw expected at most 3 arguments, got %zd", nargs);
    }
    return false;
  }
  PyObject* typ = args[0];
  PyObject* val = nargs > 1 ? args[1] : nullptr;
  PyObject* tb = nargs > 2 ? args[2] : nullptr;
  if (tb == Py_None) tb = nullptr;
  if (tb != nullptr && !PyTraceBack_Check(tb)) {
    PyErr_SetString(PyExc_TypeError, "throw() third argument must be a traceback object");
    return false;
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
      return false;
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
    return false;
  }
  PyErr_Restore(typ, val, tb);
  return true;
}

PyObject* gen_throw(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  if (!set_thrown(args, nargs)) return nullptr;
  return gen_throw_pending(as_gen(self));
}

PyObject* gen_close(PyObject* self, PyObject*) { return gen_close_impl(as_gen(self)); }

void gen_finalize(PyObject* self) {
  HintcGen* g = as_gen(self);
  if (g->state == -1) return;
  PyObject *t, *v, *tb;
  PyErr_Fetch(&t, &v, &tb);
  if (g->state == 0 && is_coro(g)) {
    // As CPython's warnings._warn_unawaited_coroutine words it.
    if (PyErr_WarnFormat(PyExc_RuntimeWarning, 1, "coroutine '%s' was never awaited",
                         g->info->qualname) < 0) {
      PyErr_WriteUnraisable(self);
    }
  } else {
    PyObject* r = gen_close_impl(g);
    if (r == nullptr) {
      PyErr_WriteUnraisable(self);
    } else {
      Py_DECREF(r);
    }
  }
  PyErr_Restore(t, v, tb);
}

// Drops the frame in its current state (a suspended one's locals without running `finally`:
// the finaliser ran already, or the body ignored GeneratorExit) and everything else held.
int gen_clear(PyObject* self) {
  HintcGen* g = as_gen(self);
  if (g->running) return 0;  // the body is using the frame; its caller holds a reference
  finish(g, false);
  Py_CLEAR(g->sent);
  Py_CLEAR(g->retval);
  Py_CLEAR(g->yieldfrom);
  Py_CLEAR(g->exc_state);
  Py_CLEAR(g->pyframe);
  return 0;
}

int gen_traverse(PyObject* self, visitproc visit, void* arg) {
  HintcGen* g = as_gen(self);
  Py_VISIT(g->sent);
  Py_VISIT(g->retval);
  Py_VISIT(g->yieldfrom);
  Py_VISIT(g->exc_state);
  Py_VISIT(g->pyframe);
  // A running body's frame is in flux; leaving it out only keeps its objects alive this round.
  if (g->frame != nullptr && !g->running) {
    return g->traverse_frame(g->frame, g->state, visit, arg);
  }
  return 0;
}

void gen_dealloc(PyObject* self) {
  HintcGen* g = as_gen(self);
  PyObject_GC_UnTrack(self);
  if (g->weakreflist != nullptr) PyObject_ClearWeakRefs(self);
  // Unstarted coroutines warn; unstarted async generators may have a finalizer hook to call.
  if (g->state > 0 || (g->state == 0 && Py_TYPE(g) != &HintcGen_Type)) {
    PyObject_GC_Track(self);
    if (PyObject_CallFinalizerFromDealloc(self) < 0) return;  // resurrected
    PyObject_GC_UnTrack(self);
  }
  Py_TYPE(self)->tp_clear(self);  // an async generator's clear also drops its finalizer
  PyObject_GC_Del(self);
}

PyObject* gen_repr(PyObject* self) {
  HintcGen* g = as_gen(self);
  // "generator", "coroutine", "async_generator": CPython's reprs name the type.
  return PyUnicode_FromFormat("<%s object %s at %p>", Py_TYPE(self)->tp_name, g->info->qualname,
                              self);
}

PyObject* get_name(PyObject* self, void*) { return PyUnicode_FromString(as_gen(self)->info->name); }
PyObject* get_qualname(PyObject* self, void*) {
  return PyUnicode_FromString(as_gen(self)->info->qualname);
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
    {"gi_code", hintc_gen_get_code, nullptr, nullptr, nullptr},
    {"gi_frame", hintc_gen_get_frame, nullptr, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr}};

PySendResult gen_am_send(PyObject* self, PyObject* arg, PyObject** result);
PyAsyncMethods gen_as_async = {nullptr, nullptr, nullptr, gen_am_send};

bool ready() {
  if (HintcGen_Type.tp_flags & Py_TPFLAGS_READY) return true;
  hintc_gen_type_init(&HintcGen_Type, "generator", sizeof(HintcGen));
  HintcGen_Type.tp_iter = PyObject_SelfIter;
  HintcGen_Type.tp_iternext = gen_iternext;
  HintcGen_Type.tp_methods = gen_methods;
  HintcGen_Type.tp_getset = gen_getset;
  HintcGen_Type.tp_as_async = &gen_as_async;
  return PyType_Ready(&HintcGen_Type) == 0;
}

}  // namespace

char hintc_gen_native_marker;

namespace {
PySendResult gen_am_send(PyObject* self, PyObject* arg, PyObject** result) {
  return hintc_gen_am_send(self, arg, result);
}
}  // namespace

PyObject* hintc_gen_ended(HintcGen* g) {
  Py_CLEAR(g->sent);
  PyObject* rv = g->retval;
  g->retval = nullptr;
  finish(g, true);
  if (rv != nullptr) {
    Py_DECREF(rv);  // a loop ignores the return value
  } else {
    stop_iteration_to_runtime_error(g);
  }
  return nullptr;
}

// Zero-initialised; ready() fills it in on first use (a static type lives for the process).
PyTypeObject HintcGen_Type;

void hintc_gc_type_init(PyTypeObject* t, const char* name, Py_ssize_t size, destructor dealloc,
                        traverseproc traverse) {
  Py_SET_REFCNT(t, 1);
  t->tp_name = name;
  t->tp_basicsize = size;
  t->tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC;
  t->tp_dealloc = dealloc;
  t->tp_traverse = traverse;
  t->tp_free = PyObject_GC_Del;
}

void hintc_gen_type_init(PyTypeObject* t, const char* name, Py_ssize_t size) {
  hintc_gc_type_init(t, name, size, gen_dealloc, gen_traverse);
  t->tp_clear = gen_clear;
  t->tp_finalize = gen_finalize;
  t->tp_repr = gen_repr;
  t->tp_weaklistoffset = offsetof(HintcGen, weakreflist);
}

PyObject* hintc_gen_new(HintcGenResume resume, HintcGenFree free_frame,
                        HintcGenTraverse traverse_frame, void* frame, HintcGenInfo* info,
                        int item_kind, int has_handlers) {
  if (!ready()) {
    free_frame(frame, 0);
    return nullptr;
  }
  return hintc_gen_make(&HintcGen_Type, resume, free_frame, traverse_frame, frame, info,
                        item_kind, has_handlers);
}

PyObject* hintc_gen_make(PyTypeObject* type, HintcGenResume resume, HintcGenFree free_frame,
                         HintcGenTraverse traverse_frame, void* frame, HintcGenInfo* info,
                         int item_kind, int has_handlers) {
  HintcGen* g = PyObject_GC_New(HintcGen, type);
  if (g == nullptr) {
    free_frame(frame, 0);
    return nullptr;
  }
  g->frame = frame;
  g->resume = resume;
  g->free_frame = free_frame;
  g->traverse_frame = traverse_frame;
  g->state = 0;
  g->running = 0;
  g->thrown = 0;
  g->sent = nullptr;
  g->retval = nullptr;
  g->yieldfrom = nullptr;
  g->info = info;
  g->pyframe = nullptr;
  g->weakreflist = nullptr;
  g->item_kind = item_kind;
  g->has_handlers = has_handlers != 0;
  g->exc_state = nullptr;
  g->item.i = 0;
  PyObject_GC_Track(g);
  return reinterpret_cast<PyObject*>(g);
}

// The slots and methods the coroutine type shares (gen_shared.h).
PyObject* hintc_gen_send_method(PyObject* self, PyObject* arg) { return gen_send(self, arg); }
PyObject* hintc_gen_throw_method(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  return gen_throw(self, args, nargs);
}
PyObject* hintc_gen_close_method(PyObject* self, PyObject* unused) {
  return gen_close(self, unused);
}
PyObject* hintc_gen_iternext(PyObject* self) { return gen_iternext(self); }
namespace {
PySendResult send_result(HintcGen* g, PyObject* arg, bool thrown, PyObject** result) {
  PyObject* rv;
  PyObject* r = send_ex(g, arg, thrown, &rv);
  if (r != nullptr) {
    *result = r;
    return PYGEN_NEXT;
  }
  *result = rv;
  return rv != nullptr ? PYGEN_RETURN : PYGEN_ERROR;
}
}  // namespace
PySendResult hintc_gen_am_send(PyObject* self, PyObject* arg, PyObject** result) {
  return send_result(as_gen(self), arg, false, result);
}
PySendResult hintc_gen_send_pending(PyObject* self, PyObject** result) {
  return send_result(as_gen(self), nullptr, true, result);
}
PySendResult hintc_gen_throw_args(PyObject* self, PyObject* const* args, Py_ssize_t nargs,
                                  PyObject** result) {
  if (!set_thrown(args, nargs)) {
    *result = nullptr;
    return PYGEN_ERROR;
  }
  return hintc_gen_send_pending(self, result);
}
int hintc_gen_traverse(PyObject* self, visitproc visit, void* arg) {
  return gen_traverse(self, visit, arg);
}
int hintc_gen_clear(PyObject* self) { return gen_clear(self); }
void hintc_gen_finalize(PyObject* self) { gen_finalize(self); }
PyObject* hintc_gen_get_name(PyObject* self, void* c) { return get_name(self, c); }
PyObject* hintc_gen_get_qualname(PyObject* self, void* c) { return get_qualname(self, c); }
PyObject* hintc_gen_get_running(PyObject* self, void* c) { return get_running(self, c); }
PyObject* hintc_gen_get_suspended(PyObject* self, void* c) { return get_suspended(self, c); }
PyObject* hintc_gen_get_yieldfrom(PyObject* self, void* c) { return get_yieldfrom(self, c); }

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
