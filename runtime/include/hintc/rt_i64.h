// Plain int64 arithmetic for speculative fast clones of pure numeric functions. Any result that
// int64 cannot represent exactly "bails": it sets an internal exception and returns the error
// value, and the caller re-runs the exact (tagged, arbitrary precision) version of the function.
#pragma once
#include <Python.h>

#include <cmath>
#include <cstdint>

#include "hintc/rt_float.h"
#include "hintc/rt_int.h"

#define HI64_ERROR \
  INT64_MIN  // error value; a real INT64_MIN result is told apart by PyErr_Occurred

// Sets the internal bail-out exception (never seen by users: the wrapper clears it).
HINTC_COLD static inline int64_t hi64_bail(void) {
  PyErr_SetString(PyExc_OverflowError, "hintc: int64 fast path left its range");
  return HI64_ERROR;
}
HINTC_COLD static inline char hi64_bail_bool(void) {
  hi64_bail();
  return HBOOL_ERROR;
}
HINTC_COLD static inline double hi64_bail_float(void) {
  hi64_bail();
  return HFLOAT_ERROR;
}

static inline int64_t hi64_add(int64_t a, int64_t b) {
  int64_t r;
  if (HINTC_UNLIKELY(__builtin_add_overflow(a, b, &r))) return hi64_bail();
  return r;
}
static inline int64_t hi64_sub(int64_t a, int64_t b) {
  int64_t r;
  if (HINTC_UNLIKELY(__builtin_sub_overflow(a, b, &r))) return hi64_bail();
  return r;
}
static inline int64_t hi64_mul(int64_t a, int64_t b) {
  int64_t r;
  if (HINTC_UNLIKELY(__builtin_mul_overflow(a, b, &r))) return hi64_bail();
  return r;
}
// Python floor division and modulo (sign of the divisor); zero divisors and INT64_MIN // -1
// bail so the exact version raises or computes the big result.
static inline int64_t hi64_floordiv(int64_t a, int64_t b) {
  if (HINTC_UNLIKELY(b == 0 || (a == INT64_MIN && b == -1))) return hi64_bail();
  int64_t q, r;
  hint_floor_divmod(a, b, &q, &r);
  return q;
}
static inline int64_t hi64_mod(int64_t a, int64_t b) {
  if (HINTC_UNLIKELY(b == 0)) return hi64_bail();
  if (b == -1) return 0;
  int64_t q, r;
  hint_floor_divmod(a, b, &q, &r);
  return r;
}
static inline double hi64_truediv(int64_t a, int64_t b) {
  // Exact operands give a correctly rounded quotient; anything else takes the exact path.
  const int64_t lim = (int64_t)1 << 53;
  if (HINTC_UNLIKELY(b == 0 || a > lim || a < -lim || b > lim || b < -lim))
    return hi64_bail_float();
  return (double)a / (double)b;
}
static inline int64_t hi64_pow(int64_t a, int64_t b) {  // b >= 0 (literal exponent)
  int64_t result = 1;
  while (b > 0) {
    if (b & 1) {
      if (HINTC_UNLIKELY(__builtin_mul_overflow(result, a, &result))) return hi64_bail();
    }
    b >>= 1;
    if (b > 0 && HINTC_UNLIKELY(__builtin_mul_overflow(a, a, &a))) return hi64_bail();
  }
  return result;
}
static inline int64_t hi64_neg(int64_t a) {
  if (HINTC_UNLIKELY(a == INT64_MIN)) return hi64_bail();
  return -a;
}
static inline int64_t hi64_abs(int64_t a) {
  if (HINTC_UNLIKELY(a == INT64_MIN)) return hi64_bail();
  return a < 0 ? -a : a;
}
static inline int64_t hi64_lshift(int64_t a, int64_t n) {
  if (HINTC_UNLIKELY(n < 0 || n >= 63)) return a == 0 && n >= 0 ? 0 : hi64_bail();
  int64_t r = (int64_t)((uint64_t)a << n);
  if (HINTC_UNLIKELY((r >> n) != a)) return hi64_bail();
  return r;
}
static inline int64_t hi64_rshift(int64_t a, int64_t n) {
  if (HINTC_UNLIKELY(n < 0)) return hi64_bail();
  if (n >= 63) return a < 0 ? -1 : 0;
  return a >> n;
}
// Exact int64 vs double comparison when the int converts exactly; otherwise bail.
static inline bool hi64_exact_double(int64_t a) {
  const int64_t lim = (int64_t)1 << 53;
  return a <= lim && a >= -lim;
}
static inline char hi64_float_cmp(int64_t a, double b, int op) {
  if (HINTC_UNLIKELY(!hi64_exact_double(a))) return hi64_bail_bool();
  double x = (double)a;
  switch (op) {
    case Py_LT: return x < b;
    case Py_LE: return x <= b;
    case Py_EQ: return x == b;
    case Py_NE: return x != b;
    case Py_GT: return x > b;
    default: return x >= b;
  }
}
static inline double hi64_to_double(int64_t a) { return (double)a; }  // correctly rounded
// int(x), round(x), floor, ceil of a float into int64: out of range or non-finite bails.
static inline int64_t hi64_from_double_trunc(double x) {
  if (HINTC_UNLIKELY(!(x > -9.2233720368547748e18 && x < 9.2233720368547748e18)))
    return hi64_bail();
  return (int64_t)x;
}
static inline int64_t hi64_floor(double x) { return hi64_from_double_trunc(std::floor(x)); }
static inline int64_t hi64_ceil(double x) { return hi64_from_double_trunc(std::ceil(x)); }
static inline int64_t hi64_round(double x) {
  double r = std::nearbyint(x);  // default rounding mode: half to even, as Python's round()
  return hi64_from_double_trunc(r);
}
// Entering and leaving the fast clone.
static inline int64_t hi64_from_hint_steal(HInt v) {
  if (HINTC_UNLIKELY(!hint_is_small(v))) {
    hint_decref(v);
    return hi64_bail();
  }
  return hint_small_value(v);
}
