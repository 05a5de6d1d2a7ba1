// Python float semantics on C doubles: division, floor division, modulo, power, rounding, math.
#pragma once
#include <Python.h>

#include "hintc/rt_int.h"

// CONTRACT. Functions returning double signal errors by returning HFLOAT_ERROR with an
// exception set (callers test `r == HFLOAT_ERROR && PyErr_Occurred()`).
#define HFLOAT_ERROR (-113.0)
#define HBOOL_ERROR ((char)2)

static inline bool hfloat_is_error(double r) { return r == HFLOAT_ERROR && PyErr_Occurred(); }

double hfloat_div_slow(double a, double b);
static inline double hfloat_div(double a, double b) {  // "float division by zero"
  if (HINTC_LIKELY(b != 0.0)) return a / b;
  return hfloat_div_slow(a, b);
}
double hfloat_floordiv(double a, double b);    // Python semantics; "float floor division by zero"
double hfloat_mod(double a, double b);         // Python sign rules; CPython's ZeroDivisionError text
// a ** b with CPython's float_pow results and errors, for operands whose result is a float (an
// int-valued exponent, or a base the lowering proved is not a finite negative number; see
// docs/float_pow.md). The inline path is libm pow (what float_pow calls) for a positive finite
// base and finite exponent whose result is a normal finite number, where float_pow has nothing
// else to do; zeros, infinities, nan, negative bases, overflow and underflow take the slow path
// (CPython itself). A complex result there (a caller that broke the rule) raises TypeError.
double hfloat_pow_slow(double a, double b);
static inline double hfloat_pow(double a, double b) {
  if (HINTC_LIKELY(a > 0.0 && a < __builtin_inf() && b - b == 0.0)) {
    double r = __builtin_pow(a, b);
    if (HINTC_LIKELY(r >= 2.2250738585072014e-308 && r < __builtin_inf())) return r;
  }
  return hfloat_pow_slow(a, b);
}
PyObject* hfloat_pow_obj(double a, double b);  // exact CPython result object (may be complex)
static inline PyObject* hfloat_box(double a) { return PyFloat_FromDouble(a); }
// sum() of floats: from 3.12 CPython carries the rounding error of each addition sum = acc + x
// (Neumaier's compensated summation) and adds it once at the end unless it is zero or not
// finite; earlier versions add plainly. err' = hfloat_sum_error(err, acc, x, sum).
static inline double hfloat_sum_error(double err, double acc, double x, double sum) {
#if PY_VERSION_HEX >= 0x030C0000
  return err + (fabs(acc) >= fabs(x) ? (acc - sum) + x : (x - sum) + acc);
#else
  (void)acc;
  (void)x;
  (void)sum;
  return err;
#endif
}
static inline double hfloat_sum_end(double acc, double err) {
  return err != 0.0 && isfinite(err) ? acc + err : acc;
}
static inline bool hfloat_is_true(double a) { return a != 0.0; }

// int(x), round(x), math.floor/ceil: OverflowError "cannot convert float infinity to integer",
// ValueError "cannot convert float NaN to integer".
HInt hfloat_to_int_slow(double a);
HInt hfloat_floor_slow(double a);
HInt hfloat_ceil_slow(double a);
// |x| < 2**62 converts straight into the small range (nan fails both comparisons).
static inline bool hfloat_fits_small(double x) {
  return x > -4611686018427387904.0 && x < 4611686018427387904.0;
}
static inline HInt hfloat_to_int(double a) {
  if (HINTC_LIKELY(hfloat_fits_small(a))) return hint_from_small((int64_t)a);  // truncates
  return hfloat_to_int_slow(a);
}
HInt hfloat_round(double a);                          // round(x): half to even, returns int
double hfloat_round_ndigits(double a, HInt ndigits);  // round(x, n), exactly as CPython
HInt hint_round_ndigits(HInt a, HInt ndigits);        // round(int, n)
static inline HInt hfloat_floor(double a) {
  if (HINTC_LIKELY(hfloat_fits_small(a))) return hint_from_small((int64_t)__builtin_floor(a));
  return hfloat_floor_slow(a);
}
static inline HInt hfloat_ceil(double a) {
  if (HINTC_LIKELY(hfloat_fits_small(a))) return hint_from_small((int64_t)__builtin_ceil(a));
  return hfloat_ceil_slow(a);
}

// Unbox a Python object to double: accepts float or int (int converted; OverflowError as CPython).
// Used when a dynamic value flows into a float-typed slot. o is borrowed.
// TypeError "expected float, got str" otherwise.
double hfloat_from_object(PyObject* o);

// math module functions: same results and exceptions as CPython's math module
// (ValueError "math domain error", OverflowError "math range error").
double hmath_sqrt_slow(double x);
static inline double hmath_sqrt(double x) {
  if (HINTC_LIKELY(x >= 0.0)) return __builtin_sqrt(x);  // exact IEEE sqrt, as libm's
  return hmath_sqrt_slow(x);
}
double hmath_exp(double x);
double hmath_log(double x);
double hmath_log_base(double x, double base);
double hmath_log_int(HInt x);  // math.log(int) exact for big ints as CPython
double hmath_log2(double x);
double hmath_log10(double x);
double hmath_sin(double x);
double hmath_cos(double x);
double hmath_tan(double x);
double hmath_atan2(double y, double x);
static inline double hmath_fabs(double x) { return __builtin_fabs(x); }
double hmath_hypot(double x, double y);
double hmath_pow(double x, double y);  // math.pow
// math.floor(x) / math.ceil(x) (ceil != 0) of any object: its __floor__ / __ceil__ (new reference).
PyObject* hmath_floor_obj(PyObject* x, int ceil);
static inline bool hmath_isnan(double x) { return x != x; }
static inline bool hmath_isinf(double x) { return __builtin_isinf(x) != 0; }
static inline bool hmath_isfinite(double x) { return __builtin_isfinite(x) != 0; }
