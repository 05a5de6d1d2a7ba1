// Slow paths of rt_objnum.h: mixed exact float / one-digit int operands (the int converts to a
// double exactly, as CPython's float operations convert it), float powers, then CPython's own
// number protocol.
#include "internal.h"

namespace {

using Binary = PyObject* (*)(PyObject*, PyObject*);

// CPython's function for each HintcNumOp (power takes its third argument separately).
PyObject* number(PyObject* a, PyObject* b, int op) {
  static const Binary table[] = {
      PyNumber_Add, PyNumber_Subtract, PyNumber_Multiply, PyNumber_TrueDivide,
      PyNumber_FloorDivide, PyNumber_Remainder, nullptr, PyNumber_Lshift, PyNumber_Rshift,
      PyNumber_And, PyNumber_Or, PyNumber_Xor,
      PyNumber_InPlaceAdd, PyNumber_InPlaceSubtract, PyNumber_InPlaceMultiply,
      PyNumber_InPlaceTrueDivide, PyNumber_InPlaceFloorDivide, PyNumber_InPlaceRemainder, nullptr,
      PyNumber_InPlaceLshift, PyNumber_InPlaceRshift, PyNumber_InPlaceAnd, PyNumber_InPlaceOr,
      PyNumber_InPlaceXor};
  if (op == HINTC_NUM_POW) return PyNumber_Power(a, b, Py_None);
  if (op == HINTC_NUM_IPOW) return PyNumber_InPlacePower(a, b, Py_None);
  return table[op](a, b);
}

// An exact float or one-digit int as a double (exact); false for anything else.
bool as_double(PyObject* o, double* out) {
  int64_t v;
  if (PyFloat_CheckExact(o)) {
    *out = PyFloat_AS_DOUBLE(o);
    return true;
  }
  if (hintc_num_small_int(o, &v)) {
    *out = static_cast<double>(v);
    return true;
  }
  return false;
}

}  // namespace

PyObject* hintc_num_slow(PyObject* a, PyObject* b, int op) {
  double x, y, r;
  // At least one float (two ints came here because the inline path could not compute them).
  if ((PyFloat_CheckExact(a) || PyFloat_CheckExact(b)) && as_double(a, &x) && as_double(b, &y)) {
    if (op % HINTC_NUM_IADD == HINTC_NUM_POW) return hfloat_pow_obj(x, y);
    if (hintc_num_float_op(op, x, y, &r)) return PyFloat_FromDouble(r);
  }
  return number(a, b, op);
}

PyObject* hintc_num_compare_slow(PyObject* a, PyObject* b, int op) {
  double x, y;
  if ((PyFloat_CheckExact(a) || PyFloat_CheckExact(b)) && as_double(a, &x) && as_double(b, &y)) {
    return hintc_num_compare_doubles(x, y, op);
  }
  return PyObject_RichCompare(a, b, op);
}

PyObject* hintc_num_neg_slow(PyObject* a) { return PyNumber_Negative(a); }

PyObject* hintc_obj_getitem_slow(PyObject* o, PyObject* k) {
  int64_t i;
  if (PyBytes_CheckExact(o) && hintc_num_small_int(k, &i)) {
    Py_ssize_t n = PyBytes_GET_SIZE(o);
    if (i < 0) i += n;
    // The byte's value: a cached small int, as bytes_item gives.
    if (i >= 0 && i < n) return PyLong_FromLong((unsigned char)PyBytes_AS_STRING(o)[i]);
  }
  return PyObject_GetItem(o, k);
}
