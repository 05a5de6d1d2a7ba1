// Native `for` loops over dicts and their keys()/values()/items() views: PyDict_Next over exact
// dicts with CPython's dict-iterator checks, the iterator protocol for everything else.
#pragma once
#include <Python.h>

#include "hintc/rt_args.h"
#include "hintc/rt_cpython.h"
#include "hintc/rt_float.h"
#include "hintc/rt_int.h"

// The steps run once per item in the loop's own function: a call per step would cost as much
// as the step, and the compiler does not inline them on its own in large functions.
#if defined(__GNUC__)
#define HINTC_DICT_INLINE static inline __attribute__((always_inline))
#else
#define HINTC_DICT_INLINE static inline
#endif

// What a loop walks: iter(d), d.keys(), d.values() or d.items(). For an exact dict the first
// two are the same walk; a dict subclass may override __iter__ or the view methods, so it is
// iterated through what those return, as CPython does.
enum HintcDictWalk { HINTC_DICT_ITER = 0, HINTC_DICT_KEYS = 1, HINTC_DICT_VALUES = 2,
                     HINTC_DICT_ITEMS = 3 };
// Added to the walk: the state keeps a reference to the current key, for `d[k]` in the body
// (hintc_dict_iter_lookup), which must not see it freed when the body deletes it.
#define HINTC_DICT_HOLD_KEY 4

// One loop's state. Exact dicts (`iter` NULL): the position for PyDict_Next, the size seen when
// the loop started and the count of entries still expected, which is how CPython's dict
// iterator detects changes. Otherwise `iter` is the iterator and `item` holds the current item.
// `key` and `value` are borrowed from the dict (or `item`) and valid until the next step.
typedef struct {
  PyObject_HEAD
  PyObject* dict;
  PyObject* iter;
  PyObject* item;
  PyObject* held;  // the current key, with HINTC_DICT_HOLD_KEY
  uint64_t version;  // the dict's version tag when `value` was read (HINTC_CPY_DICT_VERSION)
  PyObject* key;
  PyObject* value;
  Py_ssize_t pos;
  Py_ssize_t used;
  Py_ssize_t left;
  int walk;
  int hold_key;
  PyObject* item_type;  // str: items of a generic items() walk must be 2-tuples of this type
} HintcDictIter;

// Exact dicts with a combined table are walked over their entries (rt_cpython.h's
// HintcCpyDictKeys) rather than through PyDict_Next, whose generic entry costs more than the step
// itself. The layout is checked against PyDict_Next once, when the first loop state is made
// (hintc_dict_walk_ok); split tables and versions without the layout use PyDict_Next.
extern int hintc_dict_walk_ok;

HINTC_DICT_INLINE int hintc_dict_step(PyObject* d, Py_ssize_t* pos, PyObject** key, PyObject** value) {
#if HINTC_CPY_DICT_KEYS
  PyDictObject* mp = (PyDictObject*)d;
  if (HINTC_LIKELY(mp->ma_values == NULL && hintc_dict_walk_ok)) {
    const HintcCpyDictKeys* k = (const HintcCpyDictKeys*)(const void*)mp->ma_keys;
    const Py_ssize_t n = k->dk_nentries;
    PyObject* const* e = (PyObject* const*)(const void*)(k->dk_indices +
                                                         ((size_t)1 << k->dk_log2_index_bytes));
    // Entries are (hash, key, value) words or, in str-keyed tables, (key, value) words; a
    // deleted entry has no value.
    if (k->dk_kind == 0) {
      for (Py_ssize_t i = *pos; i < n; ++i) {
        if (e[3 * i + 2] != NULL) {
          *key = e[3 * i + 1];
          *value = e[3 * i + 2];
          *pos = i + 1;
          return 1;
        }
      }
    } else {
      for (Py_ssize_t i = *pos; i < n; ++i) {
        if (e[2 * i + 1] != NULL) {
          *key = e[2 * i];
          *value = e[2 * i + 1];
          *pos = i + 1;
          return 1;
        }
      }
    }
    return 0;
  }
#endif
  return PyDict_Next(d, pos, key, value);
}

// A new loop state over d (borrowed) for walk (a HintcDictWalk); NULL with an exception.
// item_type (a str, borrowed) is the static item type's name, for the check of the items of a
// generic items() walk.
PyObject* hintc_dict_iter_new(PyObject* d, int walk, PyObject* item_type);
// The generic step and CPython's errors for a changed dict: 1 item, 0 end, 2 error.
char hintc_dict_iter_next_slow(HintcDictIter* it);
char hintc_dict_iter_changed(HintcDictIter* it);

// The next entry: 1 (key/value set), 0 at the end, 2 with an exception.
HINTC_DICT_INLINE char hintc_dict_iter_next(PyObject* o) {
  HintcDictIter* it = (HintcDictIter*)o;
  if (HINTC_UNLIKELY(it->iter != NULL)) return hintc_dict_iter_next_slow(it);
  if (HINTC_UNLIKELY(((PyDictObject*)it->dict)->ma_used != it->used)) {
    return hintc_dict_iter_changed(it);
  }
  if (!hintc_dict_step(it->dict, &it->pos, &it->key, &it->value)) return 0;
  // An entry beyond the ones the loop started with: same size, but the keys were replaced.
  if (HINTC_UNLIKELY(it->left == 0)) return hintc_dict_iter_changed(it);
  --it->left;
  if (it->hold_key) {
    Py_INCREF(it->key);
    Py_XSETREF(it->held, it->key);
#if HINTC_CPY_DICT_VERSION
    it->version = hintc_cpy_dict_version(it->dict);
#endif
  }
  return 1;
}

// d[k] in the body of a loop over d binding k, when neither name is rebound there: the lookup
// of the very key object the loop produced (as CPython's d[k] looks it up), with no boxing of
// k. A new reference, or NULL with KeyError (or whatever a subclass's __getitem__ raises).
HINTC_DICT_INLINE PyObject* hintc_dict_iter_lookup(PyObject* o) {
  HintcDictIter* it = (HintcDictIter*)o;
  PyObject* key = it->iter != NULL ? it->key : it->held;
  if (HINTC_LIKELY(it->iter == NULL)) {
#if HINTC_CPY_DICT_VERSION
    // Every change to a dict gives it a new version tag: while it is unchanged since the step,
    // the entry the step found is the answer.
    if (HINTC_LIKELY(hintc_cpy_dict_version(it->dict) == it->version)) {
      Py_INCREF(it->value);
      return it->value;
    }
#endif
    PyObject* v = PyDict_GetItemWithError(it->dict, key);
    if (HINTC_LIKELY(v != NULL)) {
      Py_INCREF(v);
      return v;
    }
    if (PyErr_Occurred()) return NULL;
  }
  return PyObject_GetItem(it->dict, key);
}

// d[k] as above, unboxed to the dict's int / float value type ("dict value" TypeErrors).
HINTC_DICT_INLINE HInt hintc_dict_iter_lookup_int(PyObject* o) {
  HInt r;
#if HINTC_CPY_DICT_VERSION
  HintcDictIter* it = (HintcDictIter*)o;
  if (HINTC_LIKELY(it->iter == NULL && hintc_cpy_dict_version(it->dict) == it->version &&
                   PyLong_CheckExact(it->value) && hint_try_from_digit(it->value, &r))) {
    return r;
  }
#endif
  PyObject* v = hintc_dict_iter_lookup(o);
  if (v == NULL) return HINT_ERROR;
  r = hintc_unbox_int(v, "dict value");
  Py_DECREF(v);
  return r;
}
HINTC_DICT_INLINE double hintc_dict_iter_lookup_float(PyObject* o) {
#if HINTC_CPY_DICT_VERSION
  HintcDictIter* it = (HintcDictIter*)o;
  if (HINTC_LIKELY(it->iter == NULL && hintc_cpy_dict_version(it->dict) == it->version &&
                   PyFloat_CheckExact(it->value))) {
    return PyFloat_AS_DOUBLE(it->value);
  }
#endif
  PyObject* v = hintc_dict_iter_lookup(o);
  if (v == NULL) return HFLOAT_ERROR;
  double r = hintc_unbox_float(v, "dict value");
  Py_DECREF(v);
  return r;
}

// The current key or value (which: 0 key, 1 value) as a new reference or a native value. A
// value of the wrong type raises the TypeError the generic loop raises for it.
static inline const char* hintc_dict_iter_context(const HintcDictIter* it) {
  return it->walk == HINTC_DICT_ITEMS ? "unpacked value" : "iterated value";
}
static inline PyObject* hintc_dict_iter_obj(PyObject* o, int which) {
  HintcDictIter* it = (HintcDictIter*)o;
  PyObject* v = which ? it->value : it->key;
  Py_INCREF(v);
  return v;
}
HINTC_DICT_INLINE HInt hintc_dict_iter_int(PyObject* o, int which) {
  HintcDictIter* it = (HintcDictIter*)o;
  PyObject* v = which ? it->value : it->key;
  HInt r;
  if (HINTC_LIKELY(PyLong_CheckExact(v) && hint_try_from_digit(v, &r))) return r;
  return hintc_unbox_int(v, hintc_dict_iter_context(it));
}
HINTC_DICT_INLINE double hintc_dict_iter_float(PyObject* o, int which) {
  HintcDictIter* it = (HintcDictIter*)o;
  PyObject* v = which ? it->value : it->key;
  if (HINTC_LIKELY(PyFloat_CheckExact(v))) return PyFloat_AS_DOUBLE(v);
  return hintc_unbox_float(v, hintc_dict_iter_context(it));
}
// The current item of an items() loop binding one target: the (key, value) tuple.
static inline PyObject* hintc_dict_iter_pair(PyObject* o) {
  HintcDictIter* it = (HintcDictIter*)o;
  if (it->item != NULL) {
    Py_INCREF(it->item);
    return it->item;
  }
  return PyTuple_Pack(2, it->key, it->value);
}
