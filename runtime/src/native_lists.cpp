// Native local lists (hintc/rt_native_list.h): allocation, growth, release and the slow paths.
#include <cstring>

#include "hintc/rt_native_list.h"
#include "internal.h"

// One large item buffer kept from the last dropped list: `xs = [f(x) for x in xs]` in a loop
// makes a list of the same size each time while the previous one is still alive, and buffers this
// large come from the system (mmap) each time, paying page faults on every first touch. Holding
// one bounded buffer (the GIL guards it) lets the next list of a similar size take it.
namespace {
constexpr Py_ssize_t kKeepMin = (Py_ssize_t)1 << 13;  // items: 64 KiB
constexpr Py_ssize_t kKeepMax = (Py_ssize_t)1 << 20;  // items: 8 MiB
HInt* kept_items = NULL;
Py_ssize_t kept_cap = 0;

void keep_or_free(HInt* items, Py_ssize_t cap) {
  if (cap < kKeepMin || cap > kKeepMax) {
    PyMem_Free(items);
    return;
  }
  PyMem_Free(kept_items);
  kept_items = items;
  kept_cap = cap;
}

// A kept buffer for at least `cap` items that wastes at most half of itself, else NULL.
HInt* take_kept(Py_ssize_t cap, Py_ssize_t* got) {
  if (kept_items == NULL || cap < kKeepMin || kept_cap < cap || kept_cap / 2 > cap) return NULL;
  HInt* items = kept_items;
  *got = kept_cap;
  kept_items = NULL;
  kept_cap = 0;
  return items;
}
}  // namespace

static void nl_dealloc(PyObject* o) {
  HintcNList* l = hintc_nl(o);
  if (l->big) {
    for (Py_ssize_t i = 0; i < l->size; ++i) hint_decref(l->items.ints[i]);
  }
  keep_or_free(l->items.ints, (Py_ssize_t)l->cap);
  PyObject_Free(o);
}

static PyTypeObject nl_type() {
  PyTypeObject t;
  memset(&t, 0, sizeof t);
  hintc_rt::hintc_helper_type_init(&t, "hintc.native_list", sizeof(HintcNList), nl_dealloc,
                                   "a compiled function's local list of unboxed items");
  return t;
}

// Never handed to Python: the type only gives the object a deallocator.
PyTypeObject HintcNList_Type = nl_type();

static PyObject* nl_alloc(Py_ssize_t cap, char ints) {
  if (cap < 0) cap = 0;
  if ((size_t)cap > PY_SSIZE_T_MAX / sizeof(HInt)) return PyErr_NoMemory();
  HintcNList* l = (HintcNList*)PyObject_Malloc(sizeof(HintcNList));
  if (l == NULL) return PyErr_NoMemory();
  l->items.ints = NULL;
  if (cap > 0) {
    Py_ssize_t got = cap;
    l->items.ints = take_kept(cap, &got);
    if (l->items.ints != NULL) cap = got;
  }
  if (cap > 0 && l->items.ints == NULL) {
    l->items.ints = (HInt*)PyMem_Malloc((size_t)cap * sizeof(HInt));
    if (l->items.ints == NULL) {
      PyObject_Free(l);
      return PyErr_NoMemory();
    }
  }
  PyObject_Init((PyObject*)l, &HintcNList_Type);
  l->size = 0;
  l->cap = cap;
  l->ints = ints;
  l->big = 0;
  return (PyObject*)l;
}

PyObject* hintc_nl_new(HInt cap, char ints) {
  // A capacity is only a hint (a comprehension's source length): bignums or absurd values
  // reserve nothing rather than fail.
  Py_ssize_t c = 0;
  if (hint_is_small(cap) && hint_small_value(cap) > 0 &&
      hint_small_value(cap) < ((int64_t)1 << 40)) {
    c = (Py_ssize_t)hint_small_value(cap);
  }
  return nl_alloc(c, ints);
}

// The count of `[v] * n` as CPython's list repetition takes it.
static bool fill_count(HInt n, Py_ssize_t* out) {
  if (!hint_is_small(n)) {
    if (hintc_cpy_long_sign(hint_as_object(n)) < 0) {
      *out = 0;
      return true;
    }
    PyErr_NoMemory();
    return false;
  }
  int64_t count = hint_small_value(n);
  if (count < 0) count = 0;
  if ((uint64_t)count > PY_SSIZE_T_MAX / sizeof(HInt)) {
    PyErr_NoMemory();
    return false;
  }
  *out = (Py_ssize_t)count;
  return true;
}

// A native list of `count(n)` items, to be filled by the caller.
static HintcNList* filled(HInt n, char ints) {
  Py_ssize_t count;
  if (!fill_count(n, &count)) return NULL;
  PyObject* o = nl_alloc(count, ints);
  if (o == NULL) return NULL;
  hintc_nl(o)->size = count;
  return hintc_nl(o);
}

PyObject* hintc_nl_fill_int(HInt v, HInt n) {
  HintcNList* l = filled(n, 1);
  if (l == NULL) return NULL;
  if (!hint_is_small(v)) {
    // Each slot owns its reference, as each list slot does.
    Py_SET_REFCNT(hint_as_object(v), Py_REFCNT(hint_as_object(v)) + l->size);
    l->big = 1;
  }
  for (Py_ssize_t i = 0; i < l->size; ++i) l->items.ints[i] = v;
  return (PyObject*)l;
}

PyObject* hintc_nl_fill_float(HInt n, double v) {
  HintcNList* l = filled(n, 0);
  if (l == NULL) return NULL;
  for (Py_ssize_t i = 0; i < l->size; ++i) l->items.floats[i] = v;
  return (PyObject*)l;
}

char hintc_nl_grow(HintcNList* l) {
  // Geometric growth: appends are amortised O(1), as for lists.
  Py_ssize_t cap = l->cap < 8 ? 8 : l->cap + (l->cap >> 1);
  if ((size_t)cap > PY_SSIZE_T_MAX / sizeof(HInt)) {
    PyErr_NoMemory();
    return 2;
  }
  HInt* items = (HInt*)PyMem_Realloc(l->items.ints, (size_t)cap * sizeof(HInt));
  if (items == NULL) {
    PyErr_NoMemory();
    return 2;
  }
  l->items.ints = items;
  l->cap = cap;
  return 1;
}

char hintc_nl_index_error(HInt i, int store) { return hintc_buffer_index_error(i, store); }

char hintc_nl_list_append_obj(PyObject* l, PyObject* v) {
  if (v == NULL) return 2;
  int rc;
  if (PyList_CheckExact(l)) {
    rc = PyList_Append(l, v);
  } else {
    PyObject* r = PyObject_CallMethod(l, "append", "O", v);
    rc = r == NULL ? -1 : 0;
    Py_XDECREF(r);
  }
  Py_DECREF(v);
  return hintc_status(rc);
}
