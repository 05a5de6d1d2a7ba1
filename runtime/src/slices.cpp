// Slow paths of native-bound slices: a real slice object, so subclasses and huge bounds behave
// exactly as in CPython.
#include "hintc/rt_containers.h"
#include "hintc/rt_slice.h"

namespace {

// The slice object seq[lo:hi] uses (absent bounds are None).
PyObject* make_bounds_slice(HInt lo, HInt hi, int has) {
  PyObject* a = NULL;
  PyObject* b = NULL;
  if ((has & HINTC_SLICE_START) && (a = hint_box(lo)) == NULL) return NULL;
  if ((has & HINTC_SLICE_STOP) && (b = hint_box(hi)) == NULL) {
    Py_XDECREF(a);
    return NULL;
  }
  PyObject* s = PySlice_New(a, b, NULL);
  Py_XDECREF(b);
  Py_XDECREF(a);
  return s;
}

}  // namespace

PyObject* hintc_seq_slice_slow(PyObject* seq, HInt lo, HInt hi, int has) {
  PyObject* s = make_bounds_slice(lo, hi, has);
  if (s == NULL) return NULL;
  PyObject* r = PyObject_GetItem(seq, s);
  Py_DECREF(s);
  return r;
}

char hintc_seq_set_slice_slow(PyObject* seq, HInt lo, HInt hi, int has, PyObject* value) {
  PyObject* s = make_bounds_slice(lo, hi, has);
  if (s == NULL) return 2;
  int rc = value == NULL ? PyObject_DelItem(seq, s) : PyObject_SetItem(seq, s, value);
  Py_DECREF(s);
  return rc < 0 ? (char)2 : (char)1;
}

PyObject* hintc_list_concat_slices(PyObject* a, HInt alo, HInt ahi, int ahas, PyObject* b, HInt blo,
                                   HInt bhi, int bhas) {
  Py_ssize_t a0, a1, b0, b1;
  if (PyList_CheckExact(a) && PyList_CheckExact(b) &&
      hintc_slice_bounds(PyList_GET_SIZE(a), alo, ahi, ahas, &a0, &a1) &&
      hintc_slice_bounds(PyList_GET_SIZE(b), blo, bhi, bhas, &b0, &b1)) {
    // Slicing exact lists runs no code, so taking both sets of items at once is the same.
    PyObject* r = PyList_New((a1 - a0) + (b1 - b0));
    if (r == NULL) return NULL;
    Py_ssize_t k = 0;
    for (Py_ssize_t i = a0; i < a1; ++i) {
      PyObject* v = PyList_GET_ITEM(a, i);
      Py_INCREF(v);
      PyList_SET_ITEM(r, k++, v);
    }
    for (Py_ssize_t i = b0; i < b1; ++i) {
      PyObject* v = PyList_GET_ITEM(b, i);
      Py_INCREF(v);
      PyList_SET_ITEM(r, k++, v);
    }
    return r;
  }
  PyObject* x = hintc_seq_slice(a, alo, ahi, ahas);
  if (x == NULL) return NULL;
  PyObject* y = hintc_seq_slice(b, blo, bhi, bhas);
  if (y == NULL) {
    Py_DECREF(x);
    return NULL;
  }
  PyObject* r = PyNumber_Add(x, y);
  Py_DECREF(y);
  Py_DECREF(x);
  return r;
}
