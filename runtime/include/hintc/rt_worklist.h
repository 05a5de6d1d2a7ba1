// Worklists (`while todo: x = todo.pop(0)`): the truth of exact lists by their size, and
// list.pop() / list.pop(i) of exact lists in place; subclasses, errors and pops that would make
// CPython shrink the list's storage call the list's own pop.
#pragma once
#include <Python.h>

#include <cstring>

#include "hintc/rt_containers.h"
#include "hintc/rt_int.h"
#include "hintc/rt_module.h"

// bool(o): exact lists and tuples by their size (`while todo:`), anything else through CPython.
static inline char hintc_obj_truth(PyObject* o) {
  if (PyList_CheckExact(o) || PyTuple_CheckExact(o)) return (char)(Py_SIZE(o) != 0);
  return hintc_obj_is_true(o);
}

// `lst.pop(i)` (with_index) or `lst.pop()` through the method: a new reference or NULL.
PyObject* hintc_list_pop_slow(PyObject* lst, HInt i, bool with_index);

// The item at i leaves the list, which keeps its storage: CPython's list_resize reallocates only
// when the new size drops below half the allocation, so the in-place path stays within that
// and the list looks the same afterwards (size, items, capacity) as after CPython's pop.
static inline PyObject* hintc_list_pop_at(PyObject* lst, HInt i, bool with_index) {
  if (HINTC_LIKELY(PyList_CheckExact(lst))) {
    PyListObject* l = (PyListObject*)lst;
    Py_ssize_t n = Py_SIZE(l);
    Py_ssize_t at;
    if (hintc_seq_index(i, n, &at) && n - 1 >= (l->allocated >> 1)) {
      PyObject* v = l->ob_item[at];  // the list's reference moves to the caller
      std::memmove(&l->ob_item[at], &l->ob_item[at + 1], (size_t)(n - at - 1) * sizeof(PyObject*));
      Py_SET_SIZE(l, n - 1);
      return v;
    }
  }
  return hintc_list_pop_slow(lst, i, with_index);
}
