// Searching exact lists and tuples (`x in seq`, seq.index(x), seq.count(x)) and comparing two
// exact tuples for (in)equality as CPython's list_contains / tuplecontains / list.index /
// tuplerichcompare do: items in order, each compared by identity, then `item == x`
// (PyObject_RichCompareBool, the container's item on the left); two exact single-digit ints
// compare by value without the comparison call. The size is read again after every call into
// Python code, which may shrink a list.
#include "internal.h"

namespace {

// 1 when the two ints are known equal, 0 when known unequal, -1 when they need a comparison.
inline int small_ints_equal(PyObject* a, PyObject* b) {
  if (!PyLong_CheckExact(a) || !PyLong_CheckExact(b)) return -1;
  HInt x, y;
  if (!hint_try_from_digit(a, &x) || !hint_try_from_digit(b, &y)) return -1;
  return x == y;
}

}  // namespace

Py_ssize_t hintc_seq_find(PyObject* seq, PyObject* v, Py_ssize_t start, Py_ssize_t* count) {
  for (Py_ssize_t k = start; k < Py_SIZE(seq); ++k) {
    PyObject* item = hintc_seq_item_borrowed(seq, k);
    int eq = item == v ? 1 : small_ints_equal(item, v);
    if (eq < 0) {
      Py_INCREF(item);
      eq = PyObject_RichCompareBool(item, v, Py_EQ);
      Py_DECREF(item);
      if (eq < 0) return -2;
    }
    if (eq == 0) continue;
    if (count == NULL) return k;
    ++*count;
  }
  return -1;
}

char hintc_tuple_eq(PyObject* a, PyObject* b) {
  // tuplerichcompare's loop: items compared until one differs, then the sizes decide.
  Py_ssize_t n = Py_SIZE(a) < Py_SIZE(b) ? Py_SIZE(a) : Py_SIZE(b);
  for (Py_ssize_t k = 0; k < n; ++k) {
    PyObject* x = PyTuple_GET_ITEM(a, k);
    PyObject* y = PyTuple_GET_ITEM(b, k);
    int eq = x == y ? 1 : small_ints_equal(x, y);
    if (eq < 0) eq = PyObject_RichCompareBool(x, y, Py_EQ);
    if (eq < 0) return 2;
    if (eq == 0) return 0;
  }
  return Py_SIZE(a) == Py_SIZE(b);
}

char hintc_contains_slow(PyObject* container, PyObject* item) {
  int r = PySequence_Contains(container, item);
  return r < 0 ? (char)2 : (char)r;
}

HInt hintc_seq_index_of(PyObject* seq, PyObject* v, bool is_list) {
  if (HINTC_LIKELY(is_list ? PyList_CheckExact(seq) : PyTuple_CheckExact(seq))) {
    Py_ssize_t k = hintc_seq_find(seq, v, 0, NULL);
    if (k >= 0) return hint_from_small(k);
    if (k == -1) {
      if (is_list) {
        PyErr_Format(PyExc_ValueError, "%R is not in list", v);
      } else {
        PyErr_SetString(PyExc_ValueError, "tuple.index(x): x not in tuple");
      }
    }
    return HINT_ERROR;
  }
  return hint_from_object_steal(PyObject_CallMethod(seq, "index", "O", v));
}

HInt hintc_seq_count_of(PyObject* seq, PyObject* v, bool is_list) {
  if (HINTC_LIKELY(is_list ? PyList_CheckExact(seq) : PyTuple_CheckExact(seq))) {
    Py_ssize_t n = 0;
    if (hintc_seq_find(seq, v, 0, &n) == -2) return HINT_ERROR;
    return hint_from_small(n);
  }
  return hint_from_object_steal(PyObject_CallMethod(seq, "count", "O", v));
}
