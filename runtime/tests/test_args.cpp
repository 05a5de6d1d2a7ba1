// Argument parsing versus real Python functions with the same signature, and typed unboxing.
#include <gtest/gtest.h>

#include "test_util.h"

using namespace rt_test;

namespace {

struct Sig {
  std::vector<const char*> names;  // positional, then keyword-only
  int nrequired;
  int nposonly = 0;
  std::vector<unsigned char> kwonly_required = {};  // one per keyword-only name
  int varargs = 0;
  int varkw = 0;
};

// Defines `def f(<params>): return (<params>, args, kw)` where optional parameters default to a
// sentinel, so a binding can be compared slot by slot with the parser's output.
PyObject* make_python_function(const Sig& sig, PyObject** sentinel) {
  std::string params, body;
  const size_t nkwonly = sig.kwonly_required.size(), npos = sig.names.size() - nkwonly;
  auto add = [&params](const std::string& p) { params += (params.empty() ? "" : ", ") + p; };
  for (size_t i = 0; i < sig.names.size(); ++i) {
    if (i == npos && sig.varargs) add("*args");
    if (i == npos && !sig.varargs) add("*");
    bool optional = i < npos ? (int)i >= sig.nrequired : !sig.kwonly_required[i - npos];
    add(std::string(sig.names[i]) + (optional ? "=_M" : ""));
    if ((int)i + 1 == sig.nposonly) add("/");
    body += std::string(sig.names[i]) + ", ";
  }
  if (nkwonly == 0 && sig.varargs) add("*args");
  if (sig.varkw) add("**kw");
  body += std::string(sig.varargs ? "args" : "None") + ", " + (sig.varkw ? "kw" : "None");
  std::string src = "_M = object()\ndef f(" + params + "):\n    return (" + body + ")\n";
  PyObject* g = PyDict_New();
  PyDict_SetItemString(g, "__builtins__", PyEval_GetBuiltins());
  PyObject* r = PyRun_String(src.c_str(), Py_file_input, g, g);
  EXPECT_NE(r, nullptr) << src;
  Py_XDECREF(r);
  PyObject* f = PyDict_GetItemString(g, "f");
  *sentinel = PyDict_GetItemString(g, "_M");
  Py_INCREF(f);
  Py_INCREF(*sentinel);
  Py_DECREF(g);
  return f;
}

// All ordered keyword selections of size <= 2 from the candidates.
std::vector<std::vector<const char*>> keyword_sets(const std::vector<const char*>& cands) {
  std::vector<std::vector<const char*>> out = {{}};
  for (const char* a : cands) {
    out.push_back({a});
    for (const char* b : cands) out.push_back({a, b});
  }
  return out;
}

}  // namespace

TEST(Args, MatchesPythonFunctionsOnEveryCallShape) {
  const std::vector<Sig> sigs = {
      {{}, 0},
      {{"n"}, 1},
      {{"n"}, 0},
      {{"a", "b"}, 1},
      {{"a", "b", "c"}, 3},
      {{"a", "b"}, 0},
      {{"a", "b", "c", "d"}, 3},
      {{"\xc3\xb1", "b"}, 1},  // non-ASCII identifier
      // f(a, b=_M, /, c=_M), f(a, /, *, b, c=_M), f(*args, a), f(a, **kw), f(a, /, *args, b, **kw)
      {{"a", "b", "c"}, 1, 2},
      {{"a", "b", "c"}, 1, 1, {1, 0}},
      {{"a"}, 0, 0, {1}, 1},
      {{"a"}, 1, 0, {}, 0, 1},
      {{"a", "b"}, 1, 1, {1}, 1, 1},
      {{"a", "b", "c"}, 0, 0, {1, 1}},
  };
  int compared = 0;
  for (const Sig& sig : sigs) {
    PyObject* sentinel;
    PyObject* pyf = make_python_function(sig, &sentinel);
    const int nkwonly = (int)sig.kwonly_required.size();
    HintcArgSpec spec = {"f",       sig.names.data(),
                         (int)sig.names.size(), sig.nrequired,
                         sig.nposonly, nkwonly,
                         nkwonly ? sig.kwonly_required.data() : nullptr,
                         sig.varargs, sig.varkw};
    std::vector<const char*> cands = sig.names;
    cands.push_back("x");
    for (int npos = 0; npos <= (int)sig.names.size() + 2; ++npos) {
      for (const auto& kws : keyword_sets(cands)) {
        std::vector<PyObject*> args;
        for (int i = 0; i < npos + (int)kws.size(); ++i) args.push_back(PyLong_FromLong(100 + i));
        PyObject* kwnames = nullptr;
        if (!kws.empty()) {
          kwnames = PyTuple_New((Py_ssize_t)kws.size());
          for (size_t k = 0; k < kws.size(); ++k)
            PyTuple_SET_ITEM(kwnames, k, PyUnicode_FromString(kws[k]));
        }
        std::string ctx = "sig#" + std::to_string(&sig - sigs.data()) + " npos=" +
                          std::to_string(npos) + " kws=" + std::to_string(kws.size()) +
                          (kws.empty() ? "" : std::string(" first=") + kws[0]);
        // Python's own dict-style duplicate-keyword check fires before binding; skip those.
        bool dup_kw = kws.size() == 2 && std::string(kws[0]) == kws[1];
        if (!dup_kw) {
          PyObject* expected = PyObject_Vectorcall(pyf, args.data(), npos, kwnames);
          std::string expected_err = expected ? "" : take_error();
          std::vector<PyObject*> out(sig.names.size() + 1, (PyObject*)0x1);
          // Also pass the vectorcall offset flag, which the parser must mask off.
          PyObject* varargs = nullptr;
          PyObject* varkw = nullptr;
          int rc = hintc_parse_args_var(&spec, args.data(),
                                        npos | PY_VECTORCALL_ARGUMENTS_OFFSET, kwnames,
                                        out.data(), &varargs, &varkw);
          if (!expected) {
            EXPECT_EQ(rc, -1) << ctx << " expected " << expected_err;
            EXPECT_EQ(expected_err, take_error()) << ctx;
          } else {
            EXPECT_EQ(rc, 0) << ctx << " got " << take_error();
            for (size_t i = 0; rc == 0 && i < sig.names.size(); ++i) {
              PyObject* want = PyTuple_GET_ITEM(expected, i);
              EXPECT_EQ(want == sentinel ? nullptr : want, out[i]) << ctx << " slot " << i;
            }
            // The collected *args and **kwargs compare equal to Python's.
            PyObject* const got[2] = {varargs, varkw};
            for (int v = 0; rc == 0 && v < 2; ++v) {
              PyObject* want = PyTuple_GET_ITEM(expected, (Py_ssize_t)sig.names.size() + v);
              if (want == Py_None) {
                EXPECT_EQ(got[v], nullptr) << ctx;
              } else {
                ASSERT_NE(got[v], nullptr) << ctx;
                EXPECT_EQ(PyObject_RichCompareBool(want, got[v], Py_EQ), 1) << ctx;
              }
              Py_XDECREF(got[v]);
            }
            Py_DECREF(expected);
          }
          ++compared;
        }
        for (PyObject* a : args) Py_DECREF(a);
        Py_XDECREF(kwnames);
      }
    }
    Py_DECREF(pyf);
    Py_DECREF(sentinel);
  }
  EXPECT_GT(compared, 400);
}

TEST(Args, KnownMessages) {
  const char* names[] = {"a", "b", "c"};
  HintcArgSpec spec = {"g", names, 3, 3};
  PyObject* out[3];
  ASSERT_EQ(hintc_parse_args(&spec, nullptr, 0, nullptr, out), -1);
  EXPECT_EQ(take_error(), "TypeError: g() missing 3 required positional arguments: 'a', 'b', and 'c'");
  const char* one[] = {"n"};
  HintcArgSpec fib = {"fib", one, 1, 1};
  PyObject* two[2] = {Py_None, Py_None};
  ASSERT_EQ(hintc_parse_args(&fib, two, 2, nullptr, out), -1);
  EXPECT_EQ(take_error(), "TypeError: fib() takes 1 positional argument but 2 were given");
  // A method counts its receiver, as CPython does.
  HintcArgSpec method = {"C.m", one, 1, 1, 0, 0, nullptr, 0, 0, 1};
  ASSERT_EQ(hintc_parse_args(&method, two, 2, nullptr, out), -1);
  EXPECT_EQ(take_error(), "TypeError: C.m() takes 2 positional arguments but 3 were given");
}

TEST(Args, TypedUnboxing) {
  const char* names[] = {"n", "x", "flag", "nothing"};
  HintcArgSpec spec = {"fib", names, 4, 4};
  PyObject* s = eval("'s'");
  PyObject* big = eval("10**30");
  PyObject* huge = eval("10**400");
  PyObject* f = eval("2.5");

  EXPECT_EQ(outcome_of_hint(hintc_arg_int(s, &spec, 0)),
            "raise TypeError: fib() argument 'n' must be int, not str");
  EXPECT_EQ(outcome_of_hint(hintc_arg_int(f, &spec, 0)),
            "raise TypeError: fib() argument 'n' must be int, not float");
  EXPECT_EQ(hintc_arg_int(Py_True, &spec, 0), hint_from_small(1));
  EXPECT_EQ(outcome_of_hint(hintc_arg_int(big, &spec, 0)), "int 1000000000000000000000000000000");
  std::vector<PyObject*> grid = int_grid();
  grid.push_back(eval("type('S', (int,), {})(5)"));
  for (PyObject* x : grid) {
    std::string want = outcome_of_object(PyNumber_Index(x));
    EXPECT_EQ(want, outcome_of_hint(hintc_arg_int(x, &spec, 0)));
    EXPECT_EQ(want, outcome_of_hint(hintc_arg_int_slow(x, &spec, 0)));
  }
  release(grid);
  EXPECT_EQ(outcome_of_hint(hintc_arg_int_slow(s, &spec, 0)),
            "raise TypeError: fib() argument 'n' must be int, not str");

  EXPECT_EQ(outcome_of_double(hintc_arg_float(f, &spec, 1)), "float 2.5");
  EXPECT_EQ(outcome_of_double(hintc_arg_float(big, &spec, 1)), "float 1e+30");
  EXPECT_EQ(outcome_of_double(hintc_arg_float(huge, &spec, 1)),
            "raise OverflowError: int too large to convert to float");
  EXPECT_EQ(outcome_of_double(hintc_arg_float(s, &spec, 1)),
            "raise TypeError: fib() argument 'x' must be float, not str");

  EXPECT_EQ(hintc_arg_bool(Py_True, &spec, 2), 1);
  EXPECT_EQ(hintc_arg_bool(Py_False, &spec, 2), 0);
  PyObject* one = PyLong_FromLong(1);
  EXPECT_EQ(hintc_arg_bool(one, &spec, 2), HBOOL_ERROR);
  EXPECT_EQ(take_error(), "TypeError: fib() argument 'flag' must be bool, not int");

  EXPECT_EQ(hintc_arg_none(Py_None, &spec, 3), 1);
  EXPECT_EQ(hintc_arg_none(one, &spec, 3), HBOOL_ERROR);
  EXPECT_EQ(take_error(), "TypeError: fib() argument 'nothing' must be None, not int");

  EXPECT_EQ(outcome_of_hint(hintc_unbox_int(s, "return value")),
            "raise TypeError: return value: expected int, got str");
  EXPECT_EQ(hintc_unbox_int(one, "x"), hint_from_small(1));
  EXPECT_EQ(outcome_of_double(hintc_unbox_float(s, "return value")),
            "raise TypeError: return value: expected float, got str");
  EXPECT_EQ(outcome_of_double(hintc_unbox_float(one, "x")), "float 1");
  EXPECT_EQ(outcome_of_double(hintc_unbox_float(f, "x")), "float 2.5");
  EXPECT_EQ(outcome_of_double(hintc_unbox_float(huge, "x")),
            "raise OverflowError: int too large to convert to float");
  EXPECT_EQ(hintc_unbox_bool(Py_False, "x"), 0);
  EXPECT_EQ(hintc_unbox_bool(one, "attribute 'flag'"), HBOOL_ERROR);
  EXPECT_EQ(take_error(), "TypeError: attribute 'flag': expected bool, got int");
  Py_DECREF(one);
  Py_DECREF(s);
  Py_DECREF(big);
  Py_DECREF(huge);
  Py_DECREF(f);
}
