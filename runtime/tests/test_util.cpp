// Helpers for the runtime tests: Python evaluation, outcome capture and the value grids.
#include "test_util.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>

namespace rt_test {

PyObject* eval(const std::string& expr) {
  static PyObject* globals = nullptr;
  if (!globals) {
    globals = PyDict_New();
    PyDict_SetItemString(globals, "__builtins__", PyEval_GetBuiltins());
    PyObject* r = PyRun_String("import math, sys", Py_file_input, globals, globals);
    Py_XDECREF(r);
  }
  PyObject* r = PyRun_String(expr.c_str(), Py_eval_input, globals, globals);
  if (!r) {
    ADD_FAILURE() << "eval failed: " << expr << " -> " << take_error();
    Py_RETURN_NONE;
  }
  return r;
}

std::string take_error() {
  if (!PyErr_Occurred()) return "<no exception>";
  PyObject *type, *value, *tb;
  PyErr_Fetch(&type, &value, &tb);
  PyErr_NormalizeException(&type, &value, &tb);
  std::string out = ((PyTypeObject*)type)->tp_name;
  out += ": ";
  PyObject* s = value ? PyObject_Str(value) : nullptr;
  if (s) {
    out += PyUnicode_AsUTF8(s);
    Py_DECREF(s);
  } else {
    PyErr_Clear();
  }
  Py_XDECREF(type);
  Py_XDECREF(value);
  Py_XDECREF(tb);
  return out;
}

std::string outcome_of_object(PyObject* o) {
  if (!o) return "raise " + take_error();
  if (PyFloat_Check(o)) {
    std::string s = "float " + describe_double(PyFloat_AS_DOUBLE(o));
    Py_DECREF(o);
    return s;
  }
  // Huge ints exceed the int-to-decimal digit limit, so they are compared in hex.
  PyObject* r = PyLong_CheckExact(o) && _PyLong_NumBits(o) > 4000 ? PyNumber_ToBase(o, 16)
                                                                    : PyObject_Repr(o);
  std::string s = std::string(Py_TYPE(o)->tp_name) + " ";
  s += r ? PyUnicode_AsUTF8(r) : "<repr failed: " + take_error() + ">";
  Py_XDECREF(r);
  Py_DECREF(o);
  return s;
}

std::string outcome_of_hint(HInt h) {
  if (h == HINT_ERROR) {
    if (!PyErr_Occurred()) return "HINT_ERROR without exception";
    return "raise " + take_error();
  }
  if (PyErr_Occurred()) return "value with pending exception " + take_error();
  if (!is_normalised(h)) {
    hint_decref(h);
    return "NOT NORMALISED";
  }
  return outcome_of_object(hint_box_steal(h));
}

std::string outcome_of_double(double d) {
  if (PyErr_Occurred()) {
    if (d != HFLOAT_ERROR) return "exception without HFLOAT_ERROR: " + take_error();
    return "raise " + take_error();
  }
  return "float " + describe_double(d);
}

std::string describe_double(double d) {
  if (std::isnan(d)) return "nan";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.17g%s", d, std::signbit(d) && d == 0 ? " (neg zero)" : "");
  return buf;
}

std::vector<PyObject*> ints_from(const std::vector<std::string>& exprs) {
  std::vector<PyObject*> out;
  for (const auto& e : exprs) out.push_back(eval(e));
  return out;
}

std::vector<PyObject*> int_grid() {
  std::vector<std::string> exprs = {"0", "1", "2", "3", "7", "10", "2**31", "2**31-1", "2**32",
                                    "2**53", "2**53+1", "2**53-1", "2**60", "2**61",
                                    "2**62-2", "2**62-1", "2**62", "2**62+1", "2**63-1", "2**63",
                                    "2**64", "2**64+1", "10**30", "3**100", "2**200-1"};
  std::vector<std::string> all;
  for (const auto& e : exprs) {
    all.push_back(e);
    if (e != "0") all.push_back("-(" + e + ")");
  }
  std::mt19937_64 rng(20261129);
  for (int bits : {8, 31, 50, 61, 62, 63}) {
    for (int k = 0; k < 3; ++k) {
      uint64_t v = rng() >> (64 - bits);
      bool neg = rng() & 1;
      all.push_back((neg ? "-" : "") + std::to_string(v));
    }
  }
  return ints_from(all);
}

std::vector<double> float_grid() {
  std::vector<double> v = {0.0,
                           1.0,
                           0.5,
                           1.5,
                           2.5,
                           3.0,
                           7.0,
                           0.1,
                           1e-300,
                           2.2250738585072014e-308,
                           5e-324,
                           1e16,
                           9007199254740992.0,
                           4611686018427387904.0,
                           9223372036854775808.0,
                           1e300,
                           1.7976931348623157e308,
                           INFINITY,
                           123456.789};
  std::mt19937_64 rng(1129);
  std::uniform_real_distribution<double> dist(-1000.0, 1000.0);
  for (int i = 0; i < 5; ++i) v.push_back(dist(rng));
  size_t n = v.size();
  for (size_t i = 0; i < n; ++i) v.push_back(-v[i]);
  v.push_back(NAN);
  return v;
}

void release(std::vector<PyObject*>& v) {
  for (PyObject* o : v) Py_DECREF(o);
  v.clear();
}

bool is_normalised(HInt h) {
  if (hint_is_small(h)) return true;
  PyObject* o = hint_as_object(h);
  if (!PyLong_CheckExact(o)) return false;
  int overflow = 0;
  long long v = PyLong_AsLongLongAndOverflow(o, &overflow);
  return overflow != 0 || v < HINT_SMALL_MIN || v > HINT_SMALL_MAX;
}

}  // namespace rt_test
