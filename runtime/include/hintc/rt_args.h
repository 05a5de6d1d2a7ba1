// Argument parsing for the METH_FASTCALL | METH_KEYWORDS wrappers of compiled functions.
#pragma once
#include <Python.h>

#include "hintc/rt_int.h"

// CONTRACT.
// Static description of a compiled function's signature (all parameters positional-or-keyword).
struct HintcArgSpec {
  const char* func_name;     // "fib"
  const char* const* names;  // parameter names
  int nparams;
  int nrequired;  // parameters [0, nrequired) have no default
};
// Fills out[0..nparams) with BORROWED references (NULL for a missing optional parameter).
// Raises TypeError with CPython's messages:
//   "fib() takes 1 positional argument but 2 were given"
//   "fib() takes from 1 to 2 positional arguments but 3 were given"
//   "fib() missing 1 required positional argument: 'n'"
//   "fib() missing 2 required positional arguments: 'a' and 'b'"
//   "fib() got an unexpected keyword argument 'x'"
//   "fib() got multiple values for argument 'n'"
// Returns 0 on success, -1 on error.
int hintc_parse_args(const HintcArgSpec* spec, PyObject* const* args, Py_ssize_t nargs,
                     PyObject* kwnames, PyObject** out);

// Unboxing of typed parameters. On mismatch: TypeError
//   "fib() argument 'n' must be int, not str"
// int accepts int and bool (result is a plain int); float accepts float and int (int converted,
// OverflowError as CPython for huge ints); bool accepts bool only.
// hintc_arg_int returns HINT_ERROR on error; small exact ints are decoded inline.
HInt hintc_arg_int_slow(PyObject* o, const HintcArgSpec* spec, int index);
static inline HInt hintc_arg_int(PyObject* o, const HintcArgSpec* spec, int index) {
  HInt r;
  if (HINTC_LIKELY(PyLong_CheckExact(o) && hint_try_from_digit(o, &r))) return r;
  return hintc_arg_int_slow(o, spec, index);
}
double hintc_arg_float(PyObject* o, const HintcArgSpec* spec, int index);  // HFLOAT_ERROR+err
char hintc_arg_bool(PyObject* o, const HintcArgSpec* spec, int index);     // 2 on error
// For a None-typed parameter: must be None; returns 1, or 2 on error.
char hintc_arg_none(PyObject* o, const HintcArgSpec* spec, int index);

// Unboxing of dynamic values flowing into typed slots (e.g. result of int ** int, a module
// attribute). o is borrowed. TypeError via hintc_raise_type_mismatch:
//   "<context>: expected int, got str". int accepts bool (result is a plain int); bool only bool.
HInt hintc_unbox_int(PyObject* o, const char* context);
// float accepts float and int (converted; OverflowError "int too large to convert to float").
double hintc_unbox_float(PyObject* o, const char* context);  // HFLOAT_ERROR + exception
char hintc_unbox_bool(PyObject* o, const char* context);
