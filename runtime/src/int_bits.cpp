// Out-of-line int bitwise operations and shifts with CPython's shift-count errors.
#include "internal.h"

using hintc_rt::binop_via_object;

HINTC_NOINLINE HInt hint_lshift_slow(HInt a, HInt b) {
  if ((((a | b) & 1) == 0)) {
    int64_t x = hint_small_value(a), n = hint_small_value(b);
    if (n < 0) {
      PyErr_SetString(PyExc_ValueError, "negative shift count");
      return HINT_ERROR;
    }
    if (x == 0) return hint_from_small(0);
    if (n < 63) {
      int64_t r = (int64_t)((uint64_t)x << n);
      // The shift lost no bits iff shifting back restores x (arithmetic right shift).
      if ((r >> n) == x && r >= HINT_SMALL_MIN && r <= HINT_SMALL_MAX) return hint_from_small(r);
    }
  }
  return binop_via_object(a, b, PyNumber_Lshift);
}

HINTC_NOINLINE HInt hint_rshift_slow(HInt a, HInt b) {
  if ((((a | b) & 1) == 0)) {
    int64_t x = hint_small_value(a), n = hint_small_value(b);
    if (n < 0) {
      PyErr_SetString(PyExc_ValueError, "negative shift count");
      return HINT_ERROR;
    }
    // Arithmetic shift is floor division by 2**n, matching Python for negative x.
    return hint_from_small(n >= 63 ? (x < 0 ? -1 : 0) : (x >> n));
  }
  return binop_via_object(a, b, PyNumber_Rshift);
}

HINTC_NOINLINE HInt hint_and_slow(HInt a, HInt b) {
  if ((((a | b) & 1) == 0)) return a & b;
  return binop_via_object(a, b, PyNumber_And);
}

HINTC_NOINLINE HInt hint_or_slow(HInt a, HInt b) {
  if ((((a | b) & 1) == 0)) return a | b;
  return binop_via_object(a, b, PyNumber_Or);
}

HINTC_NOINLINE HInt hint_xor_slow(HInt a, HInt b) {
  if ((((a | b) & 1) == 0)) return a ^ b;
  return binop_via_object(a, b, PyNumber_Xor);
}

HINTC_NOINLINE HInt hint_invert_slow(HInt a) {
  if ((hint_is_small(a))) return hint_from_small(~hint_small_value(a));
  return hint_from_object_steal(PyNumber_Invert(hint_as_object(a)));
}
