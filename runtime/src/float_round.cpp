// float -> int conversions (int(), round(), math.floor/ceil) and round() with ndigits.
#include <cmath>

#include "internal.h"

namespace {

PyObject* g_round;  // builtins.round, cached on first use

// round(x, n) through builtins.round so results match CPython's correctly rounded
// decimal algorithm exactly. Steals x.
PyObject* call_round(PyObject* x, HInt ndigits) {
  if (!x) return nullptr;
  PyObject* fn = hintc_rt::cached_module_attr(&g_round, "builtins", "round");
  PyObject* n = fn ? hint_box(ndigits) : nullptr;
  PyObject* r = nullptr;
  if (n) {
    PyObject* args[2] = {x, n};
    r = PyObject_Vectorcall(fn, args, 2, nullptr);
    Py_DECREF(n);
  }
  Py_DECREF(x);
  return r;
}

}  // namespace

HInt hfloat_to_int_slow(double a) {
  if (hfloat_fits_small(a)) return hint_from_small((int64_t)a);
  // PyLong_FromDouble raises CPython's infinity/NaN errors.
  return hint_from_object_steal(PyLong_FromDouble(a));
}

HInt hfloat_round(double a) {
  double r = std::round(a);                                    // halves away from zero ...
  if (std::fabs(a - r) == 0.5) r = 2.0 * std::round(a / 2.0);  // ... fixed up to half-even
  return hfloat_to_int(r);
}

double hfloat_round_ndigits(double a, HInt ndigits) {
  return hintc_rt::double_from_result(call_round(PyFloat_FromDouble(a), ndigits));
}

HInt hint_round_ndigits(HInt a, HInt ndigits) {
  // Non-negative ndigits leave an int unchanged.
  if (hint_is_small(ndigits) ? hint_small_value(ndigits) >= 0
                             : hintc_cpy_long_sign(hint_as_object(ndigits)) > 0) {
    hint_incref(a);
    return a;
  }
  return hint_from_object_steal(call_round(hint_box(a), ndigits));
}

HInt hfloat_floor_slow(double a) { return hfloat_to_int_slow(std::floor(a)); }

HInt hfloat_ceil_slow(double a) { return hfloat_to_int_slow(std::ceil(a)); }
