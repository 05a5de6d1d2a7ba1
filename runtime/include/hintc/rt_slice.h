// Slices of list, tuple and str with native int bounds and no step: exact builtin types are
// sliced directly; anything else (subclasses, huge bounds) goes through a slice object.
#pragma once
#include <Python.h>

#include "hintc/rt_int.h"

// `has` says which bounds the source gives: bit 0 the start, bit 1 the stop (an absent bound's
// HInt is ignored).
enum { HINTC_SLICE_START = 1, HINTC_SLICE_STOP = 2 };

// The bounds clamped to [0, n] with negative values counted from the end, as
// PySlice_AdjustIndices does for step 1; false when a bound is not a small int.
static inline bool hintc_slice_bounds(Py_ssize_t n, HInt lo, HInt hi, int has, Py_ssize_t* start,
                                      Py_ssize_t* stop) {
  Py_ssize_t a = 0, b = n;
  if (has & HINTC_SLICE_START) {
    if (HINTC_UNLIKELY(!hint_is_small(lo))) return false;
    a = (Py_ssize_t)hint_small_value(lo);
    if (a < 0) {
      a += n;
      if (a < 0) a = 0;
    } else if (a > n) {
      a = n;
    }
  }
  if (has & HINTC_SLICE_STOP) {
    if (HINTC_UNLIKELY(!hint_is_small(hi))) return false;
    b = (Py_ssize_t)hint_small_value(hi);
    if (b < 0) {
      b += n;
      if (b < 0) b = 0;
    } else if (b > n) {
      b = n;
    }
  }
  if (b < a) b = a;
  *start = a;
  *stop = b;
  return true;
}

PyObject* hintc_seq_slice_slow(PyObject* seq, HInt lo, HInt hi, int has);
// seq[lo:hi] (new reference).
static inline PyObject* hintc_seq_slice(PyObject* seq, HInt lo, HInt hi, int has) {
  Py_ssize_t a, b;
  if (PyList_CheckExact(seq)) {
    if (HINTC_LIKELY(hintc_slice_bounds(PyList_GET_SIZE(seq), lo, hi, has, &a, &b))) {
      return PyList_GetSlice(seq, a, b);
    }
  } else if (PyTuple_CheckExact(seq)) {
    if (HINTC_LIKELY(hintc_slice_bounds(PyTuple_GET_SIZE(seq), lo, hi, has, &a, &b))) {
      return PyTuple_GetSlice(seq, a, b);  // the tuple itself when it is all of it, as CPython
    }
  } else if (PyUnicode_CheckExact(seq)) {
    if (HINTC_LIKELY(hintc_slice_bounds(PyUnicode_GET_LENGTH(seq), lo, hi, has, &a, &b))) {
      return PyUnicode_Substring(seq, a, b);
    }
  }
  return hintc_seq_slice_slow(seq, lo, hi, has);
}

char hintc_seq_set_slice_slow(PyObject* seq, HInt lo, HInt hi, int has, PyObject* value);
// seq[lo:hi] = value, or del seq[lo:hi] when value is NULL: 1, or 2 on error.
static inline char hintc_seq_set_slice(PyObject* seq, HInt lo, HInt hi, int has, PyObject* value) {
  Py_ssize_t a, b;
  // From 3.13 on, CPython's list store of a value other than a list or tuple reports a
  // non-iterable as "must assign iterable to extended slice": such values take the slice object.
  if (PyList_CheckExact(seq) &&
      (PY_VERSION_HEX < 0x030D0000 || value == NULL || PyList_Check(value) || PyTuple_Check(value)) &&
      HINTC_LIKELY(hintc_slice_bounds(PyList_GET_SIZE(seq), lo, hi, has, &a, &b))) {
    return PyList_SetSlice(seq, a, b, value) < 0 ? (char)2 : (char)1;
  }
  return hintc_seq_set_slice_slow(seq, lo, hi, has, value);
}

// a[alo:ahi] + b[blo:bhi] (new reference): one new list when both are exact lists, else each
// slice and then `+`, in CPython's order.
PyObject* hintc_list_concat_slices(PyObject* a, HInt alo, HInt ahi, int ahas, PyObject* b, HInt blo,
                                   HInt bhi, int bhas);
