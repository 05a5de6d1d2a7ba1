// Compiled async generators (`async def` with `yield`): the async_generator type and the
// awaitables its __anext__/asend and athrow/aclose return, with CPython 3.11's protocol
// (Objects/genobject.c) over the generator frame machinery of generators.cpp.
#include "gen_shared.h"
#include "hintc/rt_async.h"

namespace {

// An async generator is a HintcGen (its body both awaits, through `yield_from`, and yields)
// with the state PEP 525 adds.
struct AsyncGen {
  HintcGen g;
  PyObject* finalizer;  // sys.set_asyncgen_hooks()' finalizer when first iterated (owned)
  char hooks_inited;
  char closed;          // aclose() began, or the body ended
  char running_async;   // an asend/athrow awaitable is part-way through a step
};

AsyncGen* as_agen(PyObject* o) { return reinterpret_cast<AsyncGen*>(o); }
PyObject* as_obj(AsyncGen* a) { return reinterpret_cast<PyObject*>(a); }

// The awaitables' states, as CPython's: made, being awaited, done.
enum { AW_INIT = 0, AW_ITER = 1, AW_CLOSED = 2 };

// The awaitables of asend/__anext__ (`arg`: what the first step sends, NULL for None) and of
// athrow/aclose (`arg`: the tuple (typ[, val[, tb]]) to raise in the body, NULL for aclose()).
struct Awaitable {
  PyObject_HEAD
  AsyncGen* gen;  // owned
  PyObject* arg;  // owned
  int state;
};
using ASend = Awaitable;
using AThrow = Awaitable;

PyTypeObject ASend_Type;
PyTypeObject AThrow_Type;

// firstiter(agen) on the generator's first anext/asend/athrow/aclose, and the finalizer it will
// be handed to when collected unfinished (asyncio's loop.shutdown_asyncgens relies on both).
bool init_hooks(AsyncGen* a) {
  if (a->hooks_inited) return true;
  a->hooks_inited = 1;
  PyThreadState* ts = PyThreadState_Get();
  if (ts->async_gen_finalizer != nullptr) {
    Py_INCREF(ts->async_gen_finalizer);
    a->finalizer = ts->async_gen_finalizer;
  }
  PyObject* firstiter = ts->async_gen_firstiter;
  if (firstiter == nullptr) return true;
  Py_INCREF(firstiter);
  PyObject* r = PyObject_CallOneArg(firstiter, as_obj(a));
  Py_DECREF(firstiter);
  if (r == nullptr) return false;
  Py_DECREF(r);
  return true;
}

// A step of the body gave (res, *r) (am_send's convention). What the awaitable gives its
// awaiter, in the same convention: an await's value passes through (PYGEN_NEXT: the body is
// suspended in a delegate); a `yield` ends the await with the item (PYGEN_RETURN); the body's
// end is StopAsyncIteration.
PySendResult unwrap(AsyncGen* a, PySendResult res, PyObject** r) {
  if (res == PYGEN_NEXT) {
    if (a->g.yieldfrom != nullptr) return PYGEN_NEXT;
    a->running_async = 0;
    return PYGEN_RETURN;
  }
  if (res == PYGEN_RETURN) {
    Py_CLEAR(*r);  // None: async generators return nothing
    PyErr_SetNone(PyExc_StopAsyncIteration);
    a->closed = 1;
  } else if (PyErr_ExceptionMatches(PyExc_StopAsyncIteration) ||
             PyErr_ExceptionMatches(PyExc_GeneratorExit)) {
    a->closed = 1;
  }
  a->running_async = 0;
  return PYGEN_ERROR;
}

// The iterator-protocol form of a step: the next value, or NULL with StopIteration(value).
PyObject* iter_result(PySendResult res, PyObject* r) {
  if (res == PYGEN_NEXT) return r;
  if (res == PYGEN_RETURN) {
    hintc_cpy_stop_iteration(r);
    Py_DECREF(r);
  }
  return nullptr;
}

// ---- asend / __anext__ awaitables ----

PyObject* awaitable_new(PyTypeObject* type, AsyncGen* a, PyObject* arg) {
  Awaitable* o = PyObject_GC_New(Awaitable, type);
  if (o == nullptr) return nullptr;
  Py_INCREF(as_obj(a));
  o->gen = a;
  Py_XINCREF(arg);
  o->arg = arg;
  o->state = AW_INIT;
  PyObject_GC_Track(o);
  return reinterpret_cast<PyObject*>(o);
}

ASend* as_asend(PyObject* o) { return reinterpret_cast<ASend*>(o); }

PySendResult asend_step(ASend* o, PyObject* arg, PyObject** result) {
  *result = nullptr;
  if (o->state == AW_CLOSED) {
    PyErr_SetString(PyExc_RuntimeError, "cannot reuse already awaited __anext__()/asend()");
    return PYGEN_ERROR;
  }
  if (o->state == AW_INIT) {
    if (o->gen->running_async) {
      PyErr_SetString(PyExc_RuntimeError, "anext(): asynchronous generator is already running");
      return PYGEN_ERROR;
    }
    if (arg == nullptr || arg == Py_None) arg = o->arg;
    o->state = AW_ITER;
  }
  o->gen->running_async = 1;
  PySendResult res = unwrap(o->gen, hintc_gen_am_send(as_obj(o->gen), arg, result), result);
  if (res != PYGEN_NEXT) o->state = AW_CLOSED;
  return res;
}

// am_send: compiled and CPython awaiters get the item without a StopIteration object.
PySendResult asend_am_send(PyObject* self, PyObject* arg, PyObject** result) {
  return asend_step(as_asend(self), arg, result);
}

PyObject* asend_send(PyObject* self, PyObject* arg) {
  PyObject* r;
  PySendResult res = asend_step(as_asend(self), arg, &r);
  return iter_result(res, r);
}

PyObject* asend_iternext(PyObject* self) { return asend_send(self, nullptr); }

PyObject* asend_throw(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  ASend* o = as_asend(self);
  if (o->state == AW_CLOSED) {
    PyErr_SetString(PyExc_RuntimeError, "cannot reuse already awaited __anext__()/asend()");
    return nullptr;
  }
  PyObject* r;
  PySendResult res = unwrap(o->gen, hintc_gen_throw_args(as_obj(o->gen), args, nargs, &r), &r);
  if (res != PYGEN_NEXT) o->state = AW_CLOSED;
  return iter_result(res, r);
}

PyObject* awaitable_close(PyObject* self, PyObject*) {
  reinterpret_cast<Awaitable*>(self)->state = AW_CLOSED;
  Py_RETURN_NONE;
}

void awaitable_dealloc(PyObject* self) {
  PyObject_GC_UnTrack(self);
  Py_CLEAR(reinterpret_cast<Awaitable*>(self)->gen);
  Py_CLEAR(reinterpret_cast<Awaitable*>(self)->arg);
  PyObject_GC_Del(self);
}

int awaitable_traverse(PyObject* self, visitproc visit, void* arg) {
  Py_VISIT(as_obj(reinterpret_cast<Awaitable*>(self)->gen));
  Py_VISIT(reinterpret_cast<Awaitable*>(self)->arg);
  return 0;
}

// ---- athrow / aclose awaitables ----

AThrow* as_athrow(PyObject* o) { return reinterpret_cast<AThrow*>(o); }

// An aclose() step whose body yielded an item: it ignored GeneratorExit.
PyObject* ignored_exit(AThrow* o) {
  o->gen->running_async = 0;
  o->state = AW_CLOSED;
  PyErr_SetString(PyExc_RuntimeError, "async generator ignored GeneratorExit");
  return nullptr;
}

// The end of an aclose() step: the body's StopAsyncIteration or GeneratorExit means the close is
// done, which its awaiter sees as StopIteration (the await's None).
PyObject* aclose_finished(AThrow* o) {
  o->gen->running_async = 0;
  o->state = AW_CLOSED;
  if (PyErr_ExceptionMatches(PyExc_StopAsyncIteration) ||
      PyErr_ExceptionMatches(PyExc_GeneratorExit)) {
    PyErr_Clear();
    PyErr_SetNone(PyExc_StopIteration);
  }
  return nullptr;
}

// One aclose() step's result: an await passes through; a yield means GeneratorExit was ignored.
PyObject* aclose_result(AThrow* o, PySendResult res, PyObject* r) {
  if (res == PYGEN_NEXT) {
    if (o->gen->g.yieldfrom != nullptr) return r;
    Py_DECREF(r);
    return ignored_exit(o);
  }
  if (res == PYGEN_RETURN) {
    Py_XDECREF(r);
    PyErr_SetNone(PyExc_StopAsyncIteration);
  }
  return aclose_finished(o);
}

// An athrow/aclose awaitable started while the generator runs another: closed, RuntimeError.
PyObject* refuse_running(AThrow* o) {
  o->state = AW_CLOSED;
  PyErr_SetString(PyExc_RuntimeError, o->arg == nullptr
                                          ? "aclose(): asynchronous generator is already running"
                                          : "athrow(): asynchronous generator is already running");
  return nullptr;
}

PyObject* athrow_send(PyObject* self, PyObject* arg) {
  AThrow* o = as_athrow(self);
  AsyncGen* a = o->gen;
  if (o->state == AW_CLOSED) {
    PyErr_SetString(PyExc_RuntimeError, "cannot reuse already awaited aclose()/athrow()");
    return nullptr;
  }
  if (a->g.state == -1) {
    o->state = AW_CLOSED;
    PyErr_SetNone(PyExc_StopIteration);
    return nullptr;
  }
  PyObject* r;
  PySendResult res;
  if (o->state == AW_INIT) {
    if (a->running_async) return refuse_running(o);
    if (a->closed) {
      o->state = AW_CLOSED;
      PyErr_SetNone(PyExc_StopAsyncIteration);
      return nullptr;
    }
    if (arg != nullptr && arg != Py_None) {
      PyErr_SetString(PyExc_RuntimeError, "can't send non-None value to a just-started coroutine");
      return nullptr;
    }
    o->state = AW_ITER;
    a->running_async = 1;
    if (o->arg == nullptr) {
      a->closed = 1;
      PyErr_SetNone(PyExc_GeneratorExit);
      res = hintc_gen_send_pending(as_obj(a), &r);
      return aclose_result(o, res, r);
    }
    Py_ssize_t n = PyTuple_GET_SIZE(o->arg);
    if (n < 1 || n > 3) {
      a->running_async = 0;
      PyErr_Format(PyExc_TypeError, "athrow expected %s %d argument%s, got %zd",
                   n < 1 ? "at least" : "at most", n < 1 ? 1 : 3, n < 1 ? "" : "s", n);
      return nullptr;
    }
    res = hintc_gen_throw_args(as_obj(a), &PyTuple_GET_ITEM(o->arg, 0), n, &r);
  } else {
    res = hintc_gen_am_send(as_obj(a), arg, &r);
    if (o->arg == nullptr) return aclose_result(o, res, r);
  }
  res = unwrap(a, res, &r);
  if (res != PYGEN_NEXT) o->state = AW_CLOSED;
  return iter_result(res, r);
}

PyObject* athrow_iternext(PyObject* self) { return athrow_send(self, nullptr); }

PyObject* athrow_throw(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  AThrow* o = as_athrow(self);
  if (o->state == AW_CLOSED) {
    PyErr_SetString(PyExc_RuntimeError, "cannot reuse already awaited aclose()/athrow()");
    return nullptr;
  }
#if PY_VERSION_HEX >= 0x030D0000
  // From 3.13 on, a throw() into an awaitable that has not started starts it (a later send()
  // continues the body rather than starting the aclose()/athrow() it was made for).
  if (o->state == AW_INIT) {
    if (o->gen->running_async) return refuse_running(o);
    o->state = AW_ITER;
    o->gen->running_async = 1;
  }
#endif
  PyObject* r;
  PySendResult res = hintc_gen_throw_args(as_obj(o->gen), args, nargs, &r);
  if (o->arg != nullptr) return iter_result(unwrap(o->gen, res, &r), r);
  return aclose_result(o, res, r);
}

// ---- the async generator ----

PyObject* agen_anext(PyObject* self) {
  AsyncGen* a = as_agen(self);
  if (!init_hooks(a)) return nullptr;
  return awaitable_new(&ASend_Type, a, nullptr);
}

PyObject* agen_asend(PyObject* self, PyObject* arg) {
  AsyncGen* a = as_agen(self);
  if (!init_hooks(a)) return nullptr;
  return awaitable_new(&ASend_Type, a, arg);
}

PyObject* agen_athrow(PyObject* self, PyObject* args) {
  AsyncGen* a = as_agen(self);
  if (!init_hooks(a)) return nullptr;
  return awaitable_new(&AThrow_Type, a, args);
}

PyObject* agen_aclose(PyObject* self, PyObject*) {
  AsyncGen* a = as_agen(self);
  if (!init_hooks(a)) return nullptr;
  return awaitable_new(&AThrow_Type, a, nullptr);
}

PyObject* self_iter(PyObject* self) {
  Py_INCREF(self);
  return self;
}

// Collected unfinished: the finalizer hook gets it (asyncio schedules its aclose()); without one
// it is closed in place as a generator is.
void agen_finalize(PyObject* self) {
  AsyncGen* a = as_agen(self);
  if (a->g.state == -1) return;
  if (a->finalizer == nullptr || a->closed) return hintc_gen_finalize(self);
  PyObject *t, *v, *tb;
  PyErr_Fetch(&t, &v, &tb);
  PyObject* r = PyObject_CallOneArg(a->finalizer, self);
  if (r == nullptr) {
    PyErr_WriteUnraisable(self);
  } else {
    Py_DECREF(r);
  }
  PyErr_Restore(t, v, tb);
}

int agen_clear(PyObject* self) {
  Py_CLEAR(as_agen(self)->finalizer);
  return hintc_gen_clear(self);
}

int agen_traverse(PyObject* self, visitproc visit, void* arg) {
  Py_VISIT(as_agen(self)->finalizer);
  return hintc_gen_traverse(self, visit, arg);
}

PyObject* get_running_async(PyObject* self, void*) {
  return PyBool_FromLong(as_agen(self)->running_async);
}

PyCFunction fastcall(PyObject* (*f)(PyObject*, PyObject* const*, Py_ssize_t)) {
  return reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)(void)>(f));
}

PyMethodDef agen_methods[] = {
    {"asend", agen_asend, METH_O, "asend(v) -> send 'v' in generator."},
    {"athrow", agen_athrow, METH_VARARGS, "athrow(typ[,val[,tb]]) -> raise exception in generator."},
    {"aclose", agen_aclose, METH_NOARGS, "aclose() -> raise GeneratorExit inside generator."},
    {nullptr, nullptr, 0, nullptr}};

PyGetSetDef agen_getset[] = {
    {"__name__", hintc_gen_get_name, nullptr, nullptr, nullptr},
    {"__qualname__", hintc_gen_get_qualname, nullptr, nullptr, nullptr},
    {"ag_running", get_running_async, nullptr, nullptr, nullptr},
    {"ag_await", hintc_gen_get_yieldfrom, nullptr, nullptr, nullptr},
    {"ag_frame", hintc_gen_get_frame, nullptr, nullptr, nullptr},
    {"ag_code", hintc_gen_get_code, nullptr, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr}};

PyAsyncMethods agen_as_async = {nullptr, self_iter, agen_anext, nullptr};

PyMethodDef asend_methods[] = {
    {"send", asend_send, METH_O, nullptr},
    {"throw", fastcall(asend_throw), METH_FASTCALL, nullptr},
    {"close", awaitable_close, METH_NOARGS, nullptr},
    {nullptr, nullptr, 0, nullptr}};

PyMethodDef athrow_methods[] = {
    {"send", athrow_send, METH_O, nullptr},
    {"throw", fastcall(athrow_throw), METH_FASTCALL, nullptr},
    {"close", awaitable_close, METH_NOARGS, nullptr},
    {nullptr, nullptr, 0, nullptr}};

// The awaitables are their own __await__ iterators.
PyAsyncMethods asend_as_async = {self_iter, nullptr, nullptr, asend_am_send};
PyAsyncMethods athrow_as_async = {self_iter, nullptr, nullptr, nullptr};

void ready_awaitable(PyTypeObject* t, const char* name, iternextfunc next, PyMethodDef* methods,
                     PyAsyncMethods* as_async) {
  hintc_gc_type_init(t, name, sizeof(Awaitable), awaitable_dealloc, awaitable_traverse);
  t->tp_iter = PyObject_SelfIter;
  t->tp_iternext = next;
  t->tp_methods = methods;
  t->tp_as_async = as_async;
}

bool ready() {
  if (HintcAsyncGen_Type.tp_flags & Py_TPFLAGS_READY) return true;
  ready_awaitable(&ASend_Type, "async_generator_asend", asend_iternext, asend_methods,
                  &asend_as_async);
  ready_awaitable(&AThrow_Type, "async_generator_athrow", athrow_iternext, athrow_methods,
                  &athrow_as_async);
  if (PyType_Ready(&ASend_Type) < 0 || PyType_Ready(&AThrow_Type) < 0) return false;
  PyTypeObject& t = HintcAsyncGen_Type;
  hintc_gen_type_init(&t, "async_generator", sizeof(AsyncGen));
  t.tp_traverse = agen_traverse;
  t.tp_clear = agen_clear;
  t.tp_finalize = agen_finalize;
  t.tp_methods = agen_methods;
  t.tp_getset = agen_getset;
  t.tp_as_async = &agen_as_async;
  return PyType_Ready(&t) == 0;
}

}  // namespace

// Zero-initialised; ready() fills it in on first use (a static type lives for the process).
PyTypeObject HintcAsyncGen_Type;

PyObject* hintc_async_gen_new(HintcGenResume resume, HintcGenFree free_frame,
                              HintcGenTraverse traverse_frame, void* frame, HintcGenInfo* info,
                              int item_kind, int has_handlers) {
  if (!ready()) {
    free_frame(frame, 0);
    return nullptr;
  }
  PyObject* o = hintc_gen_make(&HintcAsyncGen_Type, resume, free_frame, traverse_frame, frame,
                               info, item_kind, has_handlers);
  if (o == nullptr) return nullptr;
  AsyncGen* a = as_agen(o);
  a->finalizer = nullptr;
  a->hooks_inited = 0;
  a->closed = 0;
  a->running_async = 0;
  return o;
}

int hintc_is_async_gen(PyObject* o) { return Py_TYPE(o) == &HintcAsyncGen_Type; }
