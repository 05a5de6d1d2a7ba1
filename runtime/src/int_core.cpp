// HInt construction, boxing and normalisation between tagged words and PyLong objects.
#include <climits>

#include "internal.h"

static_assert(sizeof(HInt) == 8, "HInt assumes a 64-bit platform");

using hintc_rt::tag_boxed;

HInt hint_from_i64_slow(int64_t x) {
  if (x >= HINT_SMALL_MIN && x <= HINT_SMALL_MAX) return hint_from_small(x);
  PyObject* o = PyLong_FromLongLong(x);
  if (!o) return HINT_ERROR;
  return tag_boxed(o);
}

HInt hint_from_object_slow(PyObject* o) {
  // Values with at most two 30-bit digits (< 2**60) always fit the small range: decode them
  // directly, since this runs for every int argument crossing into compiled code.
  int64_t small;
  if (hintc_cpy_long_two_digits(o, &small)) return hint_from_small(small);
  int overflow = 0;
  long long v = PyLong_AsLongLongAndOverflow(o, &overflow);
  if (v == -1 && PyErr_Occurred()) return HINT_ERROR;
  if (!overflow && v >= HINT_SMALL_MIN && v <= HINT_SMALL_MAX) return hint_from_small(v);
  if (PyLong_CheckExact(o)) {
    Py_INCREF(o);
    return tag_boxed(o);
  }
  // int subclasses must not leak into HInt: copy the value into a plain int.
  PyObject* c = hintc_cpy_long_exact(o);
  if (!c) return HINT_ERROR;
  return tag_boxed(c);
}

HInt hint_from_object_steal(PyObject* o) {
  if (!o) return HINT_ERROR;
  if (HINTC_UNLIKELY(!PyLong_Check(o))) {
    PyErr_Format(PyExc_TypeError, "expected int, got %.200s", Py_TYPE(o)->tp_name);
    Py_DECREF(o);
    return HINT_ERROR;
  }
  HInt r = hint_from_object(o);
  Py_DECREF(o);
  return r;
}

HInt hint_from_decimal(const char* s) {
  // Base 0 accepts exactly Python's literal syntax: prefixes and underscores.
  return hint_from_object_steal(PyLong_FromString(s, nullptr, 0));
}

PyObject* hint_box_slow(HInt v) { return hint_box(v); }

PyObject* hint_box_steal(HInt v) {
  if (hint_is_small(v)) return PyLong_FromLongLong(hint_small_value(v));
  return hint_as_object(v);  // NULL for HINT_ERROR, which keeps the pending exception
}

double hint_to_double(HInt a) {
  if (hint_is_small(a)) return (double)hint_small_value(a);  // round-half-even, as PyLong_AsDouble
  double d = PyLong_AsDouble(hint_as_object(a));
  if (d == -1.0 && PyErr_Occurred()) return HFLOAT_ERROR;
  return d;
}

namespace hintc_rt {

HInt binop_via_object(HInt a, HInt b, binaryfunc f) {
  PyObject* r = apply_owned(hint_box(a), hint_box(b), f);
  if (r == nullptr) return HINT_ERROR;
  return hint_from_object_steal(r);
}

double double_from_result(PyObject* r) {
  if (!r) return HFLOAT_ERROR;
  double d = PyFloat_AsDouble(r);
  Py_DECREF(r);
  if (d == -1.0 && PyErr_Occurred()) return HFLOAT_ERROR;
  return d;
}

PyObject* cached_module_attr(PyObject** slot, const char* module, const char* name) {
  if (*slot) return *slot;
  PyObject* m = PyImport_ImportModule(module);
  if (!m) return nullptr;
  PyObject* attr = PyObject_GetAttrString(m, name);
  Py_DECREF(m);
  // Kept alive for the life of the process, like CPython's own cached builtins.
  *slot = attr;
  return attr;
}

}  // namespace hintc_rt
