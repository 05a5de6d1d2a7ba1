// Typed tuple item reads: an int item of an exact tuple read without a new reference.
#pragma once
#include <Python.h>

#include "hintc/rt_containers.h"

// t[i] of a tuple[int, ...]: TypeError "tuple item" when the item is not an int, IndexError and
// subclasses' __getitem__ as for any tuple read.
static inline HInt hintc_tuple_get_int(PyObject* t, HInt i) {
  Py_ssize_t k;
  if (HINTC_LIKELY(PyTuple_CheckExact(t) && hintc_seq_index(i, PyTuple_GET_SIZE(t), &k))) {
    PyObject* o = PyTuple_GET_ITEM(t, k);
    HInt r;
    if (HINTC_LIKELY(PyLong_CheckExact(o) && hint_try_from_digit(o, &r))) return r;
    return hintc_item_int_slow(o, "tuple item");
  }
  return hintc_as_int_steal(hintc_getitem_int_slow(t, i), "tuple item");
}

// `t == (a, b, ...)` item by item, without the display's tuple (t an exact tuple of the
// display's length, k below it): t[k] == v as tuple equality compares items, CPython's
// PyObject_RichCompareBool (identity first, then ==); 1/0, 2 on error.
static inline char hintc_tuple_item_eq(PyObject* t, Py_ssize_t k, PyObject* v) {
  int r = PyObject_RichCompareBool(PyTuple_GET_ITEM(t, k), v, Py_EQ);
  return r < 0 ? (char)2 : (char)r;
}
// The same for a native int v: an exact int item compares as a value, anything else (a
// subclass that may define __eq__, another type) with v boxed.
char hintc_tuple_item_eq_int_slow(PyObject* item, HInt v);
static inline char hintc_tuple_item_eq_int(PyObject* t, Py_ssize_t k, HInt v) {
  PyObject* o = PyTuple_GET_ITEM(t, k);
  HInt x;
  if (HINTC_LIKELY(PyLong_CheckExact(o) && hint_try_from_digit(o, &x))) return (char)hint_eq(x, v);
  return hintc_tuple_item_eq_int_slow(o, v);
}
