// The compiled coroutine type and the iterator its __await__ returns ("coroutine_wrapper"), both
// over the generator machinery of generators.cpp.
#include "gen_shared.h"
#include "hintc/rt_async.h"

namespace {

PyObject* none_getter(PyObject*, void*) { Py_RETURN_NONE; }

// The iterator of `await` from Python code: it forwards everything to its coroutine.
struct CoroWrapper {
  PyObject_HEAD
  PyObject* coro;
};

PyTypeObject CoroWrapper_Type;

PyObject* coro_await(PyObject* self) {
  CoroWrapper* w = PyObject_GC_New(CoroWrapper, &CoroWrapper_Type);
  if (w == nullptr) return nullptr;
  Py_INCREF(self);
  w->coro = self;
  PyObject_GC_Track(w);
  return reinterpret_cast<PyObject*>(w);
}

PyObject* wrapped(PyObject* self) { return reinterpret_cast<CoroWrapper*>(self)->coro; }

void wrapper_dealloc(PyObject* self) {
  PyObject_GC_UnTrack(self);
  Py_CLEAR(reinterpret_cast<CoroWrapper*>(self)->coro);
  PyObject_GC_Del(self);
}

int wrapper_traverse(PyObject* self, visitproc visit, void* arg) {
  Py_VISIT(reinterpret_cast<CoroWrapper*>(self)->coro);
  return 0;
}

PyObject* wrapper_iternext(PyObject* self) { return hintc_gen_iternext(wrapped(self)); }
PySendResult wrapper_am_send(PyObject* self, PyObject* arg, PyObject** result) {
  return hintc_gen_am_send(wrapped(self), arg, result);
}
PyObject* wrapper_send(PyObject* self, PyObject* arg) {
  return hintc_gen_send_method(wrapped(self), arg);
}
PyObject* wrapper_throw(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  return hintc_gen_throw_method(wrapped(self), args, nargs);
}
PyObject* wrapper_close(PyObject* self, PyObject* unused) {
  return hintc_gen_close_method(wrapped(self), unused);
}

PyCFunction fastcall(PyObject* (*f)(PyObject*, PyObject* const*, Py_ssize_t)) {
  return reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)(void)>(f));
}

PyMethodDef wrapper_methods[] = {
    {"send", wrapper_send, METH_O, nullptr},
    {"throw", fastcall(wrapper_throw), METH_FASTCALL, nullptr},
    {"close", wrapper_close, METH_NOARGS, nullptr},
    {nullptr, nullptr, 0, nullptr}};

PyAsyncMethods wrapper_as_async = {nullptr, nullptr, nullptr, wrapper_am_send};

PyMethodDef coro_methods[] = {
    {"send", hintc_gen_send_method, METH_O,
     "send(arg) -> send 'arg' into coroutine,\nreturn next iterated value or raise "
     "StopIteration."},
    {"throw", fastcall(hintc_gen_throw_method), METH_FASTCALL,
     "throw(value)\nthrow(type[,value[,traceback]])\n\nRaise exception in coroutine, return "
     "next iterated value or raise StopIteration."},
    {"close", hintc_gen_close_method, METH_NOARGS, "close() -> raise GeneratorExit inside coroutine."},
    {nullptr, nullptr, 0, nullptr}};

PyGetSetDef coro_getset[] = {
    {"__name__", hintc_gen_get_name, nullptr, nullptr, nullptr},
    {"__qualname__", hintc_gen_get_qualname, nullptr, nullptr, nullptr},
    {"cr_running", hintc_gen_get_running, nullptr, nullptr, nullptr},
    {"cr_suspended", hintc_gen_get_suspended, nullptr, nullptr, nullptr},
    {"cr_await", hintc_gen_get_yieldfrom, nullptr, nullptr, nullptr},
    {"cr_frame", hintc_gen_get_frame, nullptr, nullptr, nullptr},
    {"cr_code", hintc_gen_get_code, nullptr, nullptr, nullptr},
    {"cr_origin", none_getter, nullptr, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr}};

PyAsyncMethods coro_as_async = {coro_await, nullptr, nullptr, hintc_gen_am_send};

bool ready() {
  if (HintcCoro_Type.tp_flags & Py_TPFLAGS_READY) return true;
  hintc_gc_type_init(&CoroWrapper_Type, "coroutine_wrapper", sizeof(CoroWrapper), wrapper_dealloc,
                     wrapper_traverse);
  CoroWrapper_Type.tp_iter = PyObject_SelfIter;
  CoroWrapper_Type.tp_iternext = wrapper_iternext;
  CoroWrapper_Type.tp_methods = wrapper_methods;
  CoroWrapper_Type.tp_as_async = &wrapper_as_async;
  if (PyType_Ready(&CoroWrapper_Type) < 0) return false;

  hintc_gen_type_init(&HintcCoro_Type, "coroutine", sizeof(HintcGen));
  HintcCoro_Type.tp_methods = coro_methods;
  HintcCoro_Type.tp_getset = coro_getset;
  HintcCoro_Type.tp_as_async = &coro_as_async;
  return PyType_Ready(&HintcCoro_Type) == 0;
}

}  // namespace

// Zero-initialised; ready() fills it in on first use (a static type lives for the process).
PyTypeObject HintcCoro_Type;

PyObject* hintc_coro_new(HintcGenResume resume, HintcGenFree free_frame,
                         HintcGenTraverse traverse_frame, void* frame, HintcGenInfo* info,
                         int has_handlers) {
  if (!ready()) {
    free_frame(frame, 0);
    return nullptr;
  }
  return hintc_gen_make(&HintcCoro_Type, resume, free_frame, traverse_frame, frame, info,
                        HINTC_ITEM_OBJECT, has_handlers);
}
