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
