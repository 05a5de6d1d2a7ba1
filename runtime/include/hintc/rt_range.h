// Support for `for ... in range(...)` loops compiled as counted loops on tagged ints.
#pragma once
#include <Python.h>

#include "hintc/rt_float.h"
#include "hintc/rt_int.h"

// ValueError "range() arg 3 must not be zero" for a zero step; returns 1 or HBOOL_ERROR.
static inline char hintc_range_check_step(HInt step) {
  if (HINTC_LIKELY(step != 0)) return 1;
  PyErr_SetString(PyExc_ValueError, "range() arg 3 must not be zero");
  return HBOOL_ERROR;
}

// An argument of static type object: what range() takes, an int or anything with __index__
// (PyNumber_Index, whose TypeError is "'str' object cannot be interpreted as an integer").
HInt hintc_range_index(PyObject* o);
