// Arithmetic, comparisons and subscripts on values of unknown type (the generic object path):
// inline fast paths for exact floats and exact one-digit ints (|v| < 2**30, so sums and
// products fit an int64), as CPython's specialising interpreter has, before CPython's own
// protocol. Subclasses of int/float/list/tuple/dict (which may override the operation) and
// bools never take them. Slow paths: runtime/src/obj_num.cpp.
#pragma once

#include <Python.h>

#include <cstdint>

#include "hintc/rt_containers.h"
#include "hintc/rt_cpython.h"
#include "hintc/rt_int.h"

// The operations, in the order of hintc_num_slow's table.
enum HintcNumOp {
  HINTC_NUM_ADD, HINTC_NUM_SUB, HINTC_NUM_MUL, HINTC_NUM_TRUEDIV, HINTC_NUM_FLOORDIV,
  HINTC_NUM_MOD, HINTC_NUM_POW, HINTC_NUM_LSHIFT, HINTC_NUM_RSHIFT, HINTC_NUM_AND,
  HINTC_NUM_OR, HINTC_NUM_XOR,
  HINTC_NUM_IADD, HINTC_NUM_ISUB, HINTC_NUM_IMUL, HINTC_NUM_ITRUEDIV, HINTC_NUM_IFLOORDIV,
  HINTC_NUM_IMOD, HINTC_NUM_IPOW, HINTC_NUM_ILSHIFT, HINTC_NUM_IRSHIFT, HINTC_NUM_IAND,
  HINTC_NUM_IOR, HINTC_NUM_IXOR
};
// a OP b by CPython's protocol, after the mixed float/one-digit-int fast paths.
PyObject* hintc_num_slow(PyObject* a, PyObject* b, int op);
PyObject* hintc_num_compare_slow(PyObject* a, PyObject* b, int op);
PyObject* hintc_num_neg_slow(PyObject* a);

static inline bool hintc_num_small_int(PyObject* o, int64_t* v) {
  return PyLong_CheckExact(o) && hintc_cpy_long_one_digit(o, v);
}
static inline PyObject* hintc_num_bool(bool b) {
  PyObject* r = b ? Py_True : Py_False;
  Py_INCREF(r);
  return r;
}
// x OP y for op one of Py_LT ... Py_GE (NaN compares as C++ does, as CPython's floats do).
static inline PyObject* hintc_num_compare_doubles(double x, double y, int op) {
  switch (op) {
    case Py_LT: return hintc_num_bool(x < y);
    case Py_LE: return hintc_num_bool(x <= y);
    case Py_EQ: return hintc_num_bool(x == y);
    case Py_NE: return hintc_num_bool(x != y);
    case Py_GT: return hintc_num_bool(x > y);
    default: return hintc_num_bool(x >= y);
  }
}
// x OP y of two one-digit ints, when the result is an int computed exactly here.
static inline bool hintc_num_int_op(int op, int64_t x, int64_t y, int64_t* r) {
  switch (op % (HINTC_NUM_IADD)) {
    case HINTC_NUM_ADD: *r = x + y; return true;
    case HINTC_NUM_SUB: *r = x - y; return true;
    case HINTC_NUM_MUL: *r = x * y; return true;
    case HINTC_NUM_FLOORDIV:
    case HINTC_NUM_MOD: {
      if (y == 0) return false;
      int64_t q, m;
      hint_floor_divmod(x, y, &q, &m);
      *r = op % HINTC_NUM_IADD == HINTC_NUM_MOD ? m : q;
      return true;
    }
    case HINTC_NUM_LSHIFT:
      if (y < 0 || y > 32) return false;
      *r = (int64_t)((uint64_t)x << y);
      return true;
    case HINTC_NUM_RSHIFT:
      if (y < 0) return false;
      *r = y > 62 ? (x < 0 ? -1 : 0) : x >> y;
      return true;
    case HINTC_NUM_AND: *r = x & y; return true;
    case HINTC_NUM_OR: *r = x | y; return true;
    case HINTC_NUM_XOR: *r = x ^ y; return true;
    default: return false;
  }
}
// x OP y of two floats, when the result is a float computed here.
static inline bool hintc_num_float_op(int op, double x, double y, double* r) {
  switch (op % (HINTC_NUM_IADD)) {
    case HINTC_NUM_ADD: *r = x + y; return true;
    case HINTC_NUM_SUB: *r = x - y; return true;
    case HINTC_NUM_MUL: *r = x * y; return true;
    case HINTC_NUM_TRUEDIV:
      if (y == 0.0) return false;
      *r = x / y;
      return true;
    default: return false;
  }
}
// a OP b (op a constant, so each use keeps one case), a new reference or NULL.
static inline PyObject* hintc_num(PyObject* a, PyObject* b, int op) {
  if (PyFloat_CheckExact(a) && PyFloat_CheckExact(b)) {
    double r;
    if (hintc_num_float_op(op, PyFloat_AS_DOUBLE(a), PyFloat_AS_DOUBLE(b), &r))
      return PyFloat_FromDouble(r);
  } else if (op % HINTC_NUM_IADD == HINTC_NUM_TRUEDIV) {
    // int / int: both operands are exact doubles, so the quotient rounds as CPython's does.
    int64_t x, y;
    if (hintc_num_small_int(a, &x) && hintc_num_small_int(b, &y) && y != 0)
      return PyFloat_FromDouble((double)x / (double)y);
  } else {
    int64_t x, y, r;
    if (hintc_num_small_int(a, &x) && hintc_num_small_int(b, &y) &&
        hintc_num_int_op(op, x, y, &r))
      return PyLong_FromLongLong(r);
  }
  return hintc_num_slow(a, b, op);
}
// a OP b for op one of Py_LT ... Py_GE: a new bool reference, or NULL.
static inline PyObject* hintc_num_compare(PyObject* a, PyObject* b, int op) {
  double x, y;
  if (PyFloat_CheckExact(a) && PyFloat_CheckExact(b)) {
    x = PyFloat_AS_DOUBLE(a);
    y = PyFloat_AS_DOUBLE(b);
  } else {
    int64_t i, j;
    if (!hintc_num_small_int(a, &i) || !hintc_num_small_int(b, &j))
      return hintc_num_compare_slow(a, b, op);
    x = (double)i;  // exact
    y = (double)j;
  }
  return hintc_num_compare_doubles(x, y, op);
}
static inline PyObject* hintc_num_neg(PyObject* a) {
  int64_t x;
  if (PyFloat_CheckExact(a)) return PyFloat_FromDouble(-PyFloat_AS_DOUBLE(a));
  if (hintc_num_small_int(a, &x)) return PyLong_FromLongLong(-x);
  return hintc_num_neg_slow(a);
}

// o[k] of exact lists and tuples with a one-digit int index (rt_containers.h's item reads),
// else hintc_obj_getitem_slow: exact bytes with such an index, then CPython's PyObject_GetItem
// (dicts, slices, subclasses, other types).
PyObject* hintc_obj_getitem_slow(PyObject* o, PyObject* k);
static inline PyObject* hintc_obj_getitem(PyObject* o, PyObject* k) {
  int64_t i;
  if (hintc_num_small_int(k, &i)) {
    if (PyList_CheckExact(o)) return hintc_list_get(o, hint_from_small(i));
    if (PyTuple_CheckExact(o)) return hintc_tuple_get(o, hint_from_small(i));
  }
  return hintc_obj_getitem_slow(o, k);
}
// o[k] = v (v borrowed) of an exact list with a one-digit int index, else PyObject_SetItem.
// 0 / -1.
static inline int hintc_obj_setitem(PyObject* o, PyObject* k, PyObject* v) {
  int64_t i;
  if (PyList_CheckExact(o) && hintc_num_small_int(k, &i))
    return hintc_list_set(o, hint_from_small(i), v) == 1 ? 0 : -1;
  return PyObject_SetItem(o, k, v);
}
