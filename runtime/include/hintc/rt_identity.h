// `is` where compiled code held an operand as a native int or float, which has no object of its own.
#pragma once
#include <Python.h>

#include <cstring>

// CONTRACT. `a is b` for boxed operands (borrowed) of which at least one was a native int or
// float: the same object, two exact ints of equal value, or two exact floats with the same bits
// (so a nan is itself and 0.0 is not -0.0). CPython's answer for the same variable or equal
// constants; it differs for equal values computed separately outside the small-int cache
// (README, differences). Never fails.
static inline char hintc_is_value(PyObject* a, PyObject* b) {
  if (a == b) return 1;
  if (PyLong_CheckExact(a) && PyLong_CheckExact(b)) {
    // Exact ints compare without calling out and without failing.
    return (char)(PyObject_RichCompareBool(a, b, Py_EQ) == 1);
  }
  if (PyFloat_CheckExact(a) && PyFloat_CheckExact(b)) {
    double x = PyFloat_AS_DOUBLE(a), y = PyFloat_AS_DOUBLE(b);
    return (char)(std::memcmp(&x, &y, sizeof x) == 0);
  }
  return 0;
}
