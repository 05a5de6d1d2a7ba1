// Out-of-line int arithmetic: overflow into PyLong, floor division/modulo, true division, power.
#include "internal.h"

using hintc_rt::binop_via_object;
using hintc_rt::tag_boxed;

namespace {

// Boxes a 128-bit exact result that is known to lie outside the small range.
HInt from_i128(__int128 v) {
  if (v >= INT64_MIN && v <= INT64_MAX) return hint_from_i64((int64_t)v);
  unsigned char bytes[16];
  unsigned __int128 u = (unsigned __int128)v;
  for (int i = 0; i < 16; ++i) bytes[i] = (unsigned char)(u >> (8 * i));
#if PY_VERSION_HEX >= 0x030D0000
  PyObject* o = PyLong_FromNativeBytes(bytes, 16, Py_ASNATIVEBYTES_LITTLE_ENDIAN);
#else
  PyObject* o = _PyLong_FromByteArray(bytes, 16, /*little_endian=*/1, /*is_signed=*/1);
#endif
  if (!o) return HINT_ERROR;
  return tag_boxed(o);
}

}  // namespace

HINTC_NOINLINE HInt hint_add_slow(HInt a, HInt b) {
  if (((a | b) & 1) == 0) return from_i128((__int128)hint_small_value(a) + hint_small_value(b));
  return binop_via_object(a, b, PyNumber_Add);
}

HINTC_NOINLINE HInt hint_sub_slow(HInt a, HInt b) {
  if (((a | b) & 1) == 0) return from_i128((__int128)hint_small_value(a) - hint_small_value(b));
  return binop_via_object(a, b, PyNumber_Subtract);
}

HINTC_NOINLINE HInt hint_mul_slow(HInt a, HInt b) {
  if (((a | b) & 1) == 0) return from_i128((__int128)hint_small_value(a) * hint_small_value(b));
  return binop_via_object(a, b, PyNumber_Multiply);
}

HINTC_NOINLINE HInt hint_floordiv_slow(HInt a, HInt b) {
  if (((a | b) & 1) == 0 && b != 0) {
    int64_t x = hint_small_value(a), y = hint_small_value(b);
    int64_t q = x / y;  // cannot trap: |x| <= 2**62, so x / -1 fits int64
    if ((x % y != 0) && ((x < 0) != (y < 0))) --q;
    return hint_from_i64(q);  // -(2**62) // -1 leaves the small range
  }
  return binop_via_object(a, b, PyNumber_FloorDivide);
}

HINTC_NOINLINE HInt hint_mod_slow(HInt a, HInt b) {
  if (((a | b) & 1) == 0 && b != 0) {
    int64_t x = hint_small_value(a), y = hint_small_value(b);
    int64_t r = x % y;
    if (r != 0 && ((r < 0) != (y < 0))) r += y;
    return hint_from_small(r);
  }
  return binop_via_object(a, b, PyNumber_Remainder);
}

HINTC_NOINLINE double hint_truediv_slow(HInt a, HInt b) {
  const int64_t exact = (int64_t)1 << 53;
  if (((a | b) & 1) == 0) {
    int64_t x = hint_small_value(a), y = hint_small_value(b);
    // Both operands convert exactly, so one IEEE division rounds correctly, as CPython does.
    if (y != 0 && x >= -exact && x <= exact && y >= -exact && y <= exact)
      return (double)x / (double)y;
  }
  return hintc_rt::double_from_result(
      hintc_rt::apply_owned(hint_box(a), hint_box(b), PyNumber_TrueDivide));
}

namespace {

HInt pow_via_object(HInt a, HInt b) {
  PyObject* x = hint_box(a);
  if (!x) return HINT_ERROR;
  PyObject* y = hint_box(b);
  if (!y) {
    Py_DECREF(x);
    return HINT_ERROR;
  }
  PyObject* r = PyNumber_Power(x, y, Py_None);
  Py_DECREF(x);
  Py_DECREF(y);
  if (r && !PyLong_Check(r)) {
    // Only reachable when the caller broke the b >= 0 precondition: an int-typed slot cannot
    // hold CPython's float result.
    PyErr_Format(PyExc_TypeError, "int ** int produced %.200s (negative exponent)",
                 Py_TYPE(r)->tp_name);
    Py_DECREF(r);
    return HINT_ERROR;
  }
  return hint_from_object_steal(r);
}

}  // namespace

HInt hint_pow(HInt a, HInt b) {
  if (((a | b) & 1) == 0 && b >= 0) {
    int64_t base = hint_small_value(a);
    uint64_t e = (uint64_t)hint_small_value(b);
    int64_t result = 1;
    bool overflow = false;
    // Square-and-multiply; any intermediate overflow means the result is big (|base| >= 2
    // whenever squaring overflows), so the exact slow path takes over.
    while (e) {
      if ((e & 1) && __builtin_mul_overflow(result, base, &result)) {
        overflow = true;
        break;
      }
      e >>= 1;
      if (e && __builtin_mul_overflow(base, base, &base)) {
        overflow = true;
        break;
      }
    }
    if (!overflow) return hint_from_i64(result);
  }
  return pow_via_object(a, b);
}

PyObject* hint_pow_obj(HInt a, HInt b) {
  if (hint_is_small(b) && b >= 0) return hint_box_steal(hint_pow(a, b));
  return hintc_rt::apply_owned(hint_box(a), hint_box(b), [](PyObject* x, PyObject* y) {
    return PyNumber_Power(x, y, Py_None);
  });
}

HINTC_NOINLINE HInt hint_neg_slow(HInt a) {
  if (hint_is_small(a)) return hint_from_i64(-hint_small_value(a));
  PyObject* r = PyNumber_Negative(hint_as_object(a));
  return hint_from_object_steal(r);
}

HINTC_NOINLINE HInt hint_abs_slow(HInt a) {
  if (hint_is_small(a)) {
    int64_t x = hint_small_value(a);
    return hint_from_i64(x < 0 ? -x : x);
  }
  PyObject* r = PyNumber_Absolute(hint_as_object(a));
  return hint_from_object_steal(r);
}
