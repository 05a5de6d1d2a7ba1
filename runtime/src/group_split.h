// Splitting an exception group as BaseExceptionGroup.split/subgroup do, by a condition CPython's
// own split does not take (a compiled function) or by leaf identities (except*'s end).
#pragma once
#include <Python.h>

namespace hintc_rt {

inline bool is_group(PyObject* e) {
  return PyObject_TypeCheck(e, reinterpret_cast<PyTypeObject*>(PyExc_BaseExceptionGroup));
}

// What matches: a leaf or group whose identity is in the set `ids`, or for which `pred(e)` is
// true (exactly one of the two is set).
struct GroupMatcher {
  PyObject* ids = nullptr;
  PyObject* pred = nullptr;
};

// The parts of `e` that match and (when `rest` is not null) that do not, each keeping e's nesting
// and made by derive() with the metadata split() copies. *match / *rest: new references, or NULL
// for an empty part. -1 on error.
int split_group_by(PyObject* e, const GroupMatcher& m, PyObject** match, PyObject** rest);

}  // namespace hintc_rt
