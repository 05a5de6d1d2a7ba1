// Compiled class instances: per-class free lists, lazy collector tracking, dealloc nesting bound.
#pragma once
#include <Python.h>

#include "hintc/rt_class.h"
#include "hintc/rt_cpython.h"

// CONTRACT.
// Each compiled (non-exception) class keeps a bounded list of deallocated instances of exactly
// its type, as CPython keeps tuples: reusing one skips the allocator.
// Entries are untracked, own a reference to the type, and link through their weak reference
// list's word (hintc_freelist_link).
// A full collection (gc.collect(), generation 2) frees every list, as it frees CPython's.
//
// The collector's young count (gc.get_count()[0], which starts a collection past the first
// threshold) counts instances of exactly a compiled class while they are tracked, not from
// their allocation: an instance is counted when it is tracked and uncounted when it is
// untracked (dealloc), so the untracked ones (leaves, records of numbers), which no collection
// looks at, do not bring collections closer. Every collection, young and full, then comes as
// often as CPython's for the instances that can be in cycles (binary trees: half as many full
// collections, each a walk of every tracked object). Where the count cannot be found
// (hintc_gc_young_count NULL: a Python whose collector records differ) allocation counts as
// in CPython.
// Without the collector's layout (rt_cpython.h HINTC_CPY_GC_LINKS 0) the lists stay empty: a
// reused instance's header must have its "finalized" flag cleared.
enum { HINTC_FREELIST_MAX = HINTC_CPY_GC_LINKS ? 512 : 0 };

typedef struct HintcFreeList {
  PyObject* head;
  int count;
  int registered;               // linked into the module's list of free lists
  struct HintcFreeList* next;   // that list
} HintcFreeList;

// Links fl into the lists a full collection frees (first release into fl).
void hintc_freelist_register(HintcFreeList* fl);
// Frees every registered list's entries (and their type references).
void hintc_freelists_clear(void);
// Makes full collections call hintc_freelists_clear (a gc.callbacks entry) and finds the young
// count (hintc_gc_count_locate). 0 / -1.
int hintc_freelists_hook(void);

// isinstance(o, t) for a compiled class t (PyObject_TypeCheck), with the common case, o of a
// compiled subclass, inline: the chain of solid bases is part of the MRO, which
// PyType_IsSubtype walks only past it (Python classes with several bases).
static inline int hintc_instance_of(PyObject* o, PyTypeObject* t) {
  for (PyTypeObject* s = Py_TYPE(o); s != NULL; s = s->tp_base) {
    if (s == t) return 1;
  }
  return PyType_IsSubtype(Py_TYPE(o), t);
}

// The collector's link header, right before every collectable object (CPython's PyGC_Head,
// 3.8 onwards; rt_cpython.h HINTC_CPY_GC_LINKS): `next` is nonzero when tracked; `prev`'s two
// low bits are the collector's flags.
typedef struct HintcGcLink {
  uintptr_t next, prev;
} HintcGcLink;

// The young generation's count and list head, or NULL (gc_count.cpp); found when the first
// class is made. Only the instance paths below adjust the count, each as CPython's allocator
// would for the object.
extern int* hintc_gc_young_count;
extern HintcGcLink* hintc_gc_young_list;
void hintc_gc_count_locate(void);

// PyObject_GC_IsTracked inline.
static inline int hintc_gc_is_tracked(PyObject* o) {
#if HINTC_CPY_GC_LINKS
  return reinterpret_cast<HintcGcLink*>(o)[-1].next != 0;
#else
  return PyObject_GC_IsTracked(o);
#endif
}

// PyObject_GC_Track / PyObject_GC_UnTrack of an object known to be untracked / tracked, inline
// (as CPython's own _PyObject_GC_TRACK / _UNTRACK) once the young list is found.
static inline void hintc_gc_track(PyObject* o) {
  HintcGcLink* head = hintc_gc_young_list;
  if (!HINTC_CPY_GC_LINKS || head == NULL) {
    PyObject_GC_Track(o);
    return;
  }
  HintcGcLink* gc = reinterpret_cast<HintcGcLink*>(o) - 1;
  HintcGcLink* last = reinterpret_cast<HintcGcLink*>(head->prev);
  last->next = reinterpret_cast<uintptr_t>(gc);
  gc->prev = (gc->prev & 3) | reinterpret_cast<uintptr_t>(last);
  gc->next = reinterpret_cast<uintptr_t>(head);
  head->prev = reinterpret_cast<uintptr_t>(gc);
}

static inline void hintc_gc_untrack(PyObject* o) {
  if (!HINTC_CPY_GC_LINKS || hintc_gc_young_list == NULL) {
    PyObject_GC_UnTrack(o);
    return;
  }
  HintcGcLink* gc = reinterpret_cast<HintcGcLink*>(o) - 1;
  HintcGcLink* prev = reinterpret_cast<HintcGcLink*>(gc->prev & ~static_cast<uintptr_t>(3));
  HintcGcLink* next = reinterpret_cast<HintcGcLink*>(gc->next);
  prev->next = reinterpret_cast<uintptr_t>(next);
  next->prev = (next->prev & 3) | reinterpret_cast<uintptr_t>(prev);
  gc->next = 0;
  gc->prev &= 1;  // the finalized flag stays, as CPython keeps it
}

// The word a free-list entry links through: its weak reference list (rt_class.h), which a freed
// instance no longer needs (it was cleared) and the allocator sets again for every instance it
// hands out, in whichever header or pre-header the type keeps it.
static inline PyObject** hintc_freelist_link(PyObject* o) { return hintc_weakrefs_of(o); }

// As PyObject_GC_Del does when it frees an object (never below zero: a collection resets it).
static inline void hintc_gc_uncount(void) {
  if (hintc_gc_young_count != NULL && *hintc_gc_young_count > 0) --*hintc_gc_young_count;
}

// Frees an uncounted instance of exactly a compiled class (tp_free uncounts what it frees, when
// the class is collectable: ir::ClassDef::collectable).
static inline void hintc_instance_free_uncounted(PyObject* self, PyTypeObject* t) {
  if (hintc_gc_young_count != NULL && PyType_IS_GC(t)) ++*hintc_gc_young_count;
  t->tp_free(self);
}

// Instances of exactly a compiled class start untracked by the collector and are tracked from
// the first store of a value of a collectable type into one of their fields, as CPython tracks
// a dict from its first such value: until then nothing they hold can lead back to them, so they
// are in no cycle, and gen-0 collections skip them (binary trees' leaves, vectors of floats).
// Called before every store of an object into a field (v NULL: a delete).
static inline void hintc_instance_track_for(PyObject* self, PyObject* v) {
  if (!hintc_gc_is_tracked(self) && v != NULL && PyType_IS_GC(Py_TYPE(v))) {
    hintc_gc_track(self);
    // Only instances of exactly a compiled class start untracked (an interpreted subclass's
    // instance is tracked, and counted, from its allocation).
    if (hintc_gc_young_count != NULL) ++*hintc_gc_young_count;
  }
}

// The start of tp_dealloc of an instance of a compiled class whose exact type is `exact`:
// untracks it and, for an instance of exactly that type, takes it out of the young count.
static inline void hintc_instance_untrack(PyObject* self, PyTypeObject* exact) {
  if (!hintc_gc_is_tracked(self)) return;
  hintc_gc_untrack(self);
  if (Py_TYPE(self) == exact) hintc_gc_uncount();
}

// An entry of fl made a new reference, or NULL when fl is empty.
static inline PyObject* hintc_instance_reuse(HintcFreeList* fl) {
  PyObject* o = fl->head;
  if (o != NULL) {
    fl->head = *hintc_freelist_link(o);
    --fl->count;
#if HINTC_CPY_GC_LINKS
    _Py_NewReference(o);  // the entry's type reference passes to the instance
#else
    PyObject_Init(o, Py_TYPE(o));  // never reached: the lists stay empty
    Py_DECREF(Py_TYPE(o));
#endif
  }
  return o;
}

// A new, untracked instance of exactly type t with refcount 1 and its header and fields left for
// the caller to set (see hintc_instance_track_for). NULL with MemoryError.
static inline PyObject* hintc_instance_new(PyTypeObject* t, HintcFreeList* fl) {
  PyObject* o = hintc_instance_reuse(fl);
  if (o != NULL) return o;
  // The allocation may start a collection when tracked instances have brought the count to
  // the threshold; the new instance itself is not counted until it is tracked.
  o = PyObject_GC_New(PyObject, t);
  hintc_gc_uncount();
  return o;
}

// hintc_instance_new for a class whose instances have no collector header
// (ir::ClassDef::collectable false): the allocation neither counts nor starts a collection.
static inline PyObject* hintc_instance_new_plain(PyTypeObject* t, HintcFreeList* fl) {
  PyObject* o = hintc_instance_reuse(fl);
  return o != NULL ? o : PyObject_New(PyObject, t);
}

// The end of tp_dealloc (self untracked, weakrefs and fields cleared): an instance of exactly
// `exact` goes to fl while it has room, anything else (an interpreted subclass's instance) to
// tp_free.
static inline void hintc_instance_release(PyObject* self, PyTypeObject* exact, HintcFreeList* fl) {
  PyTypeObject* t = Py_TYPE(self);
  if (t != exact) {
    t->tp_free(self);
  } else if (fl->count < HINTC_FREELIST_MAX) {
    if (!fl->registered) hintc_freelist_register(fl);
    *hintc_freelist_link(self) = fl->head;
    fl->head = self;
    ++fl->count;
    return;
  } else {
    hintc_instance_free_uncounted(self, t);
  }
  Py_DECREF(t);
}

// Deallocation nesting of compiled instances, CPython's trashcan made cheaper (no thread-state
// read, no calls on the common path): past HINTC_DEALLOC_DEPTH nested deallocations an
// instance is put aside (linked through its collector link: instance_alloc.cpp) and deallocated
// when the outermost one returns.
// The counter is the module's (the GIL guards it); a thread switching in mid-deallocation
// continues the count, which only defers sooner.
enum { HINTC_DEALLOC_DEPTH = 50 };
extern int hintc_dealloc_depth;
extern PyObject* hintc_dealloc_later;
// Puts self (refcount 0, untracked) aside; deallocates what was put aside. hintc_dealloc_later
// is non-NULL while something is put aside.
void hintc_dealloc_defer(PyObject* self);
void hintc_dealloc_drain(void);

// At the start of tp_dealloc: 1 when self was put aside (the dealloc returns at once), else
// 0 and the nesting grows until hintc_dealloc_leave.
static inline int hintc_dealloc_enter(PyObject* self) {
  if (HINTC_UNLIKELY(hintc_dealloc_depth >= HINTC_DEALLOC_DEPTH)) {
    hintc_dealloc_defer(self);
    return 1;
  }
  ++hintc_dealloc_depth;
  return 0;
}

static inline void hintc_dealloc_leave(void) {
  if (--hintc_dealloc_depth == 0 && HINTC_UNLIKELY(hintc_dealloc_later != NULL)) hintc_dealloc_drain();
}
