// Fixed-seed random differential tests: many operand pairs beyond the boundary grids.
#include <gtest/gtest.h>

#include <cstring>
#include <random>

#include "test_util.h"

using namespace rt_test;

namespace {

// Random ints with a random bit width (so small, near-boundary and big values all occur).
PyObject* random_int(std::mt19937_64& rng) {
  int bits = (int)(rng() % 130);
  uint64_t lo = rng(), hi = rng();
  if (bits < 64) lo = bits ? lo >> (64 - bits) : 0;
  PyObject* v = PyLong_FromUnsignedLongLong(lo);
  if (bits > 64) {
    PyObject* h = PyLong_FromUnsignedLongLong(hi >> (128 - (bits > 128 ? 128 : bits)));
    PyObject* sh = PyLong_FromLong(64);
    PyObject* hs = PyNumber_Lshift(h, sh);
    PyObject* sum = PyNumber_Or(hs, v);
    Py_DECREF(h);
    Py_DECREF(sh);
    Py_DECREF(hs);
    Py_DECREF(v);
    v = sum;
  }
  if (rng() & 1) {
    PyObject* n = PyNumber_Negative(v);
    Py_DECREF(v);
    v = n;
  }
  return v;
}

// Random doubles from random bit patterns (all exponents, denormals, inf, nan) half of the time,
// small "ordinary" values otherwise.
double random_double(std::mt19937_64& rng) {
  if (rng() & 1) {
    uint64_t bits = rng();
    double d;
    std::memcpy(&d, &bits, sizeof d);
    return d;
  }
  std::uniform_real_distribution<double> dist(-100.0, 100.0);
  double d = dist(rng);
  return (rng() % 4 == 0) ? (double)(int64_t)d : d;  // integral values hit the exact cases
}

}  // namespace

TEST(Random, IntOperations) {
  std::mt19937_64 rng(4242);
  struct Op {
    const char* name;
    HInt (*h)(HInt, HInt);
    PyObject* (*p)(PyObject*, PyObject*);
  };
  const Op ops[] = {{"add", hint_add_slow, PyNumber_Add},      {"sub", hint_sub_slow, PyNumber_Subtract},
                    {"mul", hint_mul_slow, PyNumber_Multiply}, {"floordiv", hint_floordiv, PyNumber_FloorDivide},
                    {"mod", hint_mod, PyNumber_Remainder},     {"and", hint_and, PyNumber_And},
                    {"or", hint_or, PyNumber_Or},              {"xor", hint_xor, PyNumber_Xor}};
  int mismatches = 0;
  for (int i = 0; i < 4000 && mismatches < 20; ++i) {
    PyObject* x = random_int(rng);
    PyObject* y = random_int(rng);
    HInt a = hint_from_object(x), b = hint_from_object(y);
    for (const Op& op : ops) {
      std::string want = outcome_of_object(op.p(x, y));
      std::string got = outcome_of_hint(op.h(a, b));
      if (want != got) ++mismatches;
      EXPECT_EQ(want, got) << op.name << " #" << i;
    }
    // Inline fast paths as well (add/sub/mul above go through their slow halves).
    EXPECT_EQ(outcome_of_object(PyNumber_Add(x, y)), outcome_of_hint(hint_add(a, b)));
    EXPECT_EQ(outcome_of_object(PyNumber_Multiply(x, y)), outcome_of_hint(hint_mul(a, b)));
    EXPECT_EQ(outcome_of_object(PyNumber_TrueDivide(x, y)), outcome_of_double(hint_truediv(a, b)));
    long n = (long)(rng() % 140) - 4;
    PyObject* count = PyLong_FromLong(n);
    HInt c = hint_from_small(n);
    EXPECT_EQ(outcome_of_object(PyNumber_Lshift(x, count)), outcome_of_hint(hint_lshift(a, c)));
    EXPECT_EQ(outcome_of_object(PyNumber_Rshift(x, count)), outcome_of_hint(hint_rshift(a, c)));
    PyObject* fx = PyFloat_FromDouble(random_double(rng));
    double d = PyFloat_AS_DOUBLE(fx);
    EXPECT_EQ(PyObject_RichCompareBool(x, fx, Py_LT) == 1, hint_float_lt(a, d));
    EXPECT_EQ(PyObject_RichCompareBool(x, fx, Py_EQ) == 1, hint_float_eq(a, d));
    Py_DECREF(fx);
    Py_DECREF(count);
    hint_decref(a);
    hint_decref(b);
    Py_DECREF(x);
    Py_DECREF(y);
  }
}

TEST(Random, FloatOperations) {
  std::mt19937_64 rng(777);
  int mismatches = 0;
  for (int i = 0; i < 20000 && mismatches < 20; ++i) {
    double a = random_double(rng), b = random_double(rng);
    PyObject* x = PyFloat_FromDouble(a);
    PyObject* y = PyFloat_FromDouble(b);
    std::string ctx = describe_double(a) + ", " + describe_double(b);
    std::string checks[3][2] = {
        {outcome_of_object(PyNumber_FloorDivide(x, y)), outcome_of_double(hfloat_floordiv(a, b))},
        {outcome_of_object(PyNumber_Remainder(x, y)), outcome_of_double(hfloat_mod(a, b))},
        {outcome_of_object(PyNumber_TrueDivide(x, y)), outcome_of_double(hfloat_div(a, b))}};
    for (auto& c : checks) {
      if (c[0] != c[1]) ++mismatches;
      EXPECT_EQ(c[0], c[1]) << ctx;
    }
    EXPECT_EQ(outcome_of_object(PyNumber_Power(x, y, Py_None)), outcome_of_object(hfloat_pow_obj(a, b)))
        << ctx;
    Py_DECREF(x);
    Py_DECREF(y);
  }
}
