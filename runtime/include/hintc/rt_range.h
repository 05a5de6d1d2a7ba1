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

// --- the int64 copy of a range loop (frontend/src/lower_for_range.cpp) ---
// Whether start, stop and step are all small ints (tag bits clear); step is nonzero already.
static inline char hintc_range_small(HInt start, HInt stop, HInt step) {
  return (char)(((start | stop | step) & 1) == 0);
}
// Steps of range(lo, hi, st) for values of small-int size: differences fit (|v| <= 2**62).
static inline int64_t hintc_range_count(int64_t lo, int64_t hi, int64_t st) {
  if (st > 0 && lo < hi) return (hi - lo - 1) / st + 1;
  if (st < 0 && lo > hi) return (lo - hi - 1) / -st + 1;
  return 0;
}
static inline int64_t hintc_range_len64(HInt start, HInt stop, HInt step) {
  return hintc_range_count(hint_small_value(start), hint_small_value(stop), hint_small_value(step));
}
// Small bounds and at least one step: the int64 copy runs (and binds its first value early).
static inline char hintc_range_run64(HInt start, HInt stop, HInt step) {
  return (char)(hintc_range_small(start, stop, step) && hintc_range_len64(start, stop, step) > 0);
}
// The same in a function's int64 clone (transform/src/fast_clone.cpp), where ints are int64
// values: those beyond small-int size take the generic copy, whose int64 forms bail exactly.
static inline bool hintc_i64_small(int64_t v) { return v >= HINT_SMALL_MIN && v <= HINT_SMALL_MAX; }
static inline char hintc_range_run64_i64(int64_t lo, int64_t hi, int64_t st) {
  return (char)(hintc_i64_small(lo) && hintc_i64_small(hi) && hintc_i64_small(st) &&
                hintc_range_count(lo, hi, st) > 0);
}
// Whether the bounds are small and every value of the range is an index in [0, size): an
// empty range qualifies. Negative indices (which count from the end) do not.
static inline char hintc_range_within(HInt start, HInt stop, HInt step, Py_ssize_t size) {
  if (!hintc_range_small(start, stop, step)) return 0;
  int64_t n = hintc_range_len64(start, stop, step);
  if (n == 0) return 1;
  int64_t first = hint_small_value(start);
  int64_t last = first + (n - 1) * hint_small_value(step);  // between first and stop
  int64_t lo = first < last ? first : last, hi = first < last ? last : first;
  return (char)(lo >= 0 && hi < (int64_t)size);
}
// The items of a bool buffer (a bytearray of 0/1 bytes, never resized) as an address in an int64
// register, read once before a loop; accessed as bool, not char, so stores through it do not
// make the compiler reload anything else.
static inline int64_t hintc_buffer_items(PyObject* b) {
  return (int64_t)(intptr_t)PyByteArray_AS_STRING(b);
}
static inline char hintc_buffer_bool_at(int64_t items, int64_t i) {
  return (char)((const bool*)(intptr_t)items)[i];
}
static inline char hintc_buffer_set_bool_at(int64_t items, int64_t i, char v) {
  ((bool*)(intptr_t)items)[i] = v != 0;
  return 1;
}
