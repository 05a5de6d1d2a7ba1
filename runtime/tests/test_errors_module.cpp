// Tests for traceback entries, raised error messages, print() and module helpers.
#include <gtest/gtest.h>

#include "test_util.h"

using namespace rt_test;

namespace {

// Formats the pending exception's traceback with the traceback module, clearing it.
std::string format_pending() {
  PyObject *type, *value, *tb;
  PyErr_Fetch(&type, &value, &tb);
  PyErr_NormalizeException(&type, &value, &tb);
  if (tb) PyException_SetTraceback(value, tb);
  PyObject* mod = PyImport_ImportModule("traceback");
  PyObject* lines = PyObject_CallMethod(mod, "format_exception", "O", value);
  PyObject* empty = PyUnicode_FromString("");
  PyObject* joined = PyUnicode_Join(empty, lines);
  std::string s = PyUnicode_AsUTF8(joined);
  Py_DECREF(joined);
  Py_DECREF(empty);
  Py_DECREF(lines);
  Py_DECREF(mod);
  Py_XDECREF(type);
  Py_XDECREF(value);
  Py_XDECREF(tb);
  return s;
}

}  // namespace

TEST(Errors, TracebackEntriesAreAdded) {
  PyErr_SetString(PyExc_ValueError, "boom");
  hintc_add_traceback("inner", "/src/mod.py", 42);
  hintc_add_traceback("outer", "/src/mod.py", 7);
  ASSERT_TRUE(PyErr_Occurred());
  std::string tb = format_pending();
  EXPECT_NE(tb.find("File \"/src/mod.py\", line 42, in inner"), std::string::npos) << tb;
  EXPECT_NE(tb.find("File \"/src/mod.py\", line 7, in outer"), std::string::npos) << tb;
  // Most recent call last: the outer frame is listed before the inner one.
  EXPECT_LT(tb.find("in outer"), tb.find("in inner")) << tb;
  EXPECT_EQ(tb.find('^'), std::string::npos) << tb;
  EXPECT_NE(tb.find("ValueError: boom"), std::string::npos) << tb;
}

TEST(Errors, TracebackWithoutExceptionIsANoOp) {
  hintc_add_traceback("f", "m.py", 1);
  EXPECT_FALSE(PyErr_Occurred());
}

TEST(Errors, Messages) {
  hintc_raise_unbound_local("x");
  EXPECT_EQ(take_error(),
            "UnboundLocalError: cannot access local variable 'x' where it is not associated with "
            "a value");
  hintc_raise_name_error("foo");
  PyObject *type, *value, *tb;
  PyErr_Fetch(&type, &value, &tb);
  PyErr_NormalizeException(&type, &value, &tb);
  ASSERT_EQ(type, PyExc_NameError);
  PyObject* name = PyObject_GetAttrString(value, "name");
  ASSERT_NE(name, nullptr);
  EXPECT_STREQ(PyUnicode_AsUTF8(name), "foo");
  PyObject* str = PyObject_Str(value);
  EXPECT_STREQ(PyUnicode_AsUTF8(str), "name 'foo' is not defined");
  Py_DECREF(str);
  Py_DECREF(name);
  Py_XDECREF(type);
  Py_XDECREF(value);
  Py_XDECREF(tb);
  PyObject* s = eval("'s'");
  hintc_raise_type_mismatch("int", s, "return value");
  EXPECT_EQ(take_error(), "TypeError: return value: expected int, got str");
  Py_DECREF(s);
}

TEST(Module, PrintGoesThroughSysStdout) {
  PyObject* r = PyRun_SimpleString("import io, sys\n_saved = sys.stdout\nsys.stdout = io.StringIO()\n") == 0 ? Py_None : nullptr;
  ASSERT_NE(r, nullptr);
  PyObject* args[3] = {PyLong_FromLong(1), PyUnicode_FromString("two"), PyFloat_FromDouble(3.5)};
  PyObject* sep = PyUnicode_FromString("-");
  PyObject* end = PyUnicode_FromString("!\n");
  EXPECT_EQ(hintc_print(args, 3, nullptr, nullptr), 0);
  EXPECT_EQ(hintc_print(args, 3, sep, nullptr), 0);
  EXPECT_EQ(hintc_print(args, 2, nullptr, end), 0);
  EXPECT_EQ(hintc_print(args, 3, sep, end), 0);
  EXPECT_EQ(hintc_print(nullptr, 0, nullptr, nullptr), 0);
  PyObject* bad = PyLong_FromLong(5);
  EXPECT_EQ(hintc_print(args, 1, bad, nullptr), -1);  // sep must be None or a string
  EXPECT_EQ(take_error(), "TypeError: sep must be None or a string, not int");
  PyObject* out = eval("sys.stdout.getvalue()");
  EXPECT_STREQ(PyUnicode_AsUTF8(out), "1 two 3.5\n1-two-3.5\n1 two!\n1-two-3.5!\n\n");
  PyRun_SimpleString("sys.stdout = _saved\n");
  for (PyObject* a : args) Py_DECREF(a);
  Py_DECREF(sep);
  Py_DECREF(end);
  Py_DECREF(bad);
  Py_DECREF(out);
}

TEST(Module, TruthAndAttributes) {
  PyObject* empty = eval("[]");
  PyObject* full = eval("[1]");
  PyObject* bad = eval("type('B', (), {'__bool__': lambda self: 1/0})()");
  EXPECT_EQ(hintc_obj_is_true(empty), 0);
  EXPECT_EQ(hintc_obj_is_true(full), 1);
  EXPECT_EQ(hintc_obj_is_true(bad), HBOOL_ERROR);
  EXPECT_EQ(take_error(), "ZeroDivisionError: division by zero");
  PyObject* mod = PyModule_New("m");
  EXPECT_EQ(hintc_module_set(mod, "x", full), 0);
  PyObject* got = PyObject_GetAttrString(mod, "x");
  EXPECT_EQ(got, full);
  Py_XDECREF(got);
  Py_DECREF(mod);
  Py_DECREF(empty);
  Py_DECREF(full);
  Py_DECREF(bad);
}

TEST(Leaks, SlowPathsAndErrorPathsAreFlat) {
  const char* names[] = {"n", "x"};
  HintcArgSpec spec = {"f", names, 2, 1};
  PyObject* s = eval("'s'");
  PyObject* kw = Py_BuildValue("(s)", "y");
  PyObject* args[3] = {s, s, s};
  auto run = [&] {
    for (int i = 0; i < 1000; ++i) {
      PyObject* out[2];
      if (hintc_parse_args(&spec, args, 1, kw, out) < 0) PyErr_Clear();
      if (hintc_arg_int(s, &spec, 0) == HINT_ERROR) PyErr_Clear();
      if (hfloat_is_error(hmath_sqrt(-1.0))) PyErr_Clear();
      if (hfloat_is_error(hfloat_pow(-8.0, 0.5))) PyErr_Clear();
      if (hfloat_is_error(hfloat_round_ndigits(2.675, hint_from_small(2)))) PyErr_Clear();
      if (hfloat_is_error(hmath_hypot(3.0, 4.0))) PyErr_Clear();
      HInt r = hfloat_round(1e30);
      hint_decref(r);
      PyErr_SetString(PyExc_ValueError, "x");
      hintc_add_traceback("f", "m.py", i);
      PyErr_Clear();
      hintc_raise_name_error("nope");
      PyErr_Clear();
    }
  };
  run();
  PyObject* n0 = eval("sys.getallocatedblocks()");
  run();
  PyObject* n1 = eval("sys.getallocatedblocks()");
  EXPECT_LT(PyLong_AsLong(n1) - PyLong_AsLong(n0), 50);
  Py_DECREF(n0);
  Py_DECREF(n1);
  Py_DECREF(kw);
  Py_DECREF(s);
}

namespace {

int recurse(int depth) {
  if (hintc_enter_call() < 0) return -1;
  int r = recurse(depth + 1);
  hintc_leave_call();
  return r;
}

// Records what the watched module's hook saw; rejects the value "bad".
std::vector<std::string> g_hook_log;
int record_hook(PyObject* module, PyObject* name, PyObject* value) {
  EXPECT_TRUE(PyModule_Check(module));
  std::string entry = PyUnicode_AsUTF8(name);
  if (!value) {
    g_hook_log.push_back("del " + entry);
    return 0;
  }
  PyObject* r = PyObject_Repr(value);
  entry += "=" + std::string(PyUnicode_AsUTF8(r));
  Py_DECREF(r);
  g_hook_log.push_back(entry);
  if (PyUnicode_Check(value) && PyUnicode_CompareWithASCIIString(value, "bad") == 0) {
    hintc_raise_type_mismatch("int", value, "module attribute 'x'");
    return -1;
  }
  return 0;
}

}  // namespace

TEST(Errors, RecursionGuardMatchesPython) {
  PyObject* r = eval("sys.getrecursionlimit()");
  long saved = PyLong_AsLong(r);
  Py_DECREF(r);
  PyRun_SimpleString("import sys\nsys.setrecursionlimit(200)\n");
  ASSERT_EQ(recurse(0), -1);
  std::string ours = take_error();
  PyRun_SimpleString(
      "def _f(): return _f()\ntry:\n    _f()\nexcept RecursionError as e:\n    _msg = str(e)\n");
  PyObject* msg = eval("'RecursionError: ' + __import__('__main__')._msg");
  EXPECT_EQ(ours, PyUnicode_AsUTF8(msg));
  Py_DECREF(msg);
  // The depth counter was fully unwound: a second overflow fails the same way.
  ASSERT_EQ(recurse(0), -1);
  EXPECT_EQ(take_error(), ours);
  PyRun_SimpleString(("sys.setrecursionlimit(" + std::to_string(saved) + ")\n").c_str());
}

TEST(Module, WatchSeesPythonLevelStoresAndDeletes) {
  PyObject* mod = PyModule_New("watched");
  ASSERT_EQ(hintc_module_set(mod, "x", Py_None), 0);
  ASSERT_EQ(hintc_module_watch(mod, record_hook), 0);
  EXPECT_TRUE(PyModule_Check(mod));
  g_hook_log.clear();
  PyObject* one = PyLong_FromLong(1);
  ASSERT_EQ(hintc_module_set(mod, "x", one), 0);  // the module's own store: no hook
  EXPECT_TRUE(g_hook_log.empty());
  PyObject* ns = PyDict_New();
  PyDict_SetItemString(ns, "m", mod);
  PyDict_SetItemString(ns, "__builtins__", PyEval_GetBuiltins());
  PyObject* r = PyRun_String("m.x = 5\nm.y = 'hi'\ndel m.y\n", Py_file_input, ns, ns);
  ASSERT_NE(r, nullptr) << take_error();
  Py_DECREF(r);
  ASSERT_EQ(g_hook_log.size(), 3u);
  EXPECT_EQ(g_hook_log[0], "x=5");
  EXPECT_EQ(g_hook_log[1], "y='hi'");
  EXPECT_EQ(g_hook_log[2], "del y");
  // A rejected value leaves the attribute unchanged and propagates the hook's exception.
  r = PyRun_String("m.x = 'bad'\n", Py_file_input, ns, ns);
  EXPECT_EQ(r, nullptr);
  EXPECT_EQ(take_error(), "TypeError: module attribute 'x': expected int, got str");
  PyObject* x = PyObject_GetAttrString(mod, "x");
  EXPECT_EQ(outcome_of_object(x), "int 5");
  PyObject* rep = PyObject_Repr(mod);
  EXPECT_STREQ(PyUnicode_AsUTF8(rep), "<module 'watched'>");
  Py_DECREF(rep);
  Py_DECREF(ns);
  Py_DECREF(one);
  Py_DECREF(mod);
  EXPECT_EQ(hintc_module_watch(Py_None, record_hook), -1);
  EXPECT_EQ(take_error(), "TypeError: hintc_module_watch: expected a module, got NoneType");
}
