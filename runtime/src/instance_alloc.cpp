// Compiled class instances: free-list registry (freed on full collections), deferred deallocs.
#include "hintc/rt_instance.h"
#include "hintc/rt_boxed_field.h"

#include <vector>

namespace {

// The lists that hold entries, linked through HintcFreeList::next. The runtime is linked into
// each extension module, so this registry (and the gc callback) is per module.
HintcFreeList* registered_lists = nullptr;
bool hooked = false;

// gc.callbacks entry: after a collection of the oldest generation (gc.collect(), or a full
// automatic one) the lists are freed, as CPython frees its own free lists then.
PyObject* on_collection(PyObject*, PyObject* const* args, Py_ssize_t nargs) {
  if (nargs == 2 && PyUnicode_Check(args[0]) && PyDict_Check(args[1]) &&
      PyUnicode_CompareWithASCIIString(args[0], "stop") == 0) {
    PyObject* gen = PyDict_GetItemString(args[1], "generation");
    if (gen != nullptr && PyLong_Check(gen) && PyLong_AsLong(gen) == 2) hintc_freelists_clear();
  }
  Py_RETURN_NONE;
}

// Deallocations put aside still have their weak references (the header's first word may be
// their list), so they link through the collector's link word `prev` instead: they are
// untracked, and an untracked object's `prev` holds only the collector's flags, which stay in
// its two low bits (objects are 16-byte aligned), as CPython's trashcan links the objects it
// puts aside.
// Without the collector's layout (HINTC_CPY_GC_LINKS 0) they wait in a vector, and the head is
// its last entry.
#if HINTC_CPY_GC_LINKS
void link_push(PyObject** head, PyObject* o) {
  HintcGcLink* gc = reinterpret_cast<HintcGcLink*>(o) - 1;
  gc->prev = (gc->prev & 3) | reinterpret_cast<uintptr_t>(*head);
  *head = o;
}

// Takes the first object off a non-empty list, its link word back to only the flags.
PyObject* link_pop(PyObject** head) {
  PyObject* o = *head;
  HintcGcLink* gc = reinterpret_cast<HintcGcLink*>(o) - 1;
  *head = reinterpret_cast<PyObject*>(gc->prev & ~static_cast<uintptr_t>(3));
  gc->prev &= 3;
  return o;
}
#else
std::vector<PyObject*> put_aside;
void link_push(PyObject** head, PyObject* o) {
  put_aside.push_back(o);
  *head = o;
}
PyObject* link_pop(PyObject** head) {
  PyObject* o = put_aside.back();
  put_aside.pop_back();
  *head = put_aside.empty() ? nullptr : put_aside.back();
  return o;
}
#endif

PyMethodDef on_collection_def = {"_hintc_free_lists", reinterpret_cast<PyCFunction>(
                                     reinterpret_cast<void (*)(void)>(on_collection)),
                                 METH_FASTCALL, nullptr};

}  // namespace

int hintc_dealloc_depth = 0;
PyObject* hintc_dealloc_later = nullptr;

void hintc_dealloc_defer(PyObject* self) {
  link_push(&hintc_dealloc_later, self);
}

void hintc_dealloc_drain(void) {
  // Counted as one level, so the deallocations below put aside again rather than drain.
  ++hintc_dealloc_depth;
  while (hintc_dealloc_later != nullptr) {
    PyObject* o = link_pop(&hintc_dealloc_later);
    Py_TYPE(o)->tp_dealloc(o);
  }
  --hintc_dealloc_depth;
}

void hintc_freelist_register(HintcFreeList* fl) {
  fl->registered = 1;
  fl->next = registered_lists;
  registered_lists = fl;
}

void hintc_freelists_clear(void) {
  hintc_spare_floats_clear();
  for (HintcFreeList* fl = registered_lists; fl != nullptr; fl = fl->next) {
    while (fl->head != nullptr) {
      PyObject* o = fl->head;
      fl->head = *hintc_freelist_link(o);
      --fl->count;
      PyTypeObject* t = Py_TYPE(o);
      hintc_instance_free_uncounted(o, t);
      Py_DECREF(t);
    }
  }
}

int hintc_freelists_hook(void) {
  if (hooked) return 0;
  hintc_gc_count_locate();
  PyObject* gc = PyImport_ImportModule("gc");
  PyObject* callbacks = gc != nullptr ? PyObject_GetAttrString(gc, "callbacks") : nullptr;
  Py_XDECREF(gc);
  PyObject* fn = callbacks != nullptr ? PyCFunction_New(&on_collection_def, nullptr) : nullptr;
  int rc = fn != nullptr && PyList_Check(callbacks) ? PyList_Append(callbacks, fn) : -1;
  if (rc == 0) hooked = true;
  else if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "gc.callbacks is not a list");
  Py_XDECREF(fn);
  Py_XDECREF(callbacks);
  return rc;
}
