// Differential tests: hmath_* versus the math module (values bit-for-bit, exception messages).
#include <gtest/gtest.h>

#include <cmath>

#include "test_util.h"

using namespace rt_test;

namespace {

std::vector<double> math_grid() {
  std::vector<double> g = float_grid();
  for (double extra : {709.0, 709.8, 710.0, -745.0, -746.0, 1e-310, 0.75, 2.0, 10.0,
                       1.5707963267948966, 3.141592653589793, 1e22})
    g.push_back(extra);
  return g;
}

std::string call1(const char* fn, double x) {
  PyObject* f = eval(std::string("math.") + fn);
  PyObject* a = PyFloat_FromDouble(x);
  std::string r = outcome_of_object(PyObject_CallOneArg(f, a));
  Py_DECREF(a);
  Py_DECREF(f);
  return r;
}

std::string call2(const char* fn, double x, double y) {
  PyObject* f = eval(std::string("math.") + fn);
  PyObject* a = PyFloat_FromDouble(x);
  PyObject* b = PyFloat_FromDouble(y);
  std::string r = outcome_of_object(PyObject_CallFunctionObjArgs(f, a, b, nullptr));
  Py_DECREF(a);
  Py_DECREF(b);
  Py_DECREF(f);
  return r;
}

}  // namespace

TEST(Math, OneArgumentFunctions) {
  struct Fn {
    const char* name;
    double (*f)(double);
  };
  const Fn fns[] = {{"sqrt", hmath_sqrt}, {"sqrt", hmath_sqrt_slow}, {"exp", hmath_exp},     {"log", hmath_log},
                    {"log2", hmath_log2}, {"log10", hmath_log10}, {"sin", hmath_sin},
                    {"cos", hmath_cos},   {"tan", hmath_tan},     {"fabs", hmath_fabs}};
  for (const Fn& fn : fns) {
    for (double x : math_grid()) {
      EXPECT_EQ(call1(fn.name, x), outcome_of_double(fn.f(x))) << fn.name << "(" << describe_double(x) << ")";
    }
  }
}

TEST(Math, TwoArgumentFunctions) {
  struct Fn {
    const char* name;
    double (*f)(double, double);
  };
  const Fn fns[] = {{"atan2", hmath_atan2}, {"hypot", hmath_hypot}, {"pow", hmath_pow},
                    {"log", hmath_log_base}};
  std::vector<double> g = math_grid();
  for (const Fn& fn : fns) {
    for (double x : g) {
      for (double y : g) {
        EXPECT_EQ(call2(fn.name, x, y), outcome_of_double(fn.f(x, y)))
            << fn.name << "(" << describe_double(x) << ", " << describe_double(y) << ")";
      }
    }
  }
}

TEST(Math, ErrorMessages) {
  EXPECT_EQ(outcome_of_double(hmath_sqrt(-1.0)), "raise ValueError: math domain error");
  EXPECT_EQ(outcome_of_double(hmath_exp(1000.0)), "raise OverflowError: math range error");
  EXPECT_EQ(outcome_of_double(hmath_log(0.0)), "raise ValueError: math domain error");
  EXPECT_EQ(outcome_of_double(hmath_log_base(2.0, 1.0)),
            "raise ZeroDivisionError: float division by zero");
  EXPECT_EQ(outcome_of_double(hmath_sin(INFINITY)), "raise ValueError: math domain error");
  EXPECT_EQ(outcome_of_double(hmath_pow(0.0, -1.0)), "raise ValueError: math domain error");
}

TEST(Math, LogOfInt) {
  std::vector<PyObject*> grid = int_grid();
  std::vector<PyObject*> more = ints_from({"10**400", "-(10**400)", "2**1024", "3**1000"});
  grid.insert(grid.end(), more.begin(), more.end());
  PyObject* log = eval("math.log");
  for (PyObject* x : grid) {
    HInt a = hint_from_object(x);
    EXPECT_EQ(outcome_of_object(PyObject_CallOneArg(log, x)), outcome_of_double(hmath_log_int(a)));
    hint_decref(a);
  }
  Py_DECREF(log);
  release(grid);
}

TEST(Math, Predicates) {
  for (double x : math_grid()) {
    EXPECT_EQ(hmath_isnan(x), std::isnan(x));
    EXPECT_EQ(hmath_isinf(x), std::isinf(x));
    EXPECT_EQ(hmath_isfinite(x), std::isfinite(x));
  }
}
