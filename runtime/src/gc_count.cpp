// Finds the collector's young-generation count and list, so untracked instances go uncounted.
#include "hintc/rt_instance.h"

int* hintc_gc_young_count = nullptr;
HintcGcLink* hintc_gc_young_list = nullptr;

namespace {

// CPython 3.11 to 3.13's generation records (Include/internal/pycore_gc.h): the list head, then the
// threshold and the count, three of them in a row.
struct GcGeneration {
  HintcGcLink head;
  int threshold;
  int count;
};

// The three ints of gc.get_threshold() or gc.get_count(); 0 when the call fails.
int read_triple(PyObject* gc, const char* name, long out[3]) {
  PyObject* t = PyObject_CallMethod(gc, name, nullptr);
  int ok = t != nullptr && PyTuple_Check(t) && PyTuple_GET_SIZE(t) == 3;
  for (Py_ssize_t i = 0; ok && i < 3; ++i) {
    out[i] = PyLong_AsLong(PyTuple_GET_ITEM(t, i));
    ok = !(out[i] == -1 && PyErr_Occurred());
  }
  Py_XDECREF(t);
  PyErr_Clear();
  return ok;
}

}  // namespace

void hintc_gc_count_locate(void) {
#if HINTC_CPY_GC_LINKS
  if (hintc_gc_young_count != nullptr) return;
  PyObject* gc = PyImport_ImportModule("gc");
  // A new list is tracked at once, as the young list's last entry, so its link's `next` is the
  // young generation's list head. The layout is believed only when the records there agree with
  // what the gc module reports (a collection in between makes them disagree: no adjustment).
  PyObject* probe = gc != nullptr ? PyList_New(0) : nullptr;
  long thresholds[3], counts[3];
  if (probe != nullptr && read_triple(gc, "get_threshold", thresholds) &&
      read_triple(gc, "get_count", counts)) {
    const HintcGcLink* link = reinterpret_cast<const HintcGcLink*>(probe) - 1;
    GcGeneration* gens = reinterpret_cast<GcGeneration*>(link->next);
    bool ok = gens != nullptr && gens[0].head.prev == reinterpret_cast<uintptr_t>(link);
    for (int i = 0; ok && i < 3; ++i) ok = gens[i].threshold == thresholds[i];
    // get_count's own tuple counts as one more young allocation.
    ok = ok && gens[1].count == counts[1] && gens[2].count == counts[2] &&
         gens[0].count >= counts[0] && gens[0].count <= counts[0] + 2;
    if (ok) {
      hintc_gc_young_count = &gens[0].count;
      hintc_gc_young_list = &gens[0].head;
    }
  }
  Py_XDECREF(probe);
  Py_XDECREF(gc);
  PyErr_Clear();
#endif
}
