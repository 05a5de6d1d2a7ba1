// Native local lists: unboxed int (HInt) / float storage for list variables that never escape.
#pragma once
#include <Python.h>

#include "hintc/rt_containers.h"
#include "hintc/rt_float.h"
#include "hintc/rt_int.h"

// CONTRACT (used by codegen for values of IR type Buffer(int) / Buffer(float)). Such a value is
// an owned PyObject* that is EITHER a HintcNList (a fresh list the variable alone owns: built by
// a comprehension, a literal or `[v] * n`) OR the list[int] / list[float] object an ordinary
// expression produced (a call result: a PyList or a subclass, possibly shared). Every operation
// tests which: the HintcNList path works on the unboxed items; the other path is exactly the
// operation on a typed list (same fast paths, same errors), so aliases of a shared list see
// every store. A HintcNList never reaches Python code.
// The size and capacity are `long long`, not Py_ssize_t (`long`): stores of HInt items (`long`)
// then cannot alias them under strict aliasing, so a loop appending items keeps them in
// registers instead of reloading both after every store.
typedef long long HintcNlSize;
struct HintcNList {
  PyObject_HEAD
  HintcNlSize size;
  HintcNlSize cap;
  union {
    HInt* ints;  // int lists: owned HInt words (bignums are owned PyLong references)
    double* floats;
  } items;
  char ints;  // 1 for an int list
  char big;   // 1 once a bignum was stored: until then no item owns a reference
};

extern PyTypeObject HintcNList_Type;

static inline bool hintc_nl_check(PyObject* o) { return Py_TYPE(o) == &HintcNList_Type; }
static inline HintcNList* hintc_nl(PyObject* o) { return (HintcNList*)o; }

// An empty native list with room for `cap` items (cap < 0: none reserved).
PyObject* hintc_nl_new(HInt cap, char ints);
// `[v] * n`: n < 0 gives an empty list; a count beyond memory raises MemoryError.
PyObject* hintc_nl_fill_int(HInt v, HInt n);
PyObject* hintc_nl_fill_float(HInt n, double v);
// Room for one more item (MemoryError: returns 2).
char hintc_nl_grow(HintcNList* l);
// IndexError as a list raises it; returns 2.
char hintc_nl_index_error(HInt i, int store);
// The shared-list paths of append (exact lists: PyList_Append; subclasses: their append method).
char hintc_nl_list_append_obj(PyObject* l, PyObject* v);  // v stolen (may be NULL: error)

// --- reads (new HInt / value; error value with an exception set) ---
static inline HInt hintc_nl_get_int(PyObject* o, HInt i) {
  if (HINTC_LIKELY(hintc_nl_check(o))) {
    HintcNList* l = hintc_nl(o);
    Py_ssize_t k;
    if (HINTC_LIKELY(hintc_seq_index(i, l->size, &k))) {
      HInt v = l->items.ints[k];
      hint_incref(v);
      return v;
    }
    hintc_nl_index_error(i, 0);
    return HINT_ERROR;
  }
  return hintc_list_get_int(o, i);
}
static inline double hintc_nl_get_float(PyObject* o, HInt i) {
  if (HINTC_LIKELY(hintc_nl_check(o))) {
    HintcNList* l = hintc_nl(o);
    Py_ssize_t k;
    if (HINTC_LIKELY(hintc_seq_index(i, l->size, &k))) return l->items.floats[k];
    hintc_nl_index_error(i, 0);
    return HFLOAT_ERROR;
  }
  return hintc_list_get_float(o, i);
}

// --- stores (v borrowed): 1, or 2 with an exception ---
static inline char hintc_nl_set_int(PyObject* o, HInt i, HInt v) {
  if (HINTC_LIKELY(hintc_nl_check(o))) {
    HintcNList* l = hintc_nl(o);
    Py_ssize_t k;
    if (HINTC_LIKELY(hintc_seq_index(i, l->size, &k))) {
      HInt old = l->items.ints[k];
      if (HINTC_UNLIKELY(!hint_is_small(v))) {
        Py_INCREF(hint_as_object(v));
        l->big = 1;
      }
      l->items.ints[k] = v;
      hint_decref(old);
      return 1;
    }
    return hintc_nl_index_error(i, 1);
  }
  return hintc_list_set_steal(o, i, hint_box(v));
}
static inline char hintc_nl_set_float(PyObject* o, HInt i, double v) {
  if (HINTC_LIKELY(hintc_nl_check(o))) {
    HintcNList* l = hintc_nl(o);
    Py_ssize_t k;
    if (HINTC_LIKELY(hintc_seq_index(i, l->size, &k))) {
      l->items.floats[k] = v;
      return 1;
    }
    return hintc_nl_index_error(i, 1);
  }
  return hintc_list_set_float(o, i, v);
}

// --- append (v borrowed): 1, or 2 with an exception ---
// Append to a value known to be a native list (a comprehension's fresh result): no type test.
// The owned form takes over v's reference (released when the append fails), so a caller moving
// its item in has nothing left to release.
static inline char hintc_nl_push_int_owned(PyObject* o, HInt v) {
  HintcNList* l = hintc_nl(o);
  if (HINTC_UNLIKELY(l->size == l->cap) && hintc_nl_grow(l) != 1) {
    hint_decref(v);
    return 2;
  }
  if (HINTC_UNLIKELY(!hint_is_small(v))) l->big = 1;
  l->items.ints[l->size++] = v;
  return 1;
}
static inline char hintc_nl_push_int(PyObject* o, HInt v) {
  hint_incref(v);
  return hintc_nl_push_int_owned(o, v);
}
static inline char hintc_nl_push_float(PyObject* o, double v) {
  HintcNList* l = hintc_nl(o);
  if (HINTC_UNLIKELY(l->size == l->cap) && hintc_nl_grow(l) != 1) return 2;
  l->items.floats[l->size++] = v;
  return 1;
}

static inline char hintc_nl_append_int(PyObject* o, HInt v) {
  if (HINTC_LIKELY(hintc_nl_check(o))) return hintc_nl_push_int(o, v);
  return hintc_nl_list_append_obj(o, hint_box(v));
}
static inline char hintc_nl_append_float(PyObject* o, double v) {
  if (HINTC_LIKELY(hintc_nl_check(o))) return hintc_nl_push_float(o, v);
  return hintc_nl_list_append_obj(o, PyFloat_FromDouble(v));
}

// --- sizes and iteration ---
// len(): HINT_ERROR when a shared list's subclass __len__ fails.
static inline HInt hintc_nl_len(PyObject* o) {
  if (HINTC_LIKELY(hintc_nl_check(o))) return hint_from_small((int64_t)hintc_nl(o)->size);
  return hintc_len(o);
}
// Loops run by index over a native list or an exact list (a subclass uses its own iterator).
static inline char hintc_nl_indexable(PyObject* o) {
  return (char)(hintc_nl_check(o) || PyList_CheckExact(o));
}
static inline HInt hintc_nl_size(PyObject* o) {
  if (HINTC_LIKELY(hintc_nl_check(o))) return hint_from_small((int64_t)hintc_nl(o)->size);
  return hint_from_small((int64_t)PyList_GET_SIZE(o));
}
// A native int list of at least one item that never held a bignum: a loop over it that nothing
// else can change meanwhile reads every item as a small int (frontend native_int_version).
static inline char hintc_nl_small_run(PyObject* o) {
  return (char)(hintc_nl_check(o) && !hintc_nl(o)->big && hintc_nl(o)->size > 0);
}
// Item i (below the current size) of a value known to be a native list: a new HInt.
static inline HInt hintc_nl_native_item_int(PyObject* o, Py_ssize_t i) {
  HInt v = hintc_nl(o)->items.ints[i];
  hint_incref(v);
  return v;
}

// --- sum/min/max of a list[int] / list[float] value (native or not: runtime/src/native_reduce.cpp)
HInt hintc_nl_sum_int(PyObject* o);
HInt hintc_nl_minmax_int(PyObject* o, int is_max);  // ValueError as min() of an empty list
PyObject* hintc_nl_sum_float(PyObject* o);          // the int 0 when there are no items
double hintc_nl_minmax_float(PyObject* o, int is_max);
