// Argument parsing and typed-parameter unboxing for METH_FASTCALL|METH_KEYWORDS wrappers.
#include <cstring>
#include <string>

#include "internal.h"

namespace {

HINTC_COLD void raise_too_many_positional(const HintcArgSpec* spec, Py_ssize_t given) {
  const char* verb = given == 1 ? "was" : "were";
  if (spec->nrequired < spec->nparams) {
    PyErr_Format(PyExc_TypeError, "%s() takes from %d to %d positional arguments but %zd %s given",
                 spec->func_name, spec->nrequired, spec->nparams, given, verb);
  } else {
    PyErr_Format(PyExc_TypeError, "%s() takes %d positional argument%s but %zd %s given",
                 spec->func_name, spec->nparams, spec->nparams == 1 ? "" : "s", given, verb);
  }
}

// "'a'", "'a' and 'b'", "'a', 'b', and 'c'": CPython's list style for missing parameters.
HINTC_COLD void raise_missing(const HintcArgSpec* spec, PyObject** out) {
  std::string names;
  int missing = 0, total = 0;
  for (int i = 0; i < spec->nrequired; ++i) total += out[i] == nullptr;
  for (int i = 0; i < spec->nrequired; ++i) {
    if (out[i]) continue;
    ++missing;
    if (missing > 1) {
      if (total > 2) names += ",";
      names += missing == total ? " and " : " ";
    }
    names += "'";
    names += spec->names[i];
    names += "'";
  }
  PyErr_Format(PyExc_TypeError, "%s() missing %d required positional argument%s: %s",
               spec->func_name, total, total == 1 ? "" : "s", names.c_str());
}

// Parameter names are UTF-8 (Python identifiers may be non-ASCII), so keys compare as UTF-8.
int find_param(const HintcArgSpec* spec, PyObject* key) {
  Py_ssize_t len = 0;
  const char* k = PyUnicode_Check(key) ? PyUnicode_AsUTF8AndSize(key, &len) : nullptr;
  if (!k) {
    PyErr_Clear();  // unencodable (lone surrogates): cannot name any parameter
    return -1;
  }
  for (int j = 0; j < spec->nparams; ++j) {
    if (std::strlen(spec->names[j]) == (size_t)len && std::memcmp(k, spec->names[j], len) == 0)
      return j;
  }
  return -1;
}

HINTC_COLD void raise_arg_type(const HintcArgSpec* spec, int index, const char* expected,
                               PyObject* got) {
  PyErr_Format(PyExc_TypeError, "%s() argument '%s' must be %s, not %.200s", spec->func_name,
               spec->names[index], expected, Py_TYPE(got)->tp_name);
}

}  // namespace

int hintc_parse_args(const HintcArgSpec* spec, PyObject* const* args, Py_ssize_t nargs,
                     PyObject* kwnames, PyObject** out) {
  nargs = PyVectorcall_NARGS(nargs);
  const int np = spec->nparams;
  const Py_ssize_t npos = nargs < np ? nargs : np;
  for (Py_ssize_t i = 0; i < npos; ++i) out[i] = args[i];
  for (Py_ssize_t i = npos; i < np; ++i) out[i] = nullptr;
  // CPython binds keywords before checking the positional count, so keyword errors win.
  if (kwnames) {
    Py_ssize_t nkw = PyTuple_GET_SIZE(kwnames);
    for (Py_ssize_t k = 0; k < nkw; ++k) {
      PyObject* key = PyTuple_GET_ITEM(kwnames, k);
      int j = find_param(spec, key);
      if (j < 0) {
        PyErr_Format(PyExc_TypeError, "%s() got an unexpected keyword argument '%S'",
                     spec->func_name, key);
        return -1;
      }
      if (out[j]) {
        PyErr_Format(PyExc_TypeError, "%s() got multiple values for argument '%S'", spec->func_name,
                     key);
        return -1;
      }
      out[j] = args[nargs + k];
    }
  }
  if (HINTC_UNLIKELY(nargs > np)) {
    raise_too_many_positional(spec, nargs);
    return -1;
  }
  for (int i = 0; i < spec->nrequired; ++i) {
    if (HINTC_UNLIKELY(!out[i])) {
      raise_missing(spec, out);
      return -1;
    }
  }
  return 0;
}

HInt hintc_arg_int_slow(PyObject* o, const HintcArgSpec* spec, int index) {
  if (HINTC_LIKELY(PyLong_Check(o))) return hint_from_object(o);
  raise_arg_type(spec, index, "int", o);
  return HINT_ERROR;
}

double hintc_arg_float(PyObject* o, const HintcArgSpec* spec, int index) {
  if (HINTC_LIKELY(PyFloat_Check(o))) return PyFloat_AS_DOUBLE(o);
  if (PyLong_Check(o)) {
    double d = PyLong_AsDouble(o);  // OverflowError "int too large to convert to float"
    if (d == -1.0 && PyErr_Occurred()) return HFLOAT_ERROR;
    return d;
  }
  raise_arg_type(spec, index, "float", o);
  return HFLOAT_ERROR;
}

char hintc_arg_bool(PyObject* o, const HintcArgSpec* spec, int index) {
  if (HINTC_LIKELY(PyBool_Check(o))) return o == Py_True;
  raise_arg_type(spec, index, "bool", o);
  return HBOOL_ERROR;
}

char hintc_arg_none(PyObject* o, const HintcArgSpec* spec, int index) {
  if (HINTC_LIKELY(o == Py_None)) return 1;
  raise_arg_type(spec, index, "None", o);
  return HBOOL_ERROR;
}

HInt hintc_unbox_int(PyObject* o, const char* context) {
  if (HINTC_LIKELY(PyLong_Check(o))) return hint_from_object(o);
  hintc_raise_type_mismatch("int", o, context);
  return HINT_ERROR;
}

double hintc_unbox_float(PyObject* o, const char* context) {
  if (HINTC_LIKELY(PyFloat_Check(o))) return PyFloat_AS_DOUBLE(o);
  if (PyLong_Check(o)) {
    double d = PyLong_AsDouble(o);
    if (d == -1.0 && PyErr_Occurred()) return HFLOAT_ERROR;
    return d;
  }
  hintc_raise_type_mismatch("float", o, context);
  return HFLOAT_ERROR;
}

char hintc_unbox_bool(PyObject* o, const char* context) {
  if (HINTC_LIKELY(PyBool_Check(o))) return o == Py_True;
  hintc_raise_type_mismatch("bool", o, context);
  return HBOOL_ERROR;
}
