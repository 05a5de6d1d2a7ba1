// Native local dicts: int keys and unboxed int (HInt) / float / bool values for dict variables
// that never escape their function (frontend native_dicts.cpp decides which).
#pragma once
#include <Python.h>

#include "hintc/rt_dict_iter.h"
#include "hintc/rt_float.h"
#include "hintc/rt_int.h"

// CONTRACT (used by codegen for values of IR type NDict). Such a value is an owned PyObject*,
// always a HintcNDict the variable alone owns; it never reaches Python code.
//
// The table is CPython 3.11's combined dict table with the objects taken out: a dense array of
// entries in insertion order (a deleted entry stays as a tombstone until the next resize) and an
// open-addressing index table over it. Its sizes follow CPython's exactly (8 slots when the first
// key comes, then the smallest size fitting 3x the live entries whenever the entries array is
// full; `usable` = 2/3 of the slots), because they are observable: a loop over the dict that
// deletes and re-adds keys raises "dictionary keys changed during iteration" or not depending on
// whether a resize compacted the entries. The hash of a key is not observable (iteration is in
// insertion order), so small keys hash by a multiply; bignum keys (owned PyLong references in
// their HInt) hash by Python's hash and compare by value.
typedef long long HintcNdSize;
typedef union {
  HInt i;
  double f;
  char b;
} HintcNdValue;
typedef struct {
  HInt key;  // HINTC_ND_TOMB for a deleted entry
  HintcNdValue value;
} HintcNdEntry;
#define HINTC_ND_TOMB HINT_ERROR
#define HINTC_ND_EMPTY (-1)
#define HINTC_ND_DUMMY (-2)

struct HintcNDict {
  PyObject_HEAD
  HintcNdSize used;      // live entries (len)
  HintcNdSize nentries;  // entries in use, tombstones included
  HintcNdSize usable;    // entries that can still be added before a resize
  uint64_t mask;         // slots - 1 (0 with no table: CPython's shared empty keys)
  int shift;             // 64 - log2(slots): a small key's slot is the top bits of its hash
  int32_t* indices;      // slot -> entry index, HINTC_ND_EMPTY or HINTC_ND_DUMMY
  HintcNdEntry* entries;
  char vkind;  // 'i' HInt values, 'f' double, 'b' bool
  char big;    // 1 once a bignum key or value was stored: entries may own references
};

extern PyTypeObject HintcNDict_Type;
static inline HintcNDict* hintc_nd(PyObject* o) { return (HintcNDict*)o; }

// A new empty dict ('i', 'f' or 'b' values); `presize` > 0 sizes the table as CPython's
// BUILD_MAP of that many pairs does.
PyObject* hintc_nd_new(HInt presize, char vkind);
// A new native dict of the items of exact dict `dict` (borrowed: int keys, values of `vkind`), in
// order, into a table presized as for `presize` pairs.
PyObject* hintc_nd_from_dict(PyObject* dict, HInt presize, char vkind);
// The entry index of key k, or -1 (bignum keys and probes past a collision, out of line).
HintcNdSize hintc_nd_find_slow(HintcNDict* d, HInt k);
static inline HintcNdSize hintc_nd_find(HintcNDict* d, HInt k) {
  if (HINTC_LIKELY(hint_is_small(k) && d->indices != NULL)) {
    uint64_t slot = ((uint64_t)k * 0x9E3779B97F4A7C15ULL) >> d->shift;
    int32_t ix = d->indices[slot];
    if (ix >= 0 && d->entries[ix].key == k) return ix;
    if (ix == HINTC_ND_EMPTY) return -1;
  }
  return hintc_nd_find_slow(d, k);
}
// A new entry for key k (not present; borrowed): its index, or -1 with MemoryError.
HintcNdSize hintc_nd_insert(HintcNDict* d, HInt k);
// KeyError(k) as CPython raises it for a missing key.
void hintc_nd_key_error(HInt k);

// --- d[k] (new HInt / value; the error value with KeyError) ---
static inline HInt hintc_nd_get_int(PyObject* o, HInt k) {
  HintcNDict* d = hintc_nd(o);
  HintcNdSize ix = hintc_nd_find(d, k);
  if (HINTC_UNLIKELY(ix < 0)) {
    hintc_nd_key_error(k);
    return HINT_ERROR;
  }
  HInt v = d->entries[ix].value.i;
  hint_incref(v);
  return v;
}
static inline double hintc_nd_get_float(PyObject* o, HInt k) {
  HintcNDict* d = hintc_nd(o);
  HintcNdSize ix = hintc_nd_find(d, k);
  if (HINTC_UNLIKELY(ix < 0)) {
    hintc_nd_key_error(k);
    return HFLOAT_ERROR;
  }
  return d->entries[ix].value.f;
}
static inline char hintc_nd_get_bool(PyObject* o, HInt k) {
  HintcNDict* d = hintc_nd(o);
  HintcNdSize ix = hintc_nd_find(d, k);
  if (HINTC_UNLIKELY(ix < 0)) {
    hintc_nd_key_error(k);
    return 2;
  }
  return d->entries[ix].value.b;
}

// --- d[k] = v (k, v borrowed): 1, or 2 with MemoryError ---
// The entry for k, made (with an unset value) when k is new: -1 with MemoryError.
static inline HintcNdSize hintc_nd_slot(HintcNDict* d, HInt k, bool* added) {
  HintcNdSize ix = hintc_nd_find(d, k);
  *added = ix < 0;
  if (ix >= 0) return ix;
  return hintc_nd_insert(d, k);
}
static inline char hintc_nd_set_int(PyObject* o, HInt k, HInt v) {
  HintcNDict* d = hintc_nd(o);
  bool added;
  HintcNdSize ix = hintc_nd_slot(d, k, &added);
  if (HINTC_UNLIKELY(ix < 0)) return 2;
  if (HINTC_UNLIKELY(!hint_is_small(v))) {
    Py_INCREF(hint_as_object(v));
    d->big = 1;
  }
  HInt old = added ? hint_from_small(0) : d->entries[ix].value.i;
  d->entries[ix].value.i = v;
  hint_decref(old);
  return 1;
}
// The entry a store of a float or bool value writes (nothing to release there), or NULL.
static inline HintcNdEntry* hintc_nd_store_entry(PyObject* o, HInt k) {
  bool added;
  HintcNdSize ix = hintc_nd_slot(hintc_nd(o), k, &added);
  return HINTC_LIKELY(ix >= 0) ? &hintc_nd(o)->entries[ix] : NULL;
}
static inline char hintc_nd_set_float(PyObject* o, HInt k, double v) {
  HintcNdEntry* e = hintc_nd_store_entry(o, k);
  if (e != NULL) e->value.f = v;
  return e != NULL ? 1 : 2;
}
static inline char hintc_nd_set_bool(PyObject* o, HInt k, char v) {
  HintcNdEntry* e = hintc_nd_store_entry(o, k);
  if (e != NULL) e->value.b = v;
  return e != NULL ? 1 : 2;
}

// --- other operations (runtime/src/native_dicts.cpp) ---
char hintc_nd_del(PyObject* o, HInt k);  // del d[k]: 1, or 2 with KeyError
static inline char hintc_nd_contains(PyObject* o, HInt k) {
  return (char)(hintc_nd_find(hintc_nd(o), k) >= 0);
}
// `key in d` for a key of any other type: CPython's test (hash, then == against the int keys of
// that hash); 2 with an exception (an unhashable key, a failing __eq__).
char hintc_nd_contains_obj(PyObject* o, PyObject* key);
static inline HInt hintc_nd_len(PyObject* o) { return hint_from_small(hintc_nd(o)->used); }
static inline char hintc_nd_bool(PyObject* o) { return (char)(hintc_nd(o)->used != 0); }
char hintc_nd_clear(PyObject* o);  // 1
// d.get(k, dflt) / d.pop(k, dflt) with a default of the value type (borrowed; the result new).
HInt hintc_nd_get_or_int(PyObject* o, HInt k, HInt dflt);
double hintc_nd_get_or_float(PyObject* o, HInt k, double dflt);
char hintc_nd_get_or_bool(PyObject* o, HInt k, char dflt);
HInt hintc_nd_pop_or_int(PyObject* o, HInt k, HInt dflt);
double hintc_nd_pop_or_float(PyObject* o, HInt k, double dflt);
char hintc_nd_pop_or_bool(PyObject* o, HInt k, char dflt);
// d.get(k[, dflt]) / d.pop(k, dflt) with any other default (borrowed; Py_None for get(k)): the
// boxed value or the default, a new reference.
PyObject* hintc_nd_get_obj(PyObject* o, HInt k, PyObject* dflt);
PyObject* hintc_nd_pop_obj(PyObject* o, HInt k, PyObject* dflt);
// d.pop(k): the value, KeyError when k is missing.
HInt hintc_nd_pop_int(PyObject* o, HInt k);
double hintc_nd_pop_float(PyObject* o, HInt k);
char hintc_nd_pop_bool(PyObject* o, HInt k);
// d.setdefault(k, v): d[k], stored as v first when k is missing (new HInt / value).
HInt hintc_nd_setdefault_int(PyObject* o, HInt k, HInt v);
double hintc_nd_setdefault_float(PyObject* o, HInt k, double v);
char hintc_nd_setdefault_bool(PyObject* o, HInt k, char v);

// --- for loops over d, d.keys(), d.values(), d.items() ---
// The loop state: CPython's dict iterator's checks (the size the loop started with and the count
// of entries still expected) over the entries array. It holds a reference to the dict, so a
// rebinding of the variable in the body does not end the walk.
typedef struct {
  PyObject_HEAD
  HintcNDict* dict;
  HintcNdSize pos;
  HintcNdSize used;
  HintcNdSize left;
  HintcNdEntry* cur;  // the current entry, read right after the step
} HintcNdIter;
PyObject* hintc_nd_iter_new(PyObject* d);
char hintc_nd_iter_changed(HintcNdIter* it, int size);  // the RuntimeError; 2

// The next entry: 1, 0 at the end, 2 with CPython's RuntimeError for a changed dict.
HINTC_DICT_INLINE char hintc_nd_iter_next(PyObject* o) {
  HintcNdIter* it = (HintcNdIter*)o;
  HintcNDict* d = it->dict;
  if (HINTC_UNLIKELY(d->used != it->used)) return hintc_nd_iter_changed(it, 1);
  HintcNdSize i = it->pos, n = d->nentries;
  HintcNdEntry* e = d->entries;
  while (i < n && e[i].key == HINTC_ND_TOMB) ++i;
  if (i >= n) return 0;
  // An entry beyond the ones the loop started with: same size, but the keys were replaced.
  if (HINTC_UNLIKELY(it->left == 0)) return hintc_nd_iter_changed(it, 0);
  it->pos = i + 1;
  --it->left;
  it->cur = e + i;
  return 1;
}
static inline HInt hintc_nd_iter_key(PyObject* o) {
  HInt k = ((HintcNdIter*)o)->cur->key;
  hint_incref(k);
  return k;
}
static inline HInt hintc_nd_iter_int(PyObject* o) {
  HInt v = ((HintcNdIter*)o)->cur->value.i;
  hint_incref(v);
  return v;
}
static inline double hintc_nd_iter_float(PyObject* o) { return ((HintcNdIter*)o)->cur->value.f; }
static inline char hintc_nd_iter_bool(PyObject* o) { return ((HintcNdIter*)o)->cur->value.b; }

// d[k] in the body of a loop over d (state `it`) binding k: the entry the last step found when it
// still holds k, without hashing. Live keys are unique and a deleted entry holds no key, so an
// entry of the current entries array holding k is k's entry whatever the body did meanwhile.
static inline HintcNdEntry* hintc_nd_iter_entry(PyObject* o, HInt k, PyObject* it) {
  HintcNdIter* s = (HintcNdIter*)it;
  HintcNDict* d = hintc_nd(o);
  HintcNdSize i = s->pos - 1;
  if (HINTC_LIKELY(s->dict == d && i >= 0 && i < d->nentries && d->entries[i].key == k)) {
    return &d->entries[i];
  }
  return NULL;
}
static inline HInt hintc_nd_iter_lookup_int(PyObject* o, HInt k, PyObject* it) {
  HintcNdEntry* e = hintc_nd_iter_entry(o, k, it);
  if (HINTC_LIKELY(e != NULL)) {
    hint_incref(e->value.i);
    return e->value.i;
  }
  return hintc_nd_get_int(o, k);
}
static inline double hintc_nd_iter_lookup_float(PyObject* o, HInt k, PyObject* it) {
  HintcNdEntry* e = hintc_nd_iter_entry(o, k, it);
  return HINTC_LIKELY(e != NULL) ? e->value.f : hintc_nd_get_float(o, k);
}
static inline char hintc_nd_iter_lookup_bool(PyObject* o, HInt k, PyObject* it) {
  HintcNdEntry* e = hintc_nd_iter_entry(o, k, it);
  return HINTC_LIKELY(e != NULL) ? e->value.b : hintc_nd_get_bool(o, k);
}
