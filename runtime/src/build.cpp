// Comprehension results built with their size known (hintc/rt_build.h).
#include <cstring>

#include "hintc/rt_build.h"

namespace {

// With a condition the count is only a bound: reserve no more than this up front.
constexpr Py_ssize_t kFilteredReserve = 1024;

}  // namespace

char hintc_list_reserve(PyObject* l, HInt n, char filtered) {
  PyListObject* o = reinterpret_cast<PyListObject*>(l);
  if (!hint_is_small(n) || hint_small_value(n) <= o->allocated) return 1;
  int64_t want = hint_small_value(n);
  if (filtered && want > kFilteredReserve) want = kFilteredReserve;
  if (want > (int64_t)(PY_SSIZE_T_MAX / sizeof(PyObject*))) return 1;
  auto** items = static_cast<PyObject**>(
      PyMem_Realloc(o->ob_item, static_cast<size_t>(want) * sizeof(PyObject*)));
  if (items == nullptr) return 1;
  o->ob_item = items;
  o->allocated = static_cast<Py_ssize_t>(want);
  return 1;
}

char hintc_list_fit(PyObject* l) {
  PyListObject* o = reinterpret_cast<PyListObject*>(l);
  Py_ssize_t n = Py_SIZE(o);
  // The same slack rule as list growth: small surpluses stay.
  if (o->allocated - n <= (n >> 3) + 6) return 1;
  if (n == 0) {
    PyMem_Free(o->ob_item);
    o->ob_item = nullptr;
    o->allocated = 0;
    return 1;
  }
  auto** items = static_cast<PyObject**>(
      PyMem_Realloc(o->ob_item, static_cast<size_t>(n) * sizeof(PyObject*)));
  if (items != nullptr) {
    o->ob_item = items;
    o->allocated = n;
  }
  return 1;
}

PyObject* hintc_list_into_tuple(PyObject* l) {
  // Only a list nothing else refers to can give its references away.
  if (!PyList_CheckExact(l) || Py_REFCNT(l) != 1) return PyList_AsTuple(l);
  Py_ssize_t n = PyList_GET_SIZE(l);
  PyObject* t = PyTuple_New(n);
  if (t == nullptr || n == 0) return t;
  PyListObject* o = reinterpret_cast<PyListObject*>(l);
  std::memcpy(&PyTuple_GET_ITEM(t, 0), o->ob_item, static_cast<size_t>(n) * sizeof(PyObject*));
  Py_SET_SIZE(o, 0);
  return t;
}

HInt hintc_range_len(HInt start, HInt stop, HInt step) {
  if (!hint_is_small(start) || !hint_is_small(stop) || !hint_is_small(step)) return 0;
  int64_t lo = hint_small_value(start), hi = hint_small_value(stop), st = hint_small_value(step);
  // Small values are below 2**62 in size, so the differences fit an int64 (the length may not
  // fit the small range: len(range(2**62)) is boxed).
  if (st > 0 && lo < hi) return hint_from_i64((hi - lo - 1) / st + 1);
  if (st < 0 && lo > hi) return hint_from_i64((lo - hi - 1) / -st + 1);
  return hint_from_small(0);
}
