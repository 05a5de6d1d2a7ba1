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
