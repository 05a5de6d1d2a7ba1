// sum/min/max over a list[int] / list[float] value: a native list's unboxed items, an exact
// list's items decoded in place, or any other list through its iterator (rt_native_list.h).
#include "hintc/rt_args.h"
#include "hintc/rt_containers.h"
#include "hintc/rt_float.h"
#include "hintc/rt_native_list.h"

namespace {

// How items of each kind are read: from a native list, by index from an exact list (as a
// compiled `for` loop reads them: same conversions, same TypeErrors), or from an iterator.
struct IntItems {
  static HInt native(HintcNList* l, Py_ssize_t i) { return l->items.ints[i]; }
  static HInt seq(PyObject* o, Py_ssize_t i) { return hintc_seq_item_int(o, i); }
  static HInt unbox(PyObject* x) { return hintc_unbox_int(x, "iterated value"); }
  static bool failed(HInt v) { return v == HINT_ERROR; }
  static void drop(HInt v) { hint_decref(v); }
};
struct FloatItems {
  static double native(HintcNList* l, Py_ssize_t i) { return l->items.floats[i]; }
  static double seq(PyObject* o, Py_ssize_t i) { return hintc_seq_item_float(o, i); }
  static double unbox(PyObject* x) { return hintc_unbox_float(x, "iterated value"); }
  static bool failed(double v) { return v == HFLOAT_ERROR && PyErr_Occurred(); }
  static void drop(double) {}
};

// Calls f(item) (borrowed) for each item until f returns false; false when that happened or an
// item could not be read (exception set).
template <class Items, class F>
bool each_item(PyObject* o, F f) {
  if (hintc_nl_check(o)) {
    HintcNList* l = hintc_nl(o);
    for (Py_ssize_t i = 0; i < l->size; ++i) {
      if (!f(Items::native(l, i))) return false;
    }
    return true;
  }
  bool exact = PyList_CheckExact(o);
  PyObject* it = exact ? NULL : PyObject_GetIter(o);
  if (!exact && it == NULL) return false;
  bool ok = true;
  for (Py_ssize_t i = 0; ok; ++i) {
    if (exact && i >= PyList_GET_SIZE(o)) break;
    PyObject* item = exact ? NULL : PyIter_Next(it);
    if (!exact && item == NULL) {
      ok = !PyErr_Occurred();
      break;
    }
    auto v = exact ? Items::seq(o, i) : Items::unbox(item);
    Py_XDECREF(item);
    if (Items::failed(v)) {
      ok = false;
      break;
    }
    ok = f(v);
    Items::drop(v);
  }
  Py_XDECREF(it);
  return ok;
}

// The items of an exact list as int64 values while each is an exact int of at most one digit
// (|v| < 2**30: what lists built by Python code mostly hold); false at the first other item,
// and the caller then starts over on the general path. Reading ints calls no Python code, so
// the list cannot change meanwhile.
template <class F>
bool each_one_digit_int(PyObject* o, F f) {
  PyObject** items = ((PyListObject*)o)->ob_item;
  const Py_ssize_t n = PyList_GET_SIZE(o);
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject* v = items[i];
    HInt h;
    if (Py_TYPE(v) != &PyLong_Type || !hint_try_from_digit(v, &h)) return false;
    f(hint_small_value(h));
  }
  return true;
}

void raise_empty(int is_max) {
  PyErr_SetString(PyExc_ValueError, hintc_empty_reduce_message(is_max));
}

}  // namespace

HInt hintc_nl_sum_int(PyObject* o) {
  if (hintc_nl_check(o) && !hintc_nl(o)->big) {
    // Small items add as tagged words (the tag bit stays 0). The first overflow means the exact
    // sum needs the bignum walk below; until then each item costs an add and a predictable
    // branch, and unrolling spreads the loop's own bookkeeping over several items.
    HintcNList* l = hintc_nl(o);
    const HInt* items = l->items.ints;
    const Py_ssize_t n = l->size;
    HInt acc = 0;
    Py_ssize_t i = 0;
#pragma GCC unroll 8
    for (; i < n; ++i) {
      if (__builtin_add_overflow(acc, items[i], &acc)) break;
    }
    if (i == n) return acc;
  } else if (PyList_CheckExact(o) && PyList_GET_SIZE(o) < ((Py_ssize_t)1 << 31)) {
    int64_t acc = 0;  // below 2**31 items of |v| < 2**30: no overflow
    if (each_one_digit_int(o, [&](int64_t v) { acc += v; })) return hint_from_i64(acc);
  }
  HInt acc = hint_from_small(0);
  bool ok = each_item<IntItems>(o, [&](HInt x) {
    HInt r = hint_add(acc, x);
    hint_decref(acc);
    acc = r;
    return r != HINT_ERROR;
  });
  if (!ok) {
    if (acc != HINT_ERROR) hint_decref(acc);
    return HINT_ERROR;
  }
  return acc;
}

HInt hintc_nl_minmax_int(PyObject* o, int is_max) {
  // An item replaces the best only when strictly better: the first of equal items wins, as in
  // CPython (which compares item < best / item > best).
  if (hintc_nl_check(o) && hintc_nl(o)->size > 0 && !hintc_nl(o)->big) {
    // Small values keep their order as tagged words, and equal values are equal words.
    // Two running bests over alternate items halve the dependency chain; the four-way loop
    // spends a load, a compare and a conditional move per item.
    HintcNList* l = hintc_nl(o);
    const HInt* items = l->items.ints;
    const Py_ssize_t n = l->size;
    HInt b0 = items[0], b1 = items[0];
    Py_ssize_t i = 1;
    if (is_max) {
      for (; i + 4 <= n; i += 4) {
        b0 = items[i] > b0 ? items[i] : b0;
        b1 = items[i + 1] > b1 ? items[i + 1] : b1;
        b0 = items[i + 2] > b0 ? items[i + 2] : b0;
        b1 = items[i + 3] > b1 ? items[i + 3] : b1;
      }
      for (; i < n; ++i) b0 = items[i] > b0 ? items[i] : b0;
      return b1 > b0 ? b1 : b0;
    }
    for (; i + 4 <= n; i += 4) {
      b0 = items[i] < b0 ? items[i] : b0;
      b1 = items[i + 1] < b1 ? items[i + 1] : b1;
      b0 = items[i + 2] < b0 ? items[i + 2] : b0;
      b1 = items[i + 3] < b1 ? items[i + 3] : b1;
    }
    for (; i < n; ++i) b0 = items[i] < b0 ? items[i] : b0;
    return b1 < b0 ? b1 : b0;
  }
  if (PyList_CheckExact(o) && PyList_GET_SIZE(o) > 0) {
    int64_t best = is_max ? INT64_MIN : INT64_MAX;
    bool small = is_max ? each_one_digit_int(o, [&](int64_t v) { best = v > best ? v : best; })
                        : each_one_digit_int(o, [&](int64_t v) { best = v < best ? v : best; });
    if (small) return hint_from_small(best);
  }
  HInt best = HINT_ERROR;
  bool ok = each_item<IntItems>(o, [&](HInt x) {
    if (best == HINT_ERROR || (is_max ? hint_gt(x, best) : hint_lt(x, best))) {
      hint_incref(x);
      if (best != HINT_ERROR) hint_decref(best);
      best = x;
    }
    return true;
  });
  if (!ok) {
    if (best != HINT_ERROR) hint_decref(best);
    return HINT_ERROR;
  }
  if (best == HINT_ERROR) raise_empty(is_max);
  return best;
}

PyObject* hintc_nl_sum_float(PyObject* o) {
  // Floats add from sum()'s start 0 (so sum([-0.0]) is 0.0); no items leave the int 0. From
  // 3.12 CPython's sum() carries the rounding error of each addition (Neumaier's compensated
  // summation) and adds it at the end unless it is zero or not finite.
  double acc = 0.0, err = 0.0;
  bool any = false;
  bool ok = each_item<FloatItems>(o, [&](double x) {
    double sum = acc + x;
    err = hfloat_sum_error(err, acc, x, sum);
    acc = sum;
    any = true;
    return true;
  });
  if (!ok) return NULL;
  return any ? PyFloat_FromDouble(hfloat_sum_end(acc, err)) : PyLong_FromLong(0);
}

double hintc_nl_minmax_float(PyObject* o, int is_max) {
  double best = 0.0;
  bool any = false;
  bool ok = each_item<FloatItems>(o, [&](double x) {
    if (!any || (is_max ? x > best : x < best)) best = x;
    any = true;
    return true;
  });
  if (!ok) return HFLOAT_ERROR;
  if (!any) {
    raise_empty(is_max);
    return HFLOAT_ERROR;
  }
  return best;
}
