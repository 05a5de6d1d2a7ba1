// The `match` statement's structural checks (PEP 634), as CPython 3.11's MATCH_* opcodes do them.
#pragma once
#include <Python.h>

#include "hintc/rt_int.h"

// MATCH_SEQUENCE / MATCH_MAPPING: the type flags collections.abc registration sets (str, bytes
// and bytearray are not sequences here).
static inline char hintc_match_is_seq(PyObject* o) {
  return (char)((Py_TYPE(o)->tp_flags & Py_TPFLAGS_SEQUENCE) != 0);
}
static inline char hintc_match_is_map(PyObject* o) {
  return (char)((Py_TYPE(o)->tp_flags & Py_TPFLAGS_MAPPING) != 0);
}

// The items a sequence pattern of `size` sub-patterns reads from subject (whose length was
// checked): a tuple with one entry per sub-pattern, the star position holding a new list of
// the middle items (star >= 0), or None when that star is a wildcard (then the other items are
// read by index, as CPython does for `[a, *_, b]`; otherwise the subject is unpacked).
PyObject* hintc_match_items(PyObject* subject, HInt size, HInt star, char star_wildcard);
// The values of a mapping pattern's keys (a tuple) looked up with subject.get(key, <sentinel>),
// or None when the subject is shorter than the keys or misses one; NULL on error (a duplicate
// key is CPython's ValueError).
PyObject* hintc_match_keys(PyObject* subject, PyObject* keys);
// `**rest` of a mapping pattern: a new dict of subject's items without keys.
PyObject* hintc_match_rest(PyObject* subject, PyObject* keys);
// A class pattern cls(<nargs positional>, **kwnames): the tuple of the matched attributes (the
// positional ones named by cls.__match_args__, or the subject itself for the builtins that match
// themselves), None when subject is not an instance or lacks an attribute, NULL on a TypeError.
PyObject* hintc_match_class(PyObject* subject, PyObject* cls, HInt nargs, PyObject* kwnames);
