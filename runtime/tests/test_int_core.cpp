// Tests for HInt construction, normalisation (small values never boxed) and reference counting.
#include <gtest/gtest.h>

#include "test_util.h"

using namespace rt_test;

namespace {

long allocated_blocks() {
  PyObject* r = eval("sys.getallocatedblocks()");
  long n = PyLong_AsLong(r);
  Py_DECREF(r);
  return n;
}

}  // namespace

TEST(IntCore, SmallRangeBoundaries) {
  EXPECT_TRUE(hint_is_small(hint_from_i64(HINT_SMALL_MAX)));
  EXPECT_TRUE(hint_is_small(hint_from_i64(HINT_SMALL_MIN)));
  EXPECT_EQ(hint_small_value(hint_from_i64(HINT_SMALL_MIN)), HINT_SMALL_MIN);
  HInt above = hint_from_i64(HINT_SMALL_MAX + 1);
  HInt below = hint_from_i64(HINT_SMALL_MIN - 1);
  EXPECT_FALSE(hint_is_small(above));
  EXPECT_FALSE(hint_is_small(below));
  EXPECT_EQ(outcome_of_hint(above), "int 4611686018427387904");
  EXPECT_EQ(outcome_of_hint(below), "int -4611686018427387905");
  EXPECT_EQ(outcome_of_hint(hint_from_i64_slow(5)), "int 5");
  EXPECT_EQ(outcome_of_hint(hint_from_i64(INT64_MIN)), "int -9223372036854775808");
}

TEST(IntCore, FromObjectNormalisesEveryGridValue) {
  std::vector<PyObject*> grid = int_grid();
  for (PyObject* x : grid) {
    HInt h = hint_from_object(x);
    ASSERT_NE(h, HINT_ERROR);
    EXPECT_TRUE(is_normalised(h));
    PyObject* back = hint_box(h);
    EXPECT_EQ(PyObject_RichCompareBool(back, x, Py_EQ), 1);
    Py_DECREF(back);
    // The out-of-line decoder must agree on every value, not only on those the inline one skips.
    HInt s = hint_from_object_slow(x);
    EXPECT_EQ(outcome_of_object(hint_box(h)), outcome_of_hint(s));
    hint_decref(h);
  }
  release(grid);
}

TEST(IntCore, ArithmeticResultsAreNormalised) {
  // Big operands whose results come back into the small range must not stay boxed.
  PyObject* big = eval("2**62");
  HInt b = hint_from_object(big);
  ASSERT_FALSE(hint_is_small(b));
  HInt r = hint_sub(b, hint_from_small(1));
  EXPECT_TRUE(hint_is_small(r));
  EXPECT_EQ(hint_small_value(r), HINT_SMALL_MAX);
  HInt z = hint_sub(b, b);
  EXPECT_EQ(z, hint_from_small(0));
  HInt q = hint_floordiv(b, hint_from_small(2));
  EXPECT_TRUE(hint_is_small(q));
  hint_decref(b);
  Py_DECREF(big);
}

TEST(IntCore, BoolAndSubclassBecomePlainInt) {
  EXPECT_EQ(hint_from_object(Py_True), hint_from_small(1));
  EXPECT_EQ(hint_from_object(Py_False), hint_from_small(0));
  PyObject* sub = eval("type('S', (int,), {})(10**30)");
  HInt h = hint_from_object(sub);
  ASSERT_FALSE(hint_is_small(h));
  EXPECT_TRUE(PyLong_CheckExact(hint_as_object(h)));
  EXPECT_EQ(outcome_of_hint(h), "int 1000000000000000000000000000000");
  PyObject* small_sub = eval("type('S', (int,), {})(-7)");
  EXPECT_EQ(hint_from_object(small_sub), hint_from_small(-7));
  EXPECT_EQ(hint_from_object_slow(small_sub), hint_from_small(-7));
  EXPECT_EQ(hint_from_object_slow(Py_True), hint_from_small(1));
  Py_DECREF(sub);
  Py_DECREF(small_sub);
}

TEST(IntCore, FromDecimalLiterals) {
  for (const char* lit : {"0", "1_000", "0b101", "0o17", "0xFF", "0x_ff", "4611686018427387903",
                          "4611686018427387904", "123456789012345678901234567890",
                          "0xFFFFFFFFFFFFFFFFFFFF"}) {
    PyObject* expected = eval(lit);
    EXPECT_EQ(outcome_of_object(expected), outcome_of_hint(hint_from_decimal(lit))) << lit;
  }
}

TEST(IntCore, FromObjectStealRejectsNonInt) {
  EXPECT_EQ(outcome_of_hint(hint_from_object_steal(PyFloat_FromDouble(1.5))),
            "raise TypeError: expected int, got float");
  EXPECT_EQ(hint_from_object_steal(nullptr), HINT_ERROR);
}

TEST(IntCore, BoxSteal) {
  EXPECT_EQ(outcome_of_object(hint_box_steal(hint_from_small(-3))), "int -3");
  EXPECT_EQ(hint_box_steal(HINT_ERROR), nullptr);
  PyObject* big = eval("10**20");
  HInt h = hint_from_object(big);
  PyObject* back = hint_box_slow(h);
  EXPECT_EQ(back, big);  // boxed values keep their identity
  Py_DECREF(back);
  PyObject* stolen = hint_box_steal(h);
  EXPECT_EQ(stolen, big);
  Py_DECREF(stolen);
  Py_DECREF(big);
  EXPECT_EQ(hint_from_bool(1), hint_from_small(1));
  EXPECT_EQ(hint_from_bool(0), hint_from_small(0));
}

TEST(IntCore, RefcountsBalancedAcrossOperations) {
  PyObject* big = eval("10**30");
  Py_ssize_t before = Py_REFCNT(big);
  HInt b = hint_from_object(big);
  EXPECT_EQ(Py_REFCNT(big), before + 1);
  HInt one = hint_from_small(1);
  HInt results[] = {hint_add(b, one), hint_sub(b, one), hint_mul(b, one), hint_floordiv(b, one),
                    hint_mod(b, one), hint_pow(b, one), hint_neg(b), hint_abs(b),
                    hint_and(b, b), hint_lshift(b, one), hint_rshift(b, one),
                    hint_round_ndigits(b, one)};
  for (HInt r : results) {
    ASSERT_NE(r, HINT_ERROR);
    hint_decref(r);
  }
  (void)hint_eq(b, b);
  (void)hint_lt(b, one);
  (void)hint_float_lt(b, 1.0);
  (void)hint_to_double(b);
  (void)hint_truediv(b, one);
  EXPECT_EQ(Py_REFCNT(big), before + 1 + 0) << "every result was released";
  hint_decref(b);
  EXPECT_EQ(Py_REFCNT(big), before);
  Py_DECREF(big);
}

TEST(IntCore, NoLeaksOverRepeatedSlowPaths) {
  PyObject* big = eval("10**30");
  HInt b = hint_from_object(big);
  auto run = [&] {
    for (int i = 0; i < 2000; ++i) {
      HInt s = hint_add(b, hint_from_small(i));
      HInt m = hint_mul(s, s);
      HInt q = hint_floordiv(m, b);
      HInt e = hint_floordiv(b, hint_from_small(0));  // error path
      if (e == HINT_ERROR) PyErr_Clear();
      HInt o = hint_mul(hint_from_i64(HINT_SMALL_MAX), hint_from_small(i + 2));
      double d = hint_truediv(m, b);
      (void)d;
      hint_decref(s);
      hint_decref(m);
      hint_decref(q);
      hint_decref(o);
    }
  };
  run();  // warm caches and free lists
  long before = allocated_blocks();
  run();
  long after = allocated_blocks();
  // A leak of one object per iteration would show as >= 2000 blocks.
  EXPECT_LT(after - before, 50);
  hint_decref(b);
  Py_DECREF(big);
}
