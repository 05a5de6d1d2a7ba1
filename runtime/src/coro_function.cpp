// Compiled `async def` functions as asyncio.iscoroutinefunction recognises them: a subtype of
// builtin_function_or_method with asyncio's `_is_coroutine` marker (inspect cannot be told:
// its check needs a code object's flags).
#include <cstddef>

#include "hintc/rt_async.h"

namespace {

// asyncio.coroutines._is_coroutine, imported when first asked for (not at every module init).
PyObject* is_coroutine_marker(PyObject*, void*) {
  PyObject* mod = PyImport_ImportModule("asyncio.coroutines");
  if (mod == nullptr) return nullptr;
  PyObject* marker = PyObject_GetAttrString(mod, "_is_coroutine");
  Py_DECREF(mod);
  return marker;
}

PyGetSetDef coro_function_getset[] = {
    {"_is_coroutine", is_coroutine_marker, nullptr, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr}};

PyTypeObject CoroFunction_Type;

bool ready() {
  if (CoroFunction_Type.tp_flags & Py_TPFLAGS_READY) return true;
  Py_SET_REFCNT(&CoroFunction_Type, 1);
  // Same name and layout as its base: only the marker differs, so repr() and type checks of
  // builtins (inspect.isbuiltin) see what they saw before.
  CoroFunction_Type.tp_name = "builtin_function_or_method";
  CoroFunction_Type.tp_basicsize = PyCFunction_Type.tp_basicsize;
  CoroFunction_Type.tp_base = &PyCFunction_Type;
  CoroFunction_Type.tp_flags =
      Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL;
  CoroFunction_Type.tp_vectorcall_offset = offsetof(PyCFunctionObject, vectorcall);
  CoroFunction_Type.tp_call = PyVectorcall_Call;
  CoroFunction_Type.tp_getset = coro_function_getset;
  CoroFunction_Type.tp_traverse = PyCFunction_Type.tp_traverse;  // checked before inheriting
  CoroFunction_Type.tp_dealloc = PyCFunction_Type.tp_dealloc;
  return PyType_Ready(&CoroFunction_Type) == 0;
}

}  // namespace

PyObject* hintc_coroutine_function(PyObject* f) {
  if (f == nullptr) return nullptr;
  if (!ready()) {
    Py_DECREF(f);
    return nullptr;
  }
  if (Py_TYPE(f) == &PyCFunction_Type) Py_SET_TYPE(f, &CoroFunction_Type);
  return f;
}

int hintc_mark_coroutine_function(PyObject* module, const char* name) {
  PyObject* f = PyObject_GetAttrString(module, name);
  if (f == nullptr) return -1;
  f = hintc_coroutine_function(f);
  if (f == nullptr) return -1;
  Py_DECREF(f);
  return 0;
}
