// Compiled `async def` functions as asyncio.iscoroutinefunction recognises them: a subtype of
// builtin_function_or_method with asyncio's `_is_coroutine` marker, and the code-object view
// inspect.iscoroutinefunction reads (function_intro.cpp).
#include "hintc/rt_async.h"
#include "hintc/rt_function.h"

namespace {

// asyncio.coroutines._is_coroutine, imported when first asked for (not at every module init).
PyObject* is_coroutine_marker(PyObject*, void*) {
  PyObject* mod = PyImport_ImportModule("asyncio.coroutines");
  if (mod == nullptr) return nullptr;
  PyObject* marker = PyObject_GetAttrString(mod, "_is_coroutine");
  Py_DECREF(mod);
  return marker;
}

PyTypeObject CoroFunction_Type;

bool ready() {
  PyGetSetDef marker{"_is_coroutine", is_coroutine_marker, nullptr, nullptr, nullptr};
  return hintc_function_subtype_ready(&CoroFunction_Type, hintc_coro_function_getset(marker));
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
