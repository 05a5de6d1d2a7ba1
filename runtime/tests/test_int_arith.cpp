// Differential tests: HInt arithmetic versus CPython's PyNumber_* on a grid of boundary values.
#include <gtest/gtest.h>

#include "test_util.h"

using namespace rt_test;

namespace {

typedef HInt (*HBin)(HInt, HInt);
typedef PyObject* (*PBin)(PyObject*, PyObject*);

std::string repr(PyObject* o) {
  PyObject* r = PyObject_Repr(o);
  std::string s = PyUnicode_AsUTF8(r);
  Py_DECREF(r);
  return s;
}

// Runs op on every pair of xs x ys and compares with CPython; returns the number of pairs.
int check_binop(const char* name, HBin h, PBin p, const std::vector<PyObject*>& xs,
                const std::vector<PyObject*>& ys) {
  int n = 0;
  for (PyObject* x : xs) {
    for (PyObject* y : ys) {
      HInt a = hint_from_object(x), b = hint_from_object(y);
      std::string expected = outcome_of_object(p(x, y));
      std::string actual = outcome_of_hint(h(a, b));
      EXPECT_EQ(expected, actual) << name << "(" << repr(x) << ", " << repr(y) << ")";
      hint_decref(a);
      hint_decref(b);
      ++n;
    }
  }
  return n;
}

PyObject* py_pow(PyObject* a, PyObject* b) { return PyNumber_Power(a, b, Py_None); }

HInt add_(HInt a, HInt b) { return hint_add(a, b); }
HInt sub_(HInt a, HInt b) { return hint_sub(a, b); }
HInt mul_(HInt a, HInt b) { return hint_mul(a, b); }

class IntGrid : public ::testing::Test {
 protected:
  void SetUp() override { grid = int_grid(); }
  void TearDown() override { release(grid); }
  std::vector<PyObject*> grid;
};

}  // namespace

TEST_F(IntGrid, AddSubMul) {
  EXPECT_GT(check_binop("add", add_, PyNumber_Add, grid, grid), 1000);
  check_binop("sub", sub_, PyNumber_Subtract, grid, grid);
  check_binop("mul", mul_, PyNumber_Multiply, grid, grid);
  check_binop("add_slow", hint_add_slow, PyNumber_Add, grid, grid);
  check_binop("sub_slow", hint_sub_slow, PyNumber_Subtract, grid, grid);
  check_binop("mul_slow", hint_mul_slow, PyNumber_Multiply, grid, grid);
}

TEST_F(IntGrid, FloorDivAndMod) {
  check_binop("floordiv", hint_floordiv, PyNumber_FloorDivide, grid, grid);
  check_binop("mod", hint_mod, PyNumber_Remainder, grid, grid);
  // The out-of-line halves must be exact on their own too (the inline checks may change).
  check_binop("floordiv_slow", hint_floordiv_slow, PyNumber_FloorDivide, grid, grid);
  check_binop("mod_slow", hint_mod_slow, PyNumber_Remainder, grid, grid);
}

TEST_F(IntGrid, FloorDivOverflowsToBignum) {
  HInt a = hint_from_i64(HINT_SMALL_MIN), b = hint_from_i64(-1);
  HInt q = hint_floordiv(a, b);
  ASSERT_FALSE(hint_is_small(q));
  EXPECT_EQ(outcome_of_hint(q), "int 4611686018427387904");
}

TEST_F(IntGrid, Bitwise) {
  check_binop("and", hint_and, PyNumber_And, grid, grid);
  check_binop("or", hint_or, PyNumber_Or, grid, grid);
  check_binop("xor", hint_xor, PyNumber_Xor, grid, grid);
  check_binop("and_slow", hint_and_slow, PyNumber_And, grid, grid);
  check_binop("or_slow", hint_or_slow, PyNumber_Or, grid, grid);
  check_binop("xor_slow", hint_xor_slow, PyNumber_Xor, grid, grid);
}

TEST_F(IntGrid, Shifts) {
  std::vector<PyObject*> counts =
      ints_from({"0", "1", "2", "30", "31", "32", "60", "61", "62", "63", "64", "65", "100", "200",
                 "-1", "-2", "-(2**63)", "-(10**30)"});
  check_binop("lshift", hint_lshift, PyNumber_Lshift, grid, counts);
  check_binop("rshift", hint_rshift, PyNumber_Rshift, grid, counts);
  check_binop("lshift_slow", hint_lshift_slow, PyNumber_Lshift, grid, counts);
  check_binop("rshift_slow", hint_rshift_slow, PyNumber_Rshift, grid, counts);
  // Huge counts: right shifts collapse to 0/-1, left shifts of 0 stay 0.
  std::vector<PyObject*> huge = ints_from({"2**62", "2**62-1", "2**64", "10**30"});
  check_binop("rshift", hint_rshift, PyNumber_Rshift, grid, huge);
  std::vector<PyObject*> zero = ints_from({"0"});
  check_binop("lshift", hint_lshift, PyNumber_Lshift, zero, huge);
  release(counts);
  release(huge);
  release(zero);
}

TEST_F(IntGrid, Power) {
  std::vector<PyObject*> exps =
      ints_from({"0", "1", "2", "3", "5", "10", "31", "32", "61", "62", "63", "64", "100"});
  check_binop("pow", hint_pow, py_pow, grid, exps);
  std::vector<PyObject*> units = ints_from({"0", "1", "-1"});
  std::vector<PyObject*> huge = ints_from({"2**62-1", "2**62", "2**62+1", "10**30"});
  check_binop("pow", hint_pow, py_pow, units, huge);
  release(exps);
  release(units);
  release(huge);
}

TEST_F(IntGrid, PowerObject) {
  std::vector<PyObject*> exps = ints_from({"0", "1", "2", "63", "-1", "-2", "-3", "-64"});
  for (PyObject* x : grid) {
    for (PyObject* y : exps) {
      HInt a = hint_from_object(x), b = hint_from_object(y);
      EXPECT_EQ(outcome_of_object(py_pow(x, y)), outcome_of_object(hint_pow_obj(a, b)))
          << repr(x) << " ** " << repr(y);
      hint_decref(a);
      hint_decref(b);
    }
  }
  release(exps);
}

TEST_F(IntGrid, PowerWithNegativeExponentIsATypeError) {
  HInt r = hint_pow(hint_from_small(2), hint_from_small(-1));
  EXPECT_EQ(outcome_of_hint(r), "raise TypeError: int ** int produced float (negative exponent)");
}

TEST_F(IntGrid, TrueDivide) {
  for (PyObject* x : grid) {
    for (PyObject* y : grid) {
      HInt a = hint_from_object(x), b = hint_from_object(y);
      std::string want = outcome_of_object(PyNumber_TrueDivide(x, y));
      EXPECT_EQ(want, outcome_of_double(hint_truediv(a, b))) << repr(x) << " / " << repr(y);
      EXPECT_EQ(want, outcome_of_double(hint_truediv_slow(a, b))) << repr(x) << " / " << repr(y);
      hint_decref(a);
      hint_decref(b);
    }
  }
  PyObject* big = eval("10**400");
  PyObject* one = eval("1");
  HInt a = hint_from_object(big), b = hint_from_object(one);
  EXPECT_EQ(outcome_of_double(hint_truediv(a, b)),
            "raise OverflowError: integer division result too large for a float");
  EXPECT_EQ(outcome_of_double(hint_truediv(b, a)), "float 0");
  hint_decref(a);
  Py_DECREF(big);
  Py_DECREF(one);
}

TEST_F(IntGrid, TrueDivideRoundsCorrectlyBeyond2To53) {
  // 2**60 + 1 is not exactly representable: dividing the pre-rounded double would be wrong.
  PyObject* x = eval("2**60 + 1");
  PyObject* y = eval("3");
  HInt a = hint_from_object(x), b = hint_from_object(y);
  EXPECT_EQ(outcome_of_object(PyNumber_TrueDivide(x, y)), outcome_of_double(hint_truediv(a, b)));
  Py_DECREF(x);
  Py_DECREF(y);
}

TEST_F(IntGrid, Unary) {
  for (PyObject* x : grid) {
    HInt a = hint_from_object(x);
    EXPECT_EQ(outcome_of_object(PyNumber_Negative(x)), outcome_of_hint(hint_neg(a))) << repr(x);
    EXPECT_EQ(outcome_of_object(PyNumber_Invert(x)), outcome_of_hint(hint_invert(a))) << repr(x);
    EXPECT_EQ(outcome_of_object(PyNumber_Absolute(x)), outcome_of_hint(hint_abs(a))) << repr(x);
    EXPECT_EQ(outcome_of_object(PyNumber_Negative(x)), outcome_of_hint(hint_neg_slow(a)))
        << repr(x);
    EXPECT_EQ(outcome_of_object(PyNumber_Invert(x)), outcome_of_hint(hint_invert_slow(a)))
        << repr(x);
    EXPECT_EQ(outcome_of_object(PyNumber_Absolute(x)), outcome_of_hint(hint_abs_slow(a)))
        << repr(x);
    hint_decref(a);
  }
}

TEST_F(IntGrid, Comparisons) {
  for (PyObject* x : grid) {
    for (PyObject* y : grid) {
      HInt a = hint_from_object(x), b = hint_from_object(y);
      std::string ctx = repr(x) + " vs " + repr(y);
      EXPECT_EQ(PyObject_RichCompareBool(x, y, Py_EQ) == 1, hint_eq(a, b)) << ctx;
      EXPECT_EQ(PyObject_RichCompareBool(x, y, Py_NE) == 1, hint_ne(a, b)) << ctx;
      EXPECT_EQ(PyObject_RichCompareBool(x, y, Py_LT) == 1, hint_lt(a, b)) << ctx;
      EXPECT_EQ(PyObject_RichCompareBool(x, y, Py_LE) == 1, hint_le(a, b)) << ctx;
      EXPECT_EQ(PyObject_RichCompareBool(x, y, Py_GT) == 1, hint_gt(a, b)) << ctx;
      EXPECT_EQ(PyObject_RichCompareBool(x, y, Py_GE) == 1, hint_ge(a, b)) << ctx;
      hint_decref(a);
      hint_decref(b);
    }
    HInt a = hint_from_object(x);
    EXPECT_EQ(PyObject_IsTrue(x) == 1, hint_is_true(a)) << repr(x);
    hint_decref(a);
  }
}

TEST_F(IntGrid, IntFloatComparisons) {
  std::vector<double> fs = float_grid();
  std::vector<PyObject*> more = ints_from({"2**53+1", "2**54+1", "2**1023", "2**1024", "-(2**1024)"});
  std::vector<PyObject*> xs = grid;
  xs.insert(xs.end(), more.begin(), more.end());
  for (PyObject* x : xs) {
    HInt a = hint_from_object(x);
    for (double d : fs) {
      PyObject* f = PyFloat_FromDouble(d);
      std::string ctx = repr(x) + " vs " + describe_double(d);
      EXPECT_EQ(PyObject_RichCompareBool(x, f, Py_EQ) == 1, hint_float_eq(a, d)) << ctx;
      EXPECT_EQ(PyObject_RichCompareBool(x, f, Py_LT) == 1, hint_float_lt(a, d)) << ctx;
      EXPECT_EQ(PyObject_RichCompareBool(x, f, Py_GT) == 1, hint_float_gt(a, d)) << ctx;
      EXPECT_EQ(PyObject_RichCompareBool(x, f, Py_LE) == 1, hint_float_le(a, d)) << ctx;
      EXPECT_EQ(PyObject_RichCompareBool(x, f, Py_GE) == 1, hint_float_ge(a, d)) << ctx;
      Py_DECREF(f);
    }
    hint_decref(a);
  }
  EXPECT_FALSE(PyErr_Occurred());
  release(more);
}

TEST_F(IntGrid, ToDouble) {
  std::vector<PyObject*> more = ints_from({"2**53+1", "2**53+3", "2**62-1", "2**1023*3//2",
                                           "2**1024", "-(2**1024)", "10**400"});
  std::vector<PyObject*> xs = grid;
  xs.insert(xs.end(), more.begin(), more.end());
  for (PyObject* x : xs) {
    HInt a = hint_from_object(x);
    std::string expected = outcome_of_object(PyNumber_Float(x));
    EXPECT_EQ(expected, outcome_of_double(hint_to_double(a))) << repr(x);
    EXPECT_EQ(expected, outcome_of_double(hint_to_double_fast(a))) << repr(x);
    hint_decref(a);
  }
  release(more);
}
