// Differential tests: float division/modulo/power/rounding versus CPython, compared bit-for-bit.
#include <gtest/gtest.h>

#include <cmath>

#include "test_util.h"

using namespace rt_test;

namespace {

typedef double (*FBin)(double, double);

PyObject* py_pow(PyObject* a, PyObject* b) { return PyNumber_Power(a, b, Py_None); }

PyObject* builtin(const char* name) { return eval(std::string("__builtins__['") + name + "']"); }

std::string pair(double a, double b) { return describe_double(a) + ", " + describe_double(b); }

void check_fbinop(const char* name, FBin f, PyObject* (*p)(PyObject*, PyObject*),
                  const std::vector<double>& xs, const std::vector<double>& ys) {
  for (double a : xs) {
    for (double b : ys) {
      PyObject* x = PyFloat_FromDouble(a);
      PyObject* y = PyFloat_FromDouble(b);
      EXPECT_EQ(outcome_of_object(p(x, y)), outcome_of_double(f(a, b)))
          << name << "(" << pair(a, b) << ")";
      Py_DECREF(x);
      Py_DECREF(y);
    }
  }
}

double div_(double a, double b) { return hfloat_div(a, b); }

}  // namespace

TEST(Float, DivisionFloorDivisionModulo) {
  std::vector<double> g = float_grid();
  check_fbinop("div", div_, PyNumber_TrueDivide, g, g);
  check_fbinop("div_slow", hfloat_div_slow, PyNumber_TrueDivide, g, {0.0, -0.0, 2.0});
  check_fbinop("floordiv", hfloat_floordiv, PyNumber_FloorDivide, g, g);
  check_fbinop("mod", hfloat_mod, PyNumber_Remainder, g, g);
}

TEST(Float, PowerMatchesCPythonExceptComplex) {
  std::vector<double> g = float_grid();
  std::vector<double> exps = g;
  for (double e : {2.0, -1.0, -2.0, 0.5, 1.0 / 3.0, 1023.0, 1024.0, -1074.0, -1075.0, 1e10})
    exps.push_back(e);
  for (double a : g) {
    for (double b : exps) {
      PyObject* x = PyFloat_FromDouble(a);
      PyObject* y = PyFloat_FromDouble(b);
      PyObject* expected = py_pow(x, y);
      bool is_complex = expected && PyComplex_Check(expected);
      std::string want = outcome_of_object(expected);
      // The object variant returns CPython's exact result, complex included.
      EXPECT_EQ(want, outcome_of_object(hfloat_pow_obj(a, b))) << pair(a, b);
      std::string actual = outcome_of_double(hfloat_pow(a, b));
      if (is_complex) {
        EXPECT_EQ(actual, "raise TypeError: float ** float produced complex") << pair(a, b);
      } else {
        EXPECT_EQ(want, actual) << pair(a, b);
      }
      Py_DECREF(x);
      Py_DECREF(y);
    }
  }
}

TEST(Float, PowerErrorMessages) {
  EXPECT_EQ(outcome_of_double(hfloat_pow(0.0, -1.0)),
            "raise ZeroDivisionError: 0.0 cannot be raised to a negative power");
  EXPECT_EQ(outcome_of_double(hfloat_pow(10.0, 400.0)),
            "raise OverflowError: (34, 'Numerical result out of range')");
  EXPECT_EQ(outcome_of_double(hfloat_floordiv(1.0, 0.0)),
            "raise ZeroDivisionError: float floor division by zero");
  EXPECT_EQ(outcome_of_double(hfloat_mod(1.0, -0.0)),
            PY_VERSION_HEX >= 0x030D0000 ? "raise ZeroDivisionError: float modulo by zero"
                                         : "raise ZeroDivisionError: float modulo");
  EXPECT_EQ(outcome_of_double(hfloat_div(1.0, 0.0)),
            "raise ZeroDivisionError: float division by zero");
}

TEST(Float, IntConversionsAndRounding) {
  std::vector<double> g = float_grid();
  for (double extra : {0.49999999999999994, 2.5000000000000004, 4503599627370497.0, -0.5, 1.5e18,
                       4.6116860184273879e18, -4.6116860184273879e18, 4.6116860184273869e18})
    g.push_back(extra);
  PyObject* int_type = (PyObject*)&PyLong_Type;
  PyObject* round_fn = builtin("round");
  PyObject* floor_fn = eval("math.floor");
  PyObject* ceil_fn = eval("math.ceil");
  for (double a : g) {
    PyObject* x = PyFloat_FromDouble(a);
    std::string ctx = describe_double(a);
    std::string as_int = outcome_of_object(PyObject_CallOneArg(int_type, x));
    EXPECT_EQ(as_int, outcome_of_hint(hfloat_to_int(a))) << ctx;
    EXPECT_EQ(as_int, outcome_of_hint(hfloat_to_int_slow(a))) << ctx;
    EXPECT_EQ(outcome_of_object(PyObject_CallOneArg(round_fn, x)), outcome_of_hint(hfloat_round(a)))
        << ctx;
    std::string floored = outcome_of_object(PyObject_CallOneArg(floor_fn, x));
    EXPECT_EQ(floored, outcome_of_hint(hfloat_floor(a))) << ctx;
    EXPECT_EQ(floored, outcome_of_hint(hfloat_floor_slow(a))) << ctx;
    std::string ceiled = outcome_of_object(PyObject_CallOneArg(ceil_fn, x));
    EXPECT_EQ(ceiled, outcome_of_hint(hfloat_ceil(a))) << ctx;
    EXPECT_EQ(ceiled, outcome_of_hint(hfloat_ceil_slow(a))) << ctx;
    for (int nd : {-400, -3, -1, 0, 1, 2, 5, 400}) {
      PyObject* n = PyLong_FromLong(nd);
      EXPECT_EQ(outcome_of_object(PyObject_CallFunctionObjArgs(round_fn, x, n, nullptr)),
                outcome_of_double(hfloat_round_ndigits(a, hint_from_small(nd))))
          << ctx << " ndigits " << nd;
      Py_DECREF(n);
    }
    Py_DECREF(x);
  }
  EXPECT_EQ(outcome_of_double(hfloat_round_ndigits(2.675, hint_from_small(2))), "float 2.6699999999999999");
  Py_DECREF(round_fn);
  Py_DECREF(floor_fn);
  Py_DECREF(ceil_fn);
}

TEST(Float, RoundIntWithNdigits) {
  std::vector<PyObject*> grid = int_grid();
  std::vector<PyObject*> nds = ints_from({"0", "1", "-1", "-2", "-10", "-19", "-30", "-100", "-400", "10**30", "2**62"});
  PyObject* round_fn = builtin("round");
  for (PyObject* x : grid) {
    for (PyObject* n : nds) {
      HInt a = hint_from_object(x), nd = hint_from_object(n);
      EXPECT_EQ(outcome_of_object(PyObject_CallFunctionObjArgs(round_fn, x, n, nullptr)),
                outcome_of_hint(hint_round_ndigits(a, nd)));
      hint_decref(a);
      hint_decref(nd);
    }
  }
  Py_DECREF(round_fn);
  release(grid);
  release(nds);
}

TEST(Float, FromObject) {
  PyObject* i = eval("2**53 + 1");
  EXPECT_EQ(outcome_of_double(hfloat_from_object(i)), "float 9007199254740992");
  PyObject* huge = eval("10**400");
  EXPECT_EQ(outcome_of_double(hfloat_from_object(huge)),
            "raise OverflowError: int too large to convert to float");
  PyObject* s = eval("'x'");
  EXPECT_EQ(outcome_of_double(hfloat_from_object(s)), "raise TypeError: expected float, got str");
  PyObject* f = eval("-0.0");
  EXPECT_EQ(outcome_of_double(hfloat_from_object(f)), "float -0 (neg zero)");
  EXPECT_EQ(outcome_of_double(hfloat_from_object(Py_True)), "float 1");
  Py_DECREF(i);
  Py_DECREF(huge);
  Py_DECREF(s);
  Py_DECREF(f);
}

TEST(Float, TruthAndBox) {
  EXPECT_FALSE(hfloat_is_true(-0.0));
  EXPECT_TRUE(hfloat_is_true(NAN));
  EXPECT_EQ(outcome_of_object(hfloat_box(-0.0)), "float -0 (neg zero)");
  EXPECT_FALSE(hfloat_is_error(HFLOAT_ERROR));  // a legitimate -113.0 without an exception
}
