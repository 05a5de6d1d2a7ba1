// str operations: indexing, conversions, f-string pieces. Fast paths inline; errors are
// CPython's.
#pragma once
#include <Python.h>

#include "hintc/rt_int.h"

PyObject* hintc_getitem_int_slow(PyObject* o, HInt i);
// s[i]: a one-character str (new reference); IndexError "string index out of range".
static inline PyObject* hintc_str_get(PyObject* s, HInt i) {
  if (HINTC_LIKELY(PyUnicode_CheckExact(s) && hint_is_small(i))) {
    int64_t k = hint_small_value(i);
    Py_ssize_t n = PyUnicode_GET_LENGTH(s);
    if (k < 0) k += n;
    if ((uint64_t)k < (uint64_t)n) return PyUnicode_FromOrdinal((int)PyUnicode_READ_CHAR(s, k));
  }
  return hintc_getitem_int_slow(s, i);
}
// ord(c): TypeError "ord() expected a character, but string of length N found".
HInt hintc_ord(PyObject* s);
// chr(i): ValueError "chr() arg not in range(0x110000)".
PyObject* hintc_chr(HInt i);
// str(x) / repr(x) / ascii(x) of an object; format(x, spec) for f-string fields.
static inline PyObject* hintc_str(PyObject* o) {
  if (PyUnicode_CheckExact(o)) {
    Py_INCREF(o);
    return o;
  }
  return PyObject_Str(o);
}
// str() of native numbers, as CPython prints them.
PyObject* hintc_str_of_int(HInt v);
PyObject* hintc_str_of_float(double v);
// f-string field: value (after its !r/!s/!a conversion) formatted with spec (NULL: none).
static inline PyObject* hintc_format(PyObject* value, PyObject* spec) {
  if (spec == NULL && PyUnicode_CheckExact(value)) {
    Py_INCREF(value);
    return value;
  }
  return PyObject_Format(value, spec);
}
// Concatenates n str pieces (borrowed) into one new str.
PyObject* hintc_str_concat(PyObject* const* pieces, Py_ssize_t n);
// `a + b` of two strs.
static inline PyObject* hintc_str_add(PyObject* a, PyObject* b) { return PyUnicode_Concat(a, b); }
