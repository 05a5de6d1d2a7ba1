// Loop states of native `for` loops over dicts (hintc/rt_dict_iter.h): allocation with a small
// free list, the generic walk of dict subclasses, and CPython's errors for a changed dict.
#include <cstddef>

#include "hintc/rt_containers.h"
#include "hintc/rt_dict_iter.h"
#include "hintc/rt_errors.h"
#include "internal.h"

int hintc_dict_walk_ok = 0;

namespace {

// Loops over small dicts in hot code would otherwise pay an allocation per loop.
constexpr int kFreeMax = 8;
HintcDictIter* free_list[kFreeMax];
int free_count = 0;

void dict_iter_dealloc(PyObject* o) {
  HintcDictIter* it = reinterpret_cast<HintcDictIter*>(o);
  Py_CLEAR(it->dict);
  Py_CLEAR(it->iter);
  Py_CLEAR(it->item);
  Py_CLEAR(it->held);
  Py_CLEAR(it->item_type);
  if (free_count < kFreeMax) {
    free_list[free_count++] = it;
    return;
  }
  PyObject_Free(o);
}

PyTypeObject dict_iter_type{};

// Whether hintc_dict_step reads these dicts as PyDict_Next does: the walk over a str-keyed and
// an int-keyed dict with a deleted entry must give PyDict_Next's entries and positions.
bool dict_walk_agrees(PyObject* d) {
  Py_ssize_t p1 = 0, p2 = 0;
  PyObject *k1, *v1, *k2 = nullptr, *v2 = nullptr;
  hintc_dict_walk_ok = 1;
  for (;;) {
    int a = PyDict_Next(d, &p1, &k1, &v1), b = hintc_dict_step(d, &p2, &k2, &v2);
    if (a != b || p1 != p2 || (a && (k1 != k2 || v1 != v2))) {
      hintc_dict_walk_ok = 0;
      return false;
    }
    if (!a) return true;
  }
}

bool check_dict_walk() {
  bool ok = true;
  for (int str_keys = 0; str_keys < 2 && ok; ++str_keys) {
    PyObject* d = PyDict_New();
    if (d == nullptr) return false;
    for (long i = 0; i < 12 && ok; ++i) {
      PyObject* k = str_keys ? PyUnicode_FromFormat("k%ld", i) : PyLong_FromLong(i * 1000);
      PyObject* v = PyLong_FromLong(i);
      ok = k != nullptr && v != nullptr && PyDict_SetItem(d, k, v) == 0 &&
           (i != 5 || PyDict_DelItem(d, k) == 0);
      Py_XDECREF(k);
      Py_XDECREF(v);
    }
    ok = ok && dict_walk_agrees(d);
    Py_DECREF(d);
  }
  if (!ok) PyErr_Clear();
  hintc_dict_walk_ok = ok ? 1 : 0;
  return true;
}

bool ready() {
  if (dict_iter_type.tp_flags & Py_TPFLAGS_READY) return true;
  hintc_rt::hintc_helper_type_init(&dict_iter_type, "hintc.dict_loop", sizeof(HintcDictIter),
                                   dict_iter_dealloc,
                                   "the state of a compiled for loop over a dict");
  return check_dict_walk() && PyType_Ready(&dict_iter_type) == 0;
}

// What a dict subclass's loop iterates: iter(d) or iter(d.keys()) / d.values() / d.items().
PyObject* generic_iterator(PyObject* d, int walk) {
  if (walk == HINTC_DICT_ITER) return PyObject_GetIter(d);
  const char* method = walk == HINTC_DICT_KEYS     ? "keys"
                       : walk == HINTC_DICT_VALUES ? "values"
                                                   : "items";
  PyObject* view = PyObject_CallMethod(d, method, nullptr);
  if (view == nullptr) return nullptr;
  PyObject* iter = PyObject_GetIter(view);
  Py_DECREF(view);
  return iter;
}

}  // namespace

PyObject* hintc_dict_iter_new(PyObject* d, int walk, PyObject* item_type) {
  if (!ready()) return nullptr;
  int hold_key = (walk & HINTC_DICT_HOLD_KEY) != 0;
  walk &= ~HINTC_DICT_HOLD_KEY;
  PyObject* iter = nullptr;
  if (!PyDict_CheckExact(d)) {
    iter = generic_iterator(d, walk);
    if (iter == nullptr) return nullptr;
  }
  HintcDictIter* it;
  if (free_count > 0) {
    it = free_list[--free_count];
    // The free list keeps the memory only; the object starts over as a new one.
    PyObject_Init(reinterpret_cast<PyObject*>(it), &dict_iter_type);
  } else {
    it = PyObject_New(HintcDictIter, &dict_iter_type);
    if (it == nullptr) {
      Py_XDECREF(iter);
      return nullptr;
    }
  }
  Py_INCREF(d);
  it->dict = d;
  it->iter = iter;
  it->item = nullptr;
  it->held = nullptr;
  it->hold_key = hold_key;
  it->version = 0;
  it->key = nullptr;
  it->value = nullptr;
  it->pos = 0;
  it->used = iter == nullptr ? PyDict_GET_SIZE(d) : 0;
  it->left = it->used;
  it->walk = walk;
  Py_INCREF(item_type);
  it->item_type = item_type;
  return reinterpret_cast<PyObject*>(it);
}

char hintc_dict_iter_changed(HintcDictIter* it) {
  // The same order of checks as CPython's dict iterators: the size first, then an entry the
  // loop did not start with.
  bool size_changed = PyDict_GET_SIZE(it->dict) != it->used;
  PyErr_SetString(PyExc_RuntimeError, size_changed ? "dictionary changed size during iteration"
                                                   : "dictionary keys changed during iteration");
  return 2;
}

char hintc_dict_iter_next_slow(HintcDictIter* it) {
  PyObject* x = Py_TYPE(it->iter)->tp_iternext(it->iter);
  if (x == nullptr) return hintc_iter_finished() ? 0 : 2;
  Py_XSETREF(it->item, x);
  switch (it->walk) {
    case HINTC_DICT_VALUES: it->value = x; break;
    case HINTC_DICT_ITEMS:
      if (!(PyTuple_Check(x) && PyTuple_GET_SIZE(x) == 2)) {
        const char* want = PyUnicode_AsUTF8(it->item_type);
        if (want == nullptr) return 2;
        hintc_raise_type_mismatch(want, x, "iterated value");
        return 2;
      }
      it->key = PyTuple_GET_ITEM(x, 0);
      it->value = PyTuple_GET_ITEM(x, 1);
      break;
    default: it->key = x;
  }
  return 1;
}
