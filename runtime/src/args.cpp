// Argument parsing and typed-parameter unboxing for METH_FASTCALL|METH_KEYWORDS wrappers.
#include <cstring>
#include <string>

#include "internal.h"

namespace {

int positional_count(const HintcArgSpec* spec) { return spec->nparams - spec->nkwonly; }

HINTC_COLD void raise_too_many_positional(const HintcArgSpec* spec, Py_ssize_t given,
                                          PyObject** out) {
  const int npos = positional_count(spec) + spec->nbound;
  given += spec->nbound;
  int kwonly_given = 0;
  for (int i = positional_count(spec); i < spec->nparams; ++i) kwonly_given += out[i] != nullptr;
  std::string takes = std::to_string(npos);
  bool plural = npos != 1;
  if (spec->nrequired + spec->nbound < npos) {
    takes = "from " + std::to_string(spec->nrequired + spec->nbound) + " to " + takes;
    plural = true;
  }
  std::string kwonly;
  if (kwonly_given) {
    kwonly = std::string(" positional argument") + (given != 1 ? "s" : "") + " (and " +
             std::to_string(kwonly_given) + " keyword-only argument" +
             (kwonly_given != 1 ? "s" : "") + ")";
  }
  PyErr_Format(PyExc_TypeError, "%s() takes %s positional argument%s but %zd%s %s given",
               spec->func_name, takes.c_str(), plural ? "s" : "", given, kwonly.c_str(),
               given == 1 && !kwonly_given ? "was" : "were");
}

// "'a'", "'a' and 'b'", "'a', 'b', and 'c'": CPython's list style for missing parameters, of
// the names [from, to) whose slot is empty and that are required.
HINTC_COLD void raise_missing(const HintcArgSpec* spec, PyObject** out, int from, int to,
                              const char* kind) {
  auto required = [&](int i) {
    return i < positional_count(spec) || spec->kwonly_required[i - positional_count(spec)];
  };
  std::string names;
  int missing = 0, total = 0;
  for (int i = from; i < to; ++i) total += out[i] == nullptr && required(i);
  for (int i = from; i < to; ++i) {
    if (out[i] || !required(i)) continue;
    ++missing;
    if (missing > 1) {
      if (total > 2) names += ",";
      names += missing == total ? " and " : " ";
    }
    names += "'";
    names += spec->names[i];
    names += "'";
  }
  PyErr_Format(PyExc_TypeError, "%s() missing %d required %s argument%s: %s", spec->func_name,
               total, kind, total == 1 ? "" : "s", names.c_str());
}

// Parameter names are UTF-8 (Python identifiers may be non-ASCII), so keys compare as UTF-8.
bool name_is(const char* name, PyObject* key) {
  Py_ssize_t len = 0;
  const char* k = PyUnicode_Check(key) ? PyUnicode_AsUTF8AndSize(key, &len) : nullptr;
  if (!k) {
    PyErr_Clear();  // unencodable (lone surrogates): cannot name any parameter
    return false;
  }
  return std::strlen(name) == (size_t)len && std::memcmp(k, name, len) == 0;
}

// The parameter a keyword names; positional-only parameters cannot be named.
int find_param(const HintcArgSpec* spec, PyObject* key) {
  for (int j = spec->nposonly; j < spec->nparams; ++j) {
    if (name_is(spec->names[j], key)) return j;
  }
  return -1;
}

// CPython reports all positional-only parameters given by keyword at once, in parameter order.
HINTC_COLD bool raise_posonly_as_keyword(const HintcArgSpec* spec, PyObject* kwnames) {
  std::string names;
  for (int j = 0; j < spec->nposonly; ++j) {
    for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(kwnames); ++k) {
      if (!name_is(spec->names[j], PyTuple_GET_ITEM(kwnames, k))) continue;
      names += (names.empty() ? "" : ", ") + std::string(spec->names[j]);
    }
  }
  if (names.empty()) return false;
  PyErr_Format(PyExc_TypeError,
               "%s() got some positional-only arguments passed as keyword arguments: '%s'",
               spec->func_name, names.c_str());
  return true;
}

// Whether a parameter name marks it positional-only (mypy's convention): `__x`, not `__x__`.
bool unnamed_param(const char* name) {
  size_t n = std::strlen(name);
  bool dunder = n > 4 && name[n - 1] == '_' && name[n - 2] == '_';
  return n > 2 && name[0] == '_' && name[1] == '_' && !dunder;
}

HINTC_COLD void raise_arg_type(const HintcArgSpec* spec, int index, const char* expected,
                               PyObject* got) {
  const char* name = spec->names[index];
  if (unnamed_param(name)) {
    PyErr_Format(PyExc_TypeError, "%s object expected; got %.200s", expected,
                 Py_TYPE(got)->tp_name);
    return;
  }
  PyErr_Format(PyExc_TypeError, "%s() argument '%s' must be %s, not %.200s", spec->func_name, name,
               expected, Py_TYPE(got)->tp_name);
}

// CPython's binding order (ceval's initialize_locals): positional arguments, keywords (their
// errors win), then the positional count, then missing positional and keyword-only parameters.
int parse(const HintcArgSpec* spec, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames,
          PyObject** out, PyObject** varargs, PyObject** varkw) {
  nargs = PyVectorcall_NARGS(nargs);
  const int np = spec->nparams, npos = positional_count(spec);
  const Py_ssize_t ncopy = nargs < npos ? nargs : npos;
  for (Py_ssize_t i = 0; i < ncopy; ++i) out[i] = args[i];
  for (Py_ssize_t i = ncopy; i < np; ++i) out[i] = nullptr;
  PyObject* tuple = nullptr;
  PyObject* dict = nullptr;
  if (spec->varargs) {
    tuple = PyTuple_New(nargs - ncopy);
    if (!tuple) return -1;
    for (Py_ssize_t i = ncopy; i < nargs; ++i) {
      Py_INCREF(args[i]);
      PyTuple_SET_ITEM(tuple, i - ncopy, args[i]);
    }
  }
  if (spec->varkw && !(dict = PyDict_New())) goto fail;
  if (kwnames) {
    Py_ssize_t nkw = PyTuple_GET_SIZE(kwnames);
    for (Py_ssize_t k = 0; k < nkw; ++k) {
      PyObject* key = PyTuple_GET_ITEM(kwnames, k);
      int j = find_param(spec, key);
      if (j < 0 && dict) {
        if (PyDict_SetItem(dict, key, args[nargs + k]) < 0) goto fail;
        continue;
      }
      if (j < 0) {
        if (spec->nposonly && raise_posonly_as_keyword(spec, kwnames)) goto fail;
        PyErr_Format(PyExc_TypeError, "%s() got an unexpected keyword argument '%S'",
                     spec->func_name, key);
        goto fail;
      }
      if (out[j]) {
        PyErr_Format(PyExc_TypeError, "%s() got multiple values for argument '%S'", spec->func_name,
                     key);
        goto fail;
      }
      out[j] = args[nargs + k];
    }
  }
  if (HINTC_UNLIKELY(nargs > npos && !spec->varargs)) {
    raise_too_many_positional(spec, nargs, out);
    goto fail;
  }
  for (int i = 0; i < spec->nrequired; ++i) {
    if (HINTC_UNLIKELY(!out[i])) {
      raise_missing(spec, out, 0, spec->nrequired, "positional");
      goto fail;
    }
  }
  for (int i = npos; i < np && spec->kwonly_required; ++i) {
    if (HINTC_UNLIKELY(!out[i] && spec->kwonly_required[i - npos])) {
      raise_missing(spec, out, npos, np, "keyword-only");
      goto fail;
    }
  }
  if (varargs) *varargs = tuple;
  if (varkw) *varkw = dict;
  return 0;
fail:
  Py_XDECREF(tuple);
  Py_XDECREF(dict);
  return -1;
}

}  // namespace

int hintc_parse_args(const HintcArgSpec* spec, PyObject* const* args, Py_ssize_t nargs,
                     PyObject* kwnames, PyObject** out) {
  return parse(spec, args, nargs, kwnames, out, nullptr, nullptr);
}

int hintc_parse_args_var(const HintcArgSpec* spec, PyObject* const* args, Py_ssize_t nargs,
                         PyObject* kwnames, PyObject** out, PyObject** varargs, PyObject** varkw) {
  return parse(spec, args, nargs, kwnames, out, varargs, varkw);
}

void hintc_raise_vararg_type(const HintcArgSpec* spec, const char* param, Py_ssize_t index,
                             const char* expected, PyObject* got) {
  PyErr_Format(PyExc_TypeError, "%s() argument '%s' item %zd must be %s, not %.200s",
               spec->func_name, param, index + 1, expected, Py_TYPE(got)->tp_name);
}

void hintc_raise_varkw_type(const HintcArgSpec* spec, const char* param, PyObject* key,
                            const char* expected, PyObject* got) {
  PyErr_Format(PyExc_TypeError, "%s() argument '%s' value for '%U' must be %s, not %.200s",
               spec->func_name, param, key, expected, Py_TYPE(got)->tp_name);
}

namespace {
// A new float for an int, or NULL (OverflowError) when it is too large.
PyObject* int_as_float(PyObject* o) {
  double d = PyLong_AsDouble(o);
  if (d == -1.0 && PyErr_Occurred()) return nullptr;
  return PyFloat_FromDouble(d);
}
}  // namespace

int hintc_varargs_to_float(PyObject* tuple) {
  // The tuple is new and not shared yet, so its items may be replaced.
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(tuple); ++i) {
    PyObject* o = PyTuple_GET_ITEM(tuple, i);
    if (PyFloat_Check(o)) continue;
    PyObject* f = int_as_float(o);
    if (!f) return -1;
    PyTuple_SET_ITEM(tuple, i, f);
    Py_DECREF(o);
  }
  return 0;
}

int hintc_varkw_to_float(PyObject* dict) {
  PyObject *key, *value;
  Py_ssize_t pos = 0;
  while (PyDict_Next(dict, &pos, &key, &value)) {
    if (PyFloat_Check(value)) continue;
    PyObject* f = int_as_float(value);
    // Replacing the value of an existing key does not resize the dict, so iteration goes on.
    if (!f || PyDict_SetItem(dict, key, f) < 0) {
      Py_XDECREF(f);
      return -1;
    }
    Py_DECREF(f);
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
