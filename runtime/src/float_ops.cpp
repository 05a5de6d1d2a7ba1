// Python float division, floor division, modulo and power on C doubles (CPython 3.11 semantics).
#include <cerrno>
#include <cmath>

#include "internal.h"

double hfloat_div_slow(double a, double b) {
  if (b == 0.0) {
    PyErr_SetString(PyExc_ZeroDivisionError, "float division by zero");
    return HFLOAT_ERROR;
  }
  return a / b;
}

double hfloat_floordiv(double a, double b) {
  if (HINTC_UNLIKELY(b == 0.0)) {
    PyErr_SetString(PyExc_ZeroDivisionError, "float floor division by zero");
    return HFLOAT_ERROR;
  }
  // fmod is exact, so a - mod is an exact multiple of b (up to the final division's rounding);
  // the floor is then corrected to the nearest integer to absorb that rounding.
  double mod = std::fmod(a, b);
  double div = (a - mod) / b;
  if (mod != 0.0 && ((b < 0) != (mod < 0))) div -= 1.0;
  if (div == 0.0) return std::copysign(0.0, a / b);  // sign of the true quotient
  double fl = std::floor(div);
  if (div - fl > 0.5) fl += 1.0;
  return fl;
}

double hfloat_mod(double a, double b) {
  if (HINTC_UNLIKELY(b == 0.0)) {
    // CPython 3.13 completed the message ("float modulo by zero").
    PyErr_SetString(PyExc_ZeroDivisionError,
                    PY_VERSION_HEX >= 0x030D0000 ? "float modulo by zero" : "float modulo");
    return HFLOAT_ERROR;
  }
  double mod = std::fmod(a, b);
  if (mod != 0.0) {
    if ((b < 0) != (mod < 0)) mod += b;  // result takes the divisor's sign
  } else {
    mod = std::copysign(0.0, b);
  }
  return mod;
}

namespace {

PyObject* pow_via_object(double a, double b) {
  return hintc_rt::apply_owned(
      PyFloat_FromDouble(a), PyFloat_FromDouble(b),
      [](PyObject* x, PyObject* y) { return PyNumber_Power(x, y, Py_None); });
}

// The common case (positive finite base, finite exponent, finite non-zero result) is exactly
// libm pow, which is what CPython's float_pow calls; everything else (zeros, infinities, nan,
// negative bases, overflow/underflow errno handling) goes through CPython itself.
inline bool pow_fast(double a, double b, double* out) {
  if (!(a > 0.0 && std::isfinite(a) && std::isfinite(b))) return false;
  errno = 0;
  double r = std::pow(a, b);
  if (errno != 0 || !std::isfinite(r) || r == 0.0) return false;
  *out = r;
  return true;
}

}  // namespace

double hfloat_pow_slow(double a, double b) {
  double r;
  if (pow_fast(a, b, &r)) return r;
  PyObject* o = pow_via_object(a, b);
  if (o && !PyFloat_Check(o)) {
    Py_DECREF(o);
    PyErr_SetString(PyExc_TypeError, "float ** float produced complex");
    return HFLOAT_ERROR;
  }
  return hintc_rt::double_from_result(o);
}

PyObject* hfloat_pow_obj(double a, double b) {
  double r;
  if (pow_fast(a, b, &r)) return PyFloat_FromDouble(r);
  return pow_via_object(a, b);
}

double hfloat_from_object(PyObject* o) {
  if (HINTC_LIKELY(PyFloat_Check(o))) return PyFloat_AS_DOUBLE(o);
  if (PyLong_Check(o)) {
    double d = PyLong_AsDouble(o);
    if (d == -1.0 && PyErr_Occurred()) return HFLOAT_ERROR;
    return d;
  }
  PyErr_Format(PyExc_TypeError, "expected float, got %.200s", Py_TYPE(o)->tp_name);
  return HFLOAT_ERROR;
}
