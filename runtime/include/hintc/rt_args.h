// Argument parsing for the METH_FASTCALL | METH_KEYWORDS wrappers of compiled functions.
#pragma once
#include <Python.h>

#include "hintc/rt_int.h"

// CONTRACT.
// Static description of a compiled function's signature. names lists the positional parameters
// then the keyword-only ones (not *args / **kwargs); the trailing fields default to a signature
// of positional-or-keyword parameters only.
struct HintcArgSpec {
  const char* func_name;     // "fib", or "C.m" for a method (CPython's qualname in messages)
  const char* const* names;  // parameter names
  int nparams;
  int nrequired;     // positional parameters [0, nrequired) have no default
  int nposonly = 0;  // names [0, nposonly) are positional-only
  int nkwonly = 0;   // the last nkwonly names are keyword-only
  // Per keyword-only name: 1 when it has no default (NULL: none is required).
  const unsigned char* kwonly_required = nullptr;
  int varargs = 0;  // 1: extra positional arguments are collected (*args)
  int varkw = 0;    // 1: unknown keyword arguments are collected (**kwargs)
  // 1 for a method: its receiver, bound before the call, counts in "takes N positional
  // arguments but M were given" as in CPython.
  int nbound = 0;
};
// Fills out[0..nparams) with BORROWED references (NULL for a missing optional parameter).
// Raises TypeError with CPython's messages:
//   "fib() takes 1 positional argument but 2 were given"
//   "fib() takes from 1 to 2 positional arguments but 3 were given"
//   "fib() missing 1 required positional argument: 'n'"
//   "fib() missing 2 required positional arguments: 'a' and 'b'"
//   "fib() got an unexpected keyword argument 'x'"
//   "fib() got multiple values for argument 'n'"
//   "f() takes 2 positional arguments but 3 positional arguments (and 1 keyword-only argument)
//    were given"
//   "f() missing 1 required keyword-only argument: 'c'"
//   "f() got some positional-only arguments passed as keyword arguments: 'a, b'"
// Returns 0 on success, -1 on error.
int hintc_parse_args(const HintcArgSpec* spec, PyObject* const* args, Py_ssize_t nargs,
                     PyObject* kwnames, PyObject** out);
// The same for a signature with *args and/or **kwargs: *varargs receives a new tuple of the extra
// positional arguments (when spec->varargs), *varkw a new dict of the unknown keyword arguments
// (when spec->varkw). On error nothing is left owned.
int hintc_parse_args_var(const HintcArgSpec* spec, PyObject* const* args, Py_ssize_t nargs,
                         PyObject* kwnames, PyObject** out, PyObject** varargs, PyObject** varkw);
// TypeErrors of typed *args items and **kwargs values:
//   "f() argument 'args' item 2 must be int, not str" (index from 1)
//   "f() argument 'kwargs' value for 'z' must be int, not str"
void hintc_raise_vararg_type(const HintcArgSpec* spec, const char* param, Py_ssize_t index,
                             const char* expected, PyObject* got);
void hintc_raise_varkw_type(const HintcArgSpec* spec, const char* param, PyObject* key,
                            const char* expected, PyObject* got);
// *args: float / **kwargs: float: ints in the new tuple / dict made by hintc_parse_args_var become
// floats (as for a float parameter). Returns -1 with OverflowError for a huge int.
int hintc_varargs_to_float(PyObject* tuple);
int hintc_varkw_to_float(PyObject* dict);

// Unboxing of typed parameters. On mismatch: TypeError
//   "fib() argument 'n' must be int, not str"
// except for a parameter made positional-only by its name (`__s`, mypy's convention), which no
// caller can name: "str object expected; got bytes" (the wording of mypyc's wrappers).
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
