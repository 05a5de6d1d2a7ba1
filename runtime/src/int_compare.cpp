// Out-of-line int comparisons, including exact int-vs-float comparisons.
#include <cmath>

#include "internal.h"

bool hint_eq_slow(HInt a, HInt b) {
  // Normalisation guarantees a boxed value never equals a small one.
  if (hint_is_small(a) || hint_is_small(b)) return false;
  if (a == b) return true;
  return hintc_cpy_long_sign(hint_as_object(a)) == hintc_cpy_long_sign(hint_as_object(b)) &&
         PyObject_RichCompareBool(hint_as_object(a), hint_as_object(b), Py_EQ) == 1;
}

bool hint_lt_slow(HInt a, HInt b) {
  // A boxed value lies outside the small range, so its sign alone orders it against a small one.
  if (hint_is_small(a)) return hintc_cpy_long_sign(hint_as_object(b)) > 0;
  if (hint_is_small(b)) return hintc_cpy_long_sign(hint_as_object(a)) < 0;
  return PyObject_RichCompareBool(hint_as_object(a), hint_as_object(b), Py_LT) == 1;
}

namespace {

// CPython's int/float comparison is exact; ints of magnitude <= 2**53 convert exactly, so a plain
// double comparison is exact too. Otherwise defer to CPython's float_richcompare.
bool compare_slow(HInt a, double b, int op) {
  PyObject* x = hint_box(a);
  PyObject* y = x ? PyFloat_FromDouble(b) : nullptr;
  int r = -1;
  if (x && y) r = PyObject_RichCompareBool(x, y, op);
  Py_XDECREF(x);
  Py_XDECREF(y);
  if (r < 0) {
    // Only allocation can fail here; comparisons are documented as infallible, so the error is
    // reported as unraisable rather than left pending behind a bool result.
    PyErr_WriteUnraisable(nullptr);
    return false;
  }
  return r == 1;
}

inline bool small_exact(HInt a) {
  if (!hint_is_small(a)) return false;
  int64_t x = hint_small_value(a);
  return x >= -((int64_t)1 << 53) && x <= ((int64_t)1 << 53);
}

}  // namespace

bool hint_float_eq(HInt a, double b) {
  if (small_exact(a)) return (double)hint_small_value(a) == b;
  if (std::isnan(b) || std::isinf(b)) return false;
  return compare_slow(a, b, Py_EQ);
}

bool hint_float_lt(HInt a, double b) {
  if (small_exact(a)) return (double)hint_small_value(a) < b;
  if (std::isnan(b)) return false;
  return compare_slow(a, b, Py_LT);
}

bool hint_float_gt(HInt a, double b) {
  if (small_exact(a)) return (double)hint_small_value(a) > b;
  if (std::isnan(b)) return false;
  return compare_slow(a, b, Py_GT);
}

bool hint_float_le(HInt a, double b) {
  if (small_exact(a)) return (double)hint_small_value(a) <= b;
  if (std::isnan(b)) return false;
  return compare_slow(a, b, Py_LE);
}

bool hint_float_ge(HInt a, double b) {
  if (small_exact(a)) return (double)hint_small_value(a) >= b;
  if (std::isnan(b)) return false;
  return compare_slow(a, b, Py_GE);
}
