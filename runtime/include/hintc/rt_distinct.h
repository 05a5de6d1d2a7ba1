// Distinct-item counters: len() of a set display nothing else sees ({f(x) for x in xs}) counts
// the distinct items without building the set; small ints stay native in an open-addressed table.
#pragma once
#include <Python.h>

#include "hintc/rt_int.h"

// Small ints (never equal to any boxed value: HInt is normalised) go in `table`; every other item
// goes in `rest`, a real set made on first use, so the count is exactly the size of the set the
// display would have built. A site adds only ints or only objects (its static item type).
typedef struct {
  PyObject_HEAD
  Py_ssize_t used;  // distinct small ints in `table`
  size_t mask;      // table size - 1 (a power of two)
  HInt* table;      // `inline_table` or a heap array
  PyObject* rest;   // NULL until a non-small item comes
  HInt inline_table[16];
} HintcDistinct;

// An empty slot: odd, so never a small HInt.
#define HINTC_DISTINCT_EMPTY ((HInt)1)

PyObject* hintc_distinct_new(void);  // NULL with an exception
char hintc_distinct_grow(HintcDistinct* d);
char hintc_distinct_add_big(HintcDistinct* d, HInt v);
// Adds an item through the real set (hash and == as PySet_Add): 1, or 2 with an exception.
char hintc_distinct_add_obj(PyObject* o, PyObject* item);

static inline size_t hintc_distinct_slot(HInt v, size_t mask) {
  uint64_t x = (uint64_t)v * 0x9E3779B97F4A7C15ULL;
  return (size_t)(x ^ (x >> 32)) & mask;
}

// Adds an int item (borrowed): 1, or 2 with an exception.
static inline char hintc_distinct_add_int(PyObject* o, HInt v) {
  HintcDistinct* d = (HintcDistinct*)o;
  if (HINTC_UNLIKELY(!hint_is_small(v))) return hintc_distinct_add_big(d, v);
  size_t i = hintc_distinct_slot(v, d->mask);
  for (;;) {
    HInt k = d->table[i];
    if (k == v) return 1;
    if (k == HINTC_DISTINCT_EMPTY) break;
    i = (i + 1) & d->mask;
  }
  d->table[i] = v;
  // Kept at most half full, so probes stay short.
  if (HINTC_UNLIKELY((size_t)++d->used * 2 > d->mask + 1)) return hintc_distinct_grow(d);
  return 1;
}

static inline HInt hintc_distinct_len(PyObject* o) {
  HintcDistinct* d = (HintcDistinct*)o;
  Py_ssize_t n = d->used + (d->rest != NULL ? PySet_GET_SIZE(d->rest) : 0);
  return hint_from_small((int64_t)n);
}
