// Distinct-item counters (hintc/rt_distinct.h): allocation with a small free list, table growth,
// and the real set that holds big ints and other objects.
#include <cstdlib>
#include <cstring>

#include "hintc/rt_distinct.h"
#include "internal.h"

namespace {

// len({...}) in a loop would otherwise pay an allocation per display.
constexpr int kFreeMax = 4;
HintcDistinct* free_list[kFreeMax];
int free_count = 0;

void release_storage(HintcDistinct* d) {
  if (d->table != d->inline_table) PyMem_Free(d->table);
  Py_CLEAR(d->rest);
}

void distinct_dealloc(PyObject* o) {
  HintcDistinct* d = reinterpret_cast<HintcDistinct*>(o);
  release_storage(d);
  if (free_count < kFreeMax) {
    free_list[free_count++] = d;
    return;
  }
  PyObject_Free(o);
}

PyTypeObject distinct_type{};

bool ready() {
  if (distinct_type.tp_flags & Py_TPFLAGS_READY) return true;
  hintc_rt::hintc_helper_type_init(&distinct_type, "hintc.distinct_counter", sizeof(HintcDistinct),
                                   distinct_dealloc,
                                   "the items of a compiled set display that only len() sees");
  return PyType_Ready(&distinct_type) == 0;
}

void fill_empty(HInt* table, size_t n) {
  for (size_t i = 0; i < n; ++i) table[i] = HINTC_DISTINCT_EMPTY;
}

}  // namespace

PyObject* hintc_distinct_new(void) {
  if (!ready()) return nullptr;
  HintcDistinct* d;
  if (free_count > 0) {
    d = free_list[--free_count];
    // The free list keeps the memory only; the object starts over as a new one.
    PyObject_Init(reinterpret_cast<PyObject*>(d), &distinct_type);
  } else {
    d = PyObject_New(HintcDistinct, &distinct_type);
    if (d == nullptr) return nullptr;
  }
  d->used = 0;
  d->mask = sizeof(d->inline_table) / sizeof(HInt) - 1;
  d->table = d->inline_table;
  d->rest = nullptr;
  fill_empty(d->table, d->mask + 1);
  return reinterpret_cast<PyObject*>(d);
}

char hintc_distinct_grow(HintcDistinct* d) {
  size_t old_size = d->mask + 1;
  size_t size = old_size * 4;
  HInt* table = static_cast<HInt*>(PyMem_Malloc(size * sizeof(HInt)));
  if (table == nullptr) {
    PyErr_NoMemory();
    return 2;
  }
  fill_empty(table, size);
  size_t mask = size - 1;
  for (size_t j = 0; j < old_size; ++j) {
    HInt v = d->table[j];
    if (v == HINTC_DISTINCT_EMPTY) continue;
    size_t i = hintc_distinct_slot(v, mask);
    while (table[i] != HINTC_DISTINCT_EMPTY) i = (i + 1) & mask;
    table[i] = v;
  }
  if (d->table != d->inline_table) PyMem_Free(d->table);
  d->table = table;
  d->mask = mask;
  return 1;
}

char hintc_distinct_add_obj(PyObject* o, PyObject* item) {
  HintcDistinct* d = reinterpret_cast<HintcDistinct*>(o);
  if (d->rest == nullptr) {
    d->rest = PySet_New(nullptr);
    if (d->rest == nullptr) return 2;
  }
  return PySet_Add(d->rest, item) < 0 ? 2 : 1;
}

char hintc_distinct_add_big(HintcDistinct* d, HInt v) {
  // A boxed HInt is an owned PyLong; the set takes its own reference.
  return hintc_distinct_add_obj(reinterpret_cast<PyObject*>(d), hint_as_object(v));
}
