// Helpers shared by the runtime's out-of-line sources (not part of the generated-code contract).
#pragma once
#include "hintc/runtime.h"

namespace hintc_rt {

// A zero-initialised static type for the runtime's own helper objects (loop states, counters,
// native lists: no GC, never subclassed or handed to Python code): name, size, deallocator.
// Not yet PyType_Ready.
inline void hintc_helper_type_init(PyTypeObject* t, const char* name, Py_ssize_t size,
                                   destructor dealloc, const char* doc) {
  Py_SET_REFCNT(reinterpret_cast<PyObject*>(t), 1);
  t->tp_name = name;
  t->tp_basicsize = size;
  t->tp_flags = Py_TPFLAGS_DEFAULT;
  t->tp_dealloc = dealloc;
  t->tp_doc = doc;
}

// Tags an owned PyLong known to be outside the small range (ownership moves into the HInt).
inline HInt tag_boxed(PyObject* o) { return (HInt)o + 1; }

// Applies f to two new references (either may be NULL after a failed boxing, with the error
// set), releasing both; NULL when boxing or f failed.
template <class F>
PyObject* apply_owned(PyObject* x, PyObject* y, F f) {
  PyObject* r = (x != nullptr && y != nullptr) ? f(x, y) : nullptr;
  Py_XDECREF(x);
  Py_XDECREF(y);
  return r;
}

// Boxes both operands, applies a CPython binary number function, and normalises the result, so
// slow paths get CPython's exact values and exception messages.
HInt binop_via_object(HInt a, HInt b, binaryfunc f);

// Boxes a double; on failure returns NULL with MemoryError set.
inline PyObject* box_double(double d) { return PyFloat_FromDouble(d); }

// Converts a float object result (stolen; NULL means error already set) to a double using the
// HFLOAT_ERROR convention.
double double_from_result(PyObject* r);

// Returns a borrowed, cached attribute of a module (imported on first use); NULL with an
// exception set on failure. `slot` must point to static storage owned by the caller.
PyObject* cached_module_attr(PyObject** slot, const char* module, const char* name);

// Returns true if the current exception is pending; used by slow paths after C-API calls.
inline bool err_set() { return PyErr_Occurred() != nullptr; }

// Binds name to v in the compiled class t as its class statement's namespace would have: a
// name the metaclass has a data descriptor for (`__dict__`, `__doc__`, `__name__` as a
// property of the instances) goes into t's own dict, where setattr would hit the metaclass's
// descriptor; any other name through setattr (which also updates the type's slots). -1 on error.
int type_bind(PyTypeObject* t, PyObject* name, PyObject* v);
int type_bind(PyTypeObject* t, const char* name, PyObject* v);

}  // namespace hintc_rt
