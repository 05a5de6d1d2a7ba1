// Comprehension results built with their size known: lists reserve room for the items the first
// loop will give, and tuple(...) of a comprehension takes the built list's items over.
#pragma once
#include <Python.h>

#include "hintc/rt_containers.h"
#include "hintc/rt_int.h"
#include "hintc/rt_tuples.h"

// Gives empty list l room for n items (an int): all of them when every item is kept, at most a
// bounded number when a condition may skip items (the rest grows as appends do). Never fails: a
// list it cannot enlarge just grows item by item.
char hintc_list_reserve(PyObject* l, HInt n, char filtered);
// After the last item: room a condition left unused is given back (a large surplus only).
char hintc_list_fit(PyObject* l);
// The items of l (a list that only the caller holds) moved into a new tuple; l is left empty.
PyObject* hintc_list_into_tuple(PyObject* l);
// The number of items of range(start, stop, step) for small ints (0 for a zero step, which the
// loop rejects, and for big bounds: only a hint).
HInt hintc_range_len(HInt start, HInt stop, HInt step);

// l.append(item) for a list the comprehension alone holds; item borrowed. 1, or 2 with an
// exception.
static inline char hintc_list_push(PyObject* l, PyObject* item) {
  PyListObject* o = (PyListObject*)l;
  Py_ssize_t n = Py_SIZE(o);
  if (HINTC_LIKELY(n < o->allocated)) {
    Py_INCREF(item);
    o->ob_item[n] = item;
    Py_SET_SIZE(o, n + 1);
    return 1;
  }
  return PyList_Append(l, item) < 0 ? (char)2 : (char)1;
}

// seq[i] of a list[int] / tuple[int, ...] going straight into a container of objects: an exact
// int item is that object itself (as CPython would store it); anything else takes the typed read
// (TypeError, int subclasses as plain ints) and is boxed. New reference, NULL on error.
static inline PyObject* hintc_box_checked(HInt v) {
  if (HINTC_UNLIKELY(v == HINT_ERROR)) return NULL;
  return hint_box_steal(v);
}
static inline PyObject* hintc_seq_get_int_obj(PyObject* s, HInt i, bool is_list) {
  Py_ssize_t k;
  PyObject* o = NULL;
  if ((is_list ? PyList_CheckExact(s) : PyTuple_CheckExact(s)) &&
      hintc_seq_index(i, Py_SIZE(s), &k)) {
    o = is_list ? PyList_GET_ITEM(s, k) : PyTuple_GET_ITEM(s, k);
  }
  if (HINTC_LIKELY(o != NULL && PyLong_CheckExact(o))) return Py_NewRef(o);
  return hintc_box_checked(is_list ? hintc_list_get_int(s, i) : hintc_tuple_get_int(s, i));
}
