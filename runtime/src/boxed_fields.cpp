// Boxed int/float/bool fields: the out-of-line paths of rt_boxed_field.h.
#include "hintc/rt_boxed_field.h"

PyObject* hintc_small_ints[HINTC_SMALL_COUNT];
PyObject* hintc_spare_floats[HINTC_SPARE_FLOATS];
int hintc_spare_float_count = 0;

int hintc_boxed_init(void) {
  if (hintc_small_ints[0] != NULL) return 0;
  for (int i = 0; i < HINTC_SMALL_COUNT; ++i) {
    // PyLong_FromLong returns the interpreter's cached object for these values, so a box
    // holding one is `is`-identical to the same int anywhere else.
    PyObject* n = PyLong_FromLong(i - HINTC_SMALL_NEG);
    if (n == NULL) return -1;
    hintc_small_ints[i] = n;
  }
  return 0;
}

void hintc_spare_floats_clear(void) {
  while (hintc_spare_float_count > 0) Py_DECREF(hintc_spare_floats[--hintc_spare_float_count]);
}

bool hintc_long_overwrite(PyObject* o, int64_t x) {
#if HINTC_CPY_LONG
  if (!Py_IS_TYPE(o, &PyLong_Type)) return false;
  // |x| < 2**62: at most three 30-bit digits.
  uint64_t a = x < 0 ? 0 - static_cast<uint64_t>(x) : static_cast<uint64_t>(x);
  digit d[3];
  Py_ssize_t n = 0;
  for (; a != 0; a >>= PyLong_SHIFT) d[n++] = static_cast<digit>(a & PyLong_MASK);
  // A PyLong is allocated with room for the digits it was made with; a smaller value fits.
  if (n == 0 || n > hintc_cpy_long_ndigits(o)) return false;
  hintc_cpy_long_write(o, d, n, x < 0);
  return true;
#else
  (void)o;
  (void)x;
  return false;
#endif
}

namespace {

// Puts the new object n (NULL: allocation failed) into the box, releasing the old one.
int store_new(PyObject** box, PyObject* n) {
  if (n == NULL) return -1;
  PyObject* old = *box;
  *box = n;
  Py_XDECREF(old);
  return 0;
}

}  // namespace

int hintc_box_set_new_int(PyObject** box, int64_t x) { return store_new(box, PyLong_FromLongLong(x)); }

int hintc_box_set_new_float(PyObject** box, double d) { return store_new(box, PyFloat_FromDouble(d)); }
