// Native local dicts (hintc/rt_native_dict.h): the table (CPython 3.11's sizes), bignum keys,
// the methods and the loop state.
#include <cstring>

#include "hintc/rt_native_dict.h"
#include "internal.h"

namespace {

constexpr HintcNdSize kMinSize = 8;  // PyDict_MINSIZE

// CPython 3.11's USABLE_FRACTION and calculate_log2_keysize (including its rounding: a size
// that is a power of two from 16 up gets the next one).
HintcNdSize usable_fraction(HintcNdSize n) { return (n << 1) / 3; }
int log2_keysize(HintcNdSize minsize) {
  uint64_t m = (uint64_t)((minsize | kMinSize) - 1) | (uint64_t)(kMinSize - 1);
  return 64 - __builtin_clzll(m);
}

uint64_t hash_of(HInt k) {
  if (hint_is_small(k)) return (uint64_t)k * 0x9E3779B97F4A7C15ULL;
  // A bignum: Python's hash of the value (cannot fail for an int), spread the same way.
  return (uint64_t)PyObject_Hash(hint_as_object(k)) * 0x9E3779B97F4A7C15ULL;
}

// Bignum keys are normalised (never equal to a small one), so only two bignums need a compare.
bool same_key(HInt a, HInt b) {
  if (a == b) return true;
  if (hint_is_small(a) || hint_is_small(b)) return false;
  return PyObject_RichCompareBool(hint_as_object(a), hint_as_object(b), Py_EQ) == 1;
}

// A table of 2**log2 slots holding the live entries of d in order (CPython's dictresize).
bool resize(HintcNDict* d, int log2) {
  if (log2 > 31) {  // entry indices are int32
    PyErr_NoMemory();
    return false;
  }
  HintcNdSize slots = (HintcNdSize)1 << log2;
  HintcNdSize usable = usable_fraction(slots);
  size_t bytes = (size_t)slots * sizeof(int32_t) + (size_t)usable * sizeof(HintcNdEntry);
  char* block = (char*)PyMem_Malloc(bytes);
  if (block == NULL) {
    PyErr_NoMemory();
    return false;
  }
  int32_t* indices = (int32_t*)(void*)(block + (size_t)usable * sizeof(HintcNdEntry));
  HintcNdEntry* entries = (HintcNdEntry*)(void*)block;
  memset(indices, 0xFF, (size_t)slots * sizeof(int32_t));  // HINTC_ND_EMPTY
  uint64_t mask = (uint64_t)slots - 1;
  int shift = 64 - log2;
  HintcNdSize n = 0;
  for (HintcNdSize i = 0; i < d->nentries; ++i) {
    if (d->entries[i].key == HINTC_ND_TOMB) continue;
    entries[n] = d->entries[i];
    uint64_t slot = hash_of(entries[n].key) >> shift;
    while (indices[slot] != HINTC_ND_EMPTY) slot = (slot + 1) & mask;
    indices[slot] = (int32_t)n;
    ++n;
  }
  PyMem_Free(d->entries);  // the block (entries first)
  d->entries = entries;
  d->indices = indices;
  d->mask = mask;
  d->shift = shift;
  d->nentries = n;
  d->usable = usable - n;
  return true;
}

// The slot holding entry ix's index (ix must be live).
uint64_t slot_of(HintcNDict* d, HInt k, HintcNdSize ix) {
  uint64_t slot = hash_of(k) >> d->shift;
  while (d->indices[slot] != ix) slot = (slot + 1) & d->mask;
  return slot;
}

void release_entries(HintcNDict* d) {
  if (d->big) {
    for (HintcNdSize i = 0; i < d->nentries; ++i) {
      HintcNdEntry* e = &d->entries[i];
      if (e->key == HINTC_ND_TOMB) continue;
      hint_decref(e->key);
      if (d->vkind == 'i') hint_decref(e->value.i);
    }
  }
  PyMem_Free(d->entries);
}

void nd_dealloc(PyObject* o) {
  release_entries(hintc_nd(o));
  PyObject_Free(o);
}

PyTypeObject nd_type() {
  PyTypeObject t;
  memset(&t, 0, sizeof t);
  hintc_rt::hintc_helper_type_init(&t, "hintc.native_dict", sizeof(HintcNDict), nd_dealloc,
                                   "a compiled function's local dict of unboxed items");
  return t;
}

void nd_iter_dealloc(PyObject* o) {
  Py_DECREF((PyObject*)((HintcNdIter*)o)->dict);
  PyObject_Free(o);
}

PyTypeObject nd_iter_type() {
  PyTypeObject t;
  memset(&t, 0, sizeof t);
  hintc_rt::hintc_helper_type_init(&t, "hintc.native_dict_iter", sizeof(HintcNdIter),
                                   nd_iter_dealloc, "a loop over a native dict");
  return t;
}
PyTypeObject HintcNdIter_Type = nd_iter_type();

// Removes live entry ix (the slot becomes a dummy, the entry a tombstone, as CPython leaves
// them until the next resize); its key and value references go to *key / *value.
void remove_entry(HintcNDict* d, HintcNdSize ix, HInt* key, HintcNdValue* value) {
  HintcNdEntry* e = &d->entries[ix];
  d->indices[slot_of(d, e->key, ix)] = HINTC_ND_DUMMY;
  *key = e->key;
  *value = e->value;
  e->key = HINTC_ND_TOMB;
  --d->used;
}

// Drops a removed entry's references (after its value was read).
void drop_removed(HintcNDict* d, HInt key, HintcNdValue value, bool value_taken) {
  hint_decref(key);
  if (d->vkind == 'i' && !value_taken) hint_decref(value.i);
}

}  // namespace

// Never handed to Python: the type only gives the object a deallocator.
PyTypeObject HintcNDict_Type = nd_type();

PyObject* hintc_nd_new(HInt presize, char vkind) {
  HintcNDict* d = (HintcNDict*)PyObject_Malloc(sizeof(HintcNDict));
  if (d == NULL) return PyErr_NoMemory();
  PyObject_Init((PyObject*)d, &HintcNDict_Type);
  d->used = d->nentries = d->usable = 0;
  d->mask = 0;
  d->shift = 64;
  d->indices = NULL;
  d->entries = NULL;
  d->vkind = vkind;
  d->big = 0;
  // _PyDict_NewPresized: up to 5 pairs start from the empty table, more get room for them (at
  // most 2**17 slots).
  HintcNdSize n = hint_is_small(presize) ? hint_small_value(presize) : 0;
  if (n > usable_fraction(kMinSize)) {
    int log2 = n > usable_fraction((HintcNdSize)1 << 17) ? 17 : log2_keysize((n * 3 + 1) / 2);
    if (!resize(d, log2)) {
      Py_DECREF(d);
      return NULL;
    }
  }
  return (PyObject*)d;
}

PyObject* hintc_nd_from_dict(PyObject* dict, HInt presize, char vkind) {
  PyObject* o = hintc_nd_new(presize, vkind);
  if (o == NULL) return NULL;
  Py_ssize_t pos = 0;
  PyObject *key, *value;
  while (PyDict_Next(dict, &pos, &key, &value)) {
    // The dict's static types say int keys and vkind values; checked all the same.
    HInt k = hintc_unbox_int(key, "dict key");
    if (k == HINT_ERROR) {
      Py_DECREF(o);
      return NULL;
    }
    char r = 2;
    if (vkind == 'i') {
      HInt v = hintc_unbox_int(value, "dict value");
      if (v != HINT_ERROR) r = hintc_nd_set_int(o, k, v);
      if (v != HINT_ERROR) hint_decref(v);
    } else if (vkind == 'f') {
      double v = hintc_unbox_float(value, "dict value");
      if (!(v == HFLOAT_ERROR && PyErr_Occurred())) r = hintc_nd_set_float(o, k, v);
    } else {
      char v = hintc_unbox_bool(value, "dict value");
      if (v != 2) r = hintc_nd_set_bool(o, k, v);
    }
    hint_decref(k);
    if (r != 1) {
      Py_DECREF(o);
      return NULL;
    }
  }
  return o;
}

HintcNdSize hintc_nd_find_slow(HintcNDict* d, HInt k) {
  if (d->indices == NULL) return -1;
  uint64_t slot = hash_of(k) >> d->shift;
  for (;;) {
    int32_t ix = d->indices[slot];
    if (ix == HINTC_ND_EMPTY) return -1;
    if (ix >= 0 && same_key(d->entries[ix].key, k)) return ix;
    slot = (slot + 1) & d->mask;
  }
}

HintcNdSize hintc_nd_insert(HintcNDict* d, HInt k) {
  // CPython's insertdict: the first key makes the minimum table, a full entries array a table
  // for three times the live entries.
  if (d->indices == NULL) {
    if (!resize(d, 3)) return -1;
  } else if (d->usable <= 0) {
    if (!resize(d, log2_keysize(d->used * 3))) return -1;
  }
  uint64_t slot = hash_of(k) >> d->shift;
  while (d->indices[slot] >= 0) slot = (slot + 1) & d->mask;  // the first empty or dummy slot
  HintcNdSize ix = d->nentries++;
  d->indices[slot] = (int32_t)ix;
  if (HINTC_UNLIKELY(!hint_is_small(k))) {
    Py_INCREF(hint_as_object(k));
    d->big = 1;
  }
  d->entries[ix].key = k;
  d->entries[ix].value.i = hint_from_small(0);
  --d->usable;
  ++d->used;
  return ix;
}

void hintc_nd_key_error(HInt k) {
  PyObject* key = hint_box(k);
  if (key == NULL) return;
  PyObject* args = PyTuple_Pack(1, key);
  Py_DECREF(key);
  if (args == NULL) return;
  PyErr_SetObject(PyExc_KeyError, args);
  Py_DECREF(args);
}

char hintc_nd_del(PyObject* o, HInt k) {
  HintcNDict* d = hintc_nd(o);
  HintcNdSize ix = hintc_nd_find(d, k);
  if (ix < 0) {
    hintc_nd_key_error(k);
    return 2;
  }
  HInt key;
  HintcNdValue value;
  remove_entry(d, ix, &key, &value);
  drop_removed(d, key, value, false);
  return 1;
}

char hintc_nd_contains_obj(PyObject* o, PyObject* key) {
  HintcNDict* d = hintc_nd(o);
  if (PyLong_CheckExact(key) || PyBool_Check(key)) {
    HInt k = hint_from_object(key);
    if (k == HINT_ERROR) return 2;
    char found = hintc_nd_contains(o, k);
    hint_decref(k);
    return found;
  }
  Py_hash_t h = PyObject_Hash(key);
  if (h == -1 && PyErr_Occurred()) return 2;
  // Rare (mypy accepts any object here): every key of an equal hash, boxed, compared as the
  // dict's lookup compares its stored key with the one looked up.
  for (HintcNdSize i = 0; i < d->nentries; ++i) {
    HInt k = d->entries[i].key;
    if (k == HINTC_ND_TOMB) continue;
    PyObject* boxed = hint_box(k);
    if (boxed == NULL) return 2;
    int eq = PyObject_Hash(boxed) == h ? PyObject_RichCompareBool(boxed, key, Py_EQ) : 0;
    Py_DECREF(boxed);
    if (eq != 0) return eq < 0 ? 2 : 1;
  }
  return 0;
}

char hintc_nd_clear(PyObject* o) {
  // Back to CPython's empty keys: the next key makes a new minimum table.
  HintcNDict* d = hintc_nd(o);
  HintcNDict old = *d;
  d->used = d->nentries = d->usable = 0;
  d->mask = 0;
  d->shift = 64;
  d->indices = NULL;
  d->entries = NULL;
  d->big = 0;
  release_entries(&old);
  return 1;
}

HInt hintc_nd_get_or_int(PyObject* o, HInt k, HInt dflt) {
  HintcNDict* d = hintc_nd(o);
  HintcNdSize ix = hintc_nd_find(d, k);
  HInt v = ix >= 0 ? d->entries[ix].value.i : dflt;
  hint_incref(v);
  return v;
}
double hintc_nd_get_or_float(PyObject* o, HInt k, double dflt) {
  HintcNDict* d = hintc_nd(o);
  HintcNdSize ix = hintc_nd_find(d, k);
  return ix >= 0 ? d->entries[ix].value.f : dflt;
}
char hintc_nd_get_or_bool(PyObject* o, HInt k, char dflt) {
  HintcNDict* d = hintc_nd(o);
  HintcNdSize ix = hintc_nd_find(d, k);
  return ix >= 0 ? d->entries[ix].value.b : dflt;
}

static PyObject* boxed_value(HintcNDict* d, HintcNdValue v) {
  switch (d->vkind) {
    case 'i': return hint_box(v.i);
    case 'f': return PyFloat_FromDouble(v.f);
    default: return PyBool_FromLong(v.b);
  }
}

PyObject* hintc_nd_get_obj(PyObject* o, HInt k, PyObject* dflt) {
  HintcNDict* d = hintc_nd(o);
  HintcNdSize ix = hintc_nd_find(d, k);
  if (ix >= 0) return boxed_value(d, d->entries[ix].value);
  Py_INCREF(dflt);
  return dflt;
}

// pop: the removed entry's value (its reference, for int values, moves to the caller), or
// false when k is missing.
static bool pop_entry(HintcNDict* d, HInt k, HintcNdValue* value) {
  HintcNdSize ix = hintc_nd_find(d, k);
  if (ix < 0) return false;
  HInt key;
  remove_entry(d, ix, &key, value);
  drop_removed(d, key, *value, true);
  return true;
}

HInt hintc_nd_pop_int(PyObject* o, HInt k) {
  HintcNdValue v;
  if (pop_entry(hintc_nd(o), k, &v)) return v.i;
  hintc_nd_key_error(k);
  return HINT_ERROR;
}
double hintc_nd_pop_float(PyObject* o, HInt k) {
  HintcNdValue v;
  if (pop_entry(hintc_nd(o), k, &v)) return v.f;
  hintc_nd_key_error(k);
  return HFLOAT_ERROR;
}
char hintc_nd_pop_bool(PyObject* o, HInt k) {
  HintcNdValue v;
  if (pop_entry(hintc_nd(o), k, &v)) return v.b;
  hintc_nd_key_error(k);
  return 2;
}
HInt hintc_nd_pop_or_int(PyObject* o, HInt k, HInt dflt) {
  HintcNdValue v;
  if (pop_entry(hintc_nd(o), k, &v)) return v.i;
  hint_incref(dflt);
  return dflt;
}
double hintc_nd_pop_or_float(PyObject* o, HInt k, double dflt) {
  HintcNdValue v;
  return pop_entry(hintc_nd(o), k, &v) ? v.f : dflt;
}
char hintc_nd_pop_or_bool(PyObject* o, HInt k, char dflt) {
  HintcNdValue v;
  return pop_entry(hintc_nd(o), k, &v) ? v.b : dflt;
}
PyObject* hintc_nd_pop_obj(PyObject* o, HInt k, PyObject* dflt) {
  HintcNDict* d = hintc_nd(o);
  HintcNdValue v;
  if (!pop_entry(d, k, &v)) {
    Py_INCREF(dflt);
    return dflt;
  }
  if (d->vkind == 'i') return hint_box_steal(v.i);
  return boxed_value(d, v);
}

HInt hintc_nd_setdefault_int(PyObject* o, HInt k, HInt v) {
  if (hintc_nd_find(hintc_nd(o), k) < 0 && hintc_nd_set_int(o, k, v) != 1) return HINT_ERROR;
  return hintc_nd_get_int(o, k);
}
double hintc_nd_setdefault_float(PyObject* o, HInt k, double v) {
  if (hintc_nd_find(hintc_nd(o), k) < 0 && hintc_nd_set_float(o, k, v) != 1) return HFLOAT_ERROR;
  return hintc_nd_get_float(o, k);
}
char hintc_nd_setdefault_bool(PyObject* o, HInt k, char v) {
  if (hintc_nd_find(hintc_nd(o), k) < 0 && hintc_nd_set_bool(o, k, v) != 1) return 2;
  return hintc_nd_get_bool(o, k);
}

PyObject* hintc_nd_iter_new(PyObject* o) {
  HintcNdIter* it = (HintcNdIter*)PyObject_Malloc(sizeof(HintcNdIter));
  if (it == NULL) return PyErr_NoMemory();
  PyObject_Init((PyObject*)it, &HintcNdIter_Type);
  Py_INCREF(o);
  it->dict = hintc_nd(o);
  it->pos = 0;
  it->used = it->left = hintc_nd(o)->used;
  it->cur = NULL;
  return (PyObject*)it;
}

char hintc_nd_iter_changed(HintcNdIter* it, int size) {
  if (size) it->used = -1;  // sticky, as CPython's iterator makes it
  PyErr_SetString(PyExc_RuntimeError, size ? "dictionary changed size during iteration"
                                           : "dictionary keys changed during iteration");
  return 2;
}
