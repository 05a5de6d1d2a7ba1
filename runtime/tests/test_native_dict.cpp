// Native dicts (rt_native_dict.h) against real dicts: random stores, deletes and pops over small
// and bignum keys give the same contents in the same order, and a loop that mutates the dict
// between steps gets CPython's dict-iterator errors at the same step (the table sizes agree).
#include <gtest/gtest.h>

#include <random>

#include "test_util.h"

using namespace rt_test;

namespace {

// The native dict's items as a Python list of (key, value) tuples, in order.
PyObject* native_items(PyObject* d) {
  PyObject* out = PyList_New(0);
  PyObject* it = hintc_nd_iter_new(d);
  while (hintc_nd_iter_next(it) == 1) {
    PyObject* pair = Py_BuildValue("(NN)", hint_box_steal(hintc_nd_iter_key(it)),
                                   hint_box_steal(hintc_nd_iter_int(it)));
    PyList_Append(out, pair);
    Py_DECREF(pair);
  }
  Py_DECREF(it);
  return out;
}

std::string items_repr(PyObject* list) {
  PyObject* r = PyObject_Repr(list);
  std::string s = PyUnicode_AsUTF8(r);
  Py_DECREF(r);
  return s;
}

// Keys: a few small ones (so stores hit existing keys) and bignums around the small range.
std::vector<PyObject*> key_pool() {
  std::vector<PyObject*> keys = ints_from({"0", "1", "-1", "7", "2**62 - 1", "-(2**62)", "2**62",
                                           "-(2**62) - 1", "2**70", "-(2**90)", "10**30"});
  for (int i = 0; i < 24; ++i) keys.push_back(PyLong_FromLong(i * 37 - 200));
  return keys;
}

TEST(NativeDict, RandomOperationsMatchDict) {
  std::vector<PyObject*> keys = key_pool();
  std::mt19937 rng(1234);
  for (int round = 0; round < 200; ++round) {
    PyObject* nd = hintc_nd_new(hint_from_small(0), 'i');
    PyObject* pd = PyDict_New();
    for (int step = 0; step < 60; ++step) {
      PyObject* k = keys[rng() % keys.size()];
      HInt hk = hint_from_object(k);
      int op = (int)(rng() % 5);
      if (op <= 1) {
        PyObject* v = PyLong_FromLong(step);
        HInt hv = hint_from_object(v);
        ASSERT_EQ(hintc_nd_set_int(nd, hk, hv), 1);
        PyDict_SetItem(pd, k, v);
        hint_decref(hv);
        Py_DECREF(v);
      } else if (op == 2) {
        char r = hintc_nd_del(nd, hk);
        std::string err = r == 1 ? "" : take_error();
        int found = PyDict_DelItem(pd, k) == 0;
        std::string want = found ? "" : take_error();
        ASSERT_EQ(r == 1, found);
        EXPECT_EQ(err, want);
      } else if (op == 3) {
        HInt r = hintc_nd_pop_or_int(nd, hk, hint_from_small(-1));
        PyObject* want = PyObject_CallMethod(pd, "pop", "Oi", k, -1);
        EXPECT_EQ(outcome_of_hint(r), outcome_of_object(want));
      } else {
        EXPECT_EQ(hintc_nd_contains(nd, hk), PyDict_Contains(pd, k));
      }
      hint_decref(hk);
      ASSERT_EQ(hint_small_value(hintc_nd_len(nd)), PyDict_Size(pd));
    }
    PyObject* got = native_items(nd);
    PyObject* want = PyDict_Items(pd);
    EXPECT_EQ(items_repr(got), items_repr(want));
    Py_DECREF(got);
    Py_DECREF(want);
    Py_DECREF(nd);
    Py_DECREF(pd);
  }
  release(keys);
}

TEST(NativeDict, MutationDuringIterationMatchesDictIterator) {
  // Each round: a dict of n keys, then steps of the loop, each followed by a random change
  // (store an existing key, delete one, insert a new one, or both: the size kept).
  std::mt19937 rng(99);
  for (int round = 0; round < 400; ++round) {
    PyObject* nd = hintc_nd_new(hint_from_small(0), 'i');
    PyObject* pd = PyDict_New();
    int n = (int)(rng() % 30);
    long next_key = 0;
    for (; next_key < n; ++next_key) {
      PyObject* k = PyLong_FromLong(next_key);
      PyDict_SetItem(pd, k, k);
      hintc_nd_set_int(nd, hint_from_small(next_key), hint_from_small(next_key));
      Py_DECREF(k);
    }
    PyObject* pit = PyObject_GetIter(pd);
    PyObject* nit = hintc_nd_iter_new(nd);
    for (int step = 0; step < 80; ++step) {
      PyObject* pk = PyIter_Next(pit);
      std::string want = pk != NULL ? items_repr(pk) : PyErr_Occurred() ? take_error() : "end";
      char r = hintc_nd_iter_next(nit);
      std::string got = r == 1 ? std::to_string(hint_small_value(hintc_nd_iter_key(nit)))
                        : r == 0 ? "end" : take_error();
      ASSERT_EQ(got, want) << "round " << round << " step " << step;
      Py_XDECREF(pk);
      if (r != 1) break;
      int op = (int)(rng() % 4);
      long victim = (long)(rng() % (unsigned long)(next_key + 1));
      if (op == 0 || op == 3) {  // delete (when present)
        PyObject* k = PyLong_FromLong(victim);
        if (PyDict_DelItem(pd, k) == 0) {
          ASSERT_EQ(hintc_nd_del(nd, hint_from_small(victim)), 1);
        } else {
          PyErr_Clear();
        }
        Py_DECREF(k);
      }
      if (op >= 1) {  // store: a new key (op 1, 3) or an existing one (op 2)
        long key = op == 2 ? victim : next_key++;
        PyObject* k = PyLong_FromLong(key);
        if (op != 2 || PyDict_Contains(pd, k)) {
          PyDict_SetItem(pd, k, k);
          hintc_nd_set_int(nd, hint_from_small(key), hint_from_small(key));
        }
        Py_DECREF(k);
      }
    }
    Py_DECREF(nit);
    Py_DECREF(pit);
    Py_DECREF(nd);
    Py_DECREF(pd);
  }
}

TEST(NativeDict, PresizedLiteralsAndClear) {
  // A display of n pairs sizes the table as BUILD_MAP does: deleting and re-adding every key in
  // a loop then stops at the same step as over a real dict display.
  for (int n = 1; n < 40; ++n) {
    PyObject* nd = hintc_nd_new(hint_from_small(n), 'f');
    std::string src = "{";
    for (int i = 0; i < n; ++i) {
      hintc_nd_set_float(nd, hint_from_small(i), 0.5 * i);
      src += std::to_string(i) + ": 0.0, ";
    }
    PyObject* pd = eval(src + "}");
    PyObject* pit = PyObject_GetIter(pd);
    PyObject* nit = hintc_nd_iter_new(nd);
    for (long shift = 1000;; ++shift) {
      PyObject* pk = PyIter_Next(pit);
      std::string want = pk != NULL ? "item" : PyErr_Occurred() ? take_error() : "end";
      char r = hintc_nd_iter_next(nit);
      std::string got = r == 1 ? "item" : r == 0 ? "end" : take_error();
      ASSERT_EQ(got, want) << "n " << n;
      if (pk == NULL) break;
      PyDict_DelItem(pd, pk);
      PyObject* k2 = PyLong_FromLong(shift);
      PyDict_SetItem(pd, k2, Py_None);
      hintc_nd_del(nd, hint_from_object(pk));
      hintc_nd_set_float(nd, hint_from_small(shift), 1.0);
      Py_DECREF(k2);
      Py_DECREF(pk);
    }
    hintc_nd_clear(nd);
    EXPECT_EQ(hintc_nd_bool(nd), 0);
    EXPECT_EQ(hintc_nd_get_or_float(nd, hint_from_small(0), -2.0), -2.0);
    Py_DECREF(nit);
    Py_DECREF(pit);
    Py_DECREF(nd);
    Py_DECREF(pd);
  }
}

}  // namespace
