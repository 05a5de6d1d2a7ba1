// math module functions: libm on the common path, CPython's math module for every edge case.
#include <cerrno>
#include <cmath>

#include "internal.h"

namespace {

enum MathFn { kSqrt, kExp, kLog, kLog2, kLog10, kSin, kCos, kTan, kAtan2, kHypot, kPow, kFloor, kCeil, kCount };
const char* const kMathNames[kCount] = {"sqrt", "exp",   "log",   "log2", "log10", "sin",  "cos",
                                        "tan",  "atan2", "hypot", "pow",  "floor", "ceil"};
PyObject* g_math[kCount];

// Calls math.<fn>(x[, y]) with boxed args (stolen; y is NULL for one-argument calls, so a failed
// allocation of a second argument is told apart by `nargs`) and converts the result. CPython's math
// module links the same libm, so delegating edge cases gives its exact values and exception
// messages.
double call_math(MathFn fn, int nargs, PyObject* x, PyObject* y) {
  PyObject* f = hintc_rt::cached_module_attr(&g_math[fn], "math", kMathNames[fn]);
  PyObject* r = nullptr;
  if (f && x && (nargs == 1 || y)) {
    PyObject* args[2] = {x, y};
    r = PyObject_Vectorcall(f, args, nargs, nullptr);
  }
  Py_XDECREF(x);
  Py_XDECREF(y);
  return hintc_rt::double_from_result(r);
}

double math1(MathFn fn, double x) { return call_math(fn, 1, PyFloat_FromDouble(x), nullptr); }
double math2(MathFn fn, double x, double y) {
  return call_math(fn, 2, PyFloat_FromDouble(x), PyFloat_FromDouble(y));
}

// True when a libm result can be returned as is: finite input and output and no errno.
inline bool clean(double x, double r) { return errno == 0 && std::isfinite(x) && std::isfinite(r); }

}  // namespace

double hmath_sqrt_slow(double x) {
  if (x >= 0.0 && std::isfinite(x)) return std::sqrt(x);
  return math1(kSqrt, x);
}

double hmath_exp(double x) {
  errno = 0;
  double r = std::exp(x);
  if (HINTC_LIKELY(clean(x, r))) return r;
  return math1(kExp, x);
}

double hmath_log(double x) {
  if (HINTC_LIKELY(x > 0.0 && std::isfinite(x))) return std::log(x);
  return math1(kLog, x);
}

double hmath_log_base(double x, double base) {
  // math.log(x, b) is log(x) / log(b) computed as two floats then divided.
  if (HINTC_LIKELY(x > 0.0 && std::isfinite(x) && base > 0.0 && std::isfinite(base) && base != 1.0))
    return std::log(x) / std::log(base);
  return math2(kLog, x, base);
}

double hmath_log_int(HInt x) {
  if (HINTC_LIKELY(hint_is_small(x) && hint_small_value(x) > 0))
    return std::log((double)hint_small_value(x));
  // Non-positive or big: CPython handles ints beyond float range via frexp.
  return call_math(kLog, 1, hint_box(x), nullptr);
}

double hmath_log2(double x) {
  if (HINTC_LIKELY(x > 0.0 && std::isfinite(x))) return std::log2(x);
  return math1(kLog2, x);
}

double hmath_log10(double x) {
  if (HINTC_LIKELY(x > 0.0 && std::isfinite(x))) return std::log10(x);
  return math1(kLog10, x);
}

double hmath_sin(double x) {
  if (HINTC_LIKELY(std::isfinite(x))) return std::sin(x);
  return math1(kSin, x);
}

double hmath_cos(double x) {
  if (HINTC_LIKELY(std::isfinite(x))) return std::cos(x);
  return math1(kCos, x);
}

double hmath_tan(double x) {
  errno = 0;
  double r = std::tan(x);
  if (HINTC_LIKELY(clean(x, r))) return r;
  return math1(kTan, x);
}

double hmath_atan2(double y, double x) {
  // CPython special-cases zeros, infinities and nan before calling libm atan2.
  if (HINTC_LIKELY(std::isfinite(x) && std::isfinite(y) && y != 0.0 && x != 0.0))
    return std::atan2(y, x);
  return math2(kAtan2, y, x);
}

double hmath_hypot(double x, double y) {
  // math.hypot uses CPython's own vector-norm algorithm, not libm hypot, so always delegate.
  return math2(kHypot, x, y);
}

double hmath_pow(double x, double y) {
  if (HINTC_LIKELY(x > 0.0 && std::isfinite(x) && std::isfinite(y))) {
    errno = 0;
    double r = std::pow(x, y);
    if (errno == 0 && std::isfinite(r) && r != 0.0) return r;
  }
  return math2(kPow, x, y);
}

PyObject* hmath_floor_obj(PyObject* x, int ceil) {
  MathFn fn = ceil ? kCeil : kFloor;
  PyObject* f = hintc_rt::cached_module_attr(&g_math[fn], "math", kMathNames[fn]);
  return f ? PyObject_CallOneArg(f, x) : nullptr;
}
