// Boxed int/float/bool fields of compiled instances: the Python-visible object kept beside the
// native value, updated in place when nothing else holds it.
#pragma once
#include <Python.h>

#include "hintc/rt_int.h"

// CONTRACT.
// The int and float fields that a closed compiled class declared with boxed_fields introduces
// (ir::ClassDef::boxes_field) keep, beside their native member (HInt / double, which
// compiled code reads and writes as for any field), a *box*: an owned object that Python reads
// through a read-only T_OBJECT_EX member, which CPython's attribute specialisation handles like
// a __slots__ read. The box is NULL exactly when the field is unset, and otherwise equals the
// native value:
//   int   an exact PyLong (values in [-5, 256] are CPython's cached small ints, as anywhere;
//         a bignum's box is the native HInt's own PyLong)
//   float an exact PyFloat (a boxed float field has no separate "set" flag: box != NULL)
// (A closed class's bool field needs no box: it is itself a Py_True/Py_False pointer, rt_class.h.)
// Compiled stores update the box after computing the new value; the class's setattro converts
// Python's stores and sets both (runtime/src/classes.cpp). Compiled code never reads the box,
// so whatever it holds can never be misread as the native value.
//
// A box that only its field references is overwritten in place: nothing else can observe that
// object, since every other holder (a Python read, a list, an argument) owns a reference of its
// own for as long as it uses the value. So `self.x += dx` and counters allocate nothing.

// The fast paths below are forced inline: the compiler otherwise leaves them out of line in
// large functions, where a call per store costs more than the store. The globals are hidden
// (each extension module links its own copy of the runtime), so uses skip the GOT.
#if defined(__GNUC__)
#define HINTC_BOXED_INLINE static inline __attribute__((always_inline))
#define HINTC_BOXED_HIDDEN __attribute__((visibility("hidden")))
#else
#define HINTC_BOXED_INLINE static inline
#define HINTC_BOXED_HIDDEN
#endif

// References to CPython's cached ints -5..256 (filled by hintc_boxed_init; the class creation
// calls it before any instance exists).
enum { HINTC_SMALL_NEG = 5, HINTC_SMALL_COUNT = 262 };
extern PyObject* hintc_small_ints[HINTC_SMALL_COUNT] HINTC_BOXED_HIDDEN;
int hintc_boxed_init(void);  // 0 / -1

// PyFloats that dropped instances' boxes owned alone, kept (each with its one reference) for the
// next float box that needs a new object: an instance's floats are reused by the next instance
// as its block is by the class's free list. Emptied by full collections (hintc_freelists_clear)
// like the free lists.
enum { HINTC_SPARE_FLOATS = 256 };
extern PyObject* hintc_spare_floats[HINTC_SPARE_FLOATS] HINTC_BOXED_HIDDEN;
extern int hintc_spare_float_count HINTC_BOXED_HIDDEN;
void hintc_spare_floats_clear(void);

// Overwrites the exact PyLong o (refcount 1) with x (outside the cached range) when o has room
// for x's digits; false otherwise (o unchanged).
bool hintc_long_overwrite(PyObject* o, int64_t x);
int hintc_box_set_new_int(PyObject** box, int64_t x);  // a new PyLong for x. 0 / -1

// --- box updates for a new native value (the old box, if any, is released) ---
// int v (borrowed). 0 / -1 (MemoryError).
HINTC_BOXED_INLINE int hintc_box_set_int(PyObject** box, HInt v) {
  PyObject* old = *box;
  if (HINTC_UNLIKELY(!hint_is_small(v))) {
    PyObject* o = hint_as_object(v);
    Py_INCREF(o);
    *box = o;
    Py_XDECREF(old);
    return 0;
  }
  int64_t x = hint_small_value(v);
  if (HINTC_LIKELY((uint64_t)(x + HINTC_SMALL_NEG) < (uint64_t)HINTC_SMALL_COUNT)) {
    PyObject* n = hintc_small_ints[x + HINTC_SMALL_NEG];
    if (n != old) {
      Py_INCREF(n);
      *box = n;
      Py_XDECREF(old);
    }
    return 0;
  }
#if HINTC_CPY_LONG
  // One 30-bit digit, into an int only this box holds that has room for one (an immortal int's
  // count is never 1).
  uint64_t a = x < 0 ? 0 - (uint64_t)x : (uint64_t)x;
  if (HINTC_LIKELY(a < ((uint64_t)1 << PyLong_SHIFT) && old != NULL && Py_REFCNT(old) == 1 &&
                   Py_IS_TYPE(old, &PyLong_Type) && hintc_cpy_long_ndigits(old) != 0)) {
    digit d = (digit)a;
    hintc_cpy_long_write(old, &d, 1, x < 0);
    return 0;
  }
#endif
  if (old != NULL && Py_REFCNT(old) == 1 && hintc_long_overwrite(old, x)) return 0;
  return hintc_box_set_new_int(box, x);
}

int hintc_box_set_new_float(PyObject** box, double d);  // a new PyFloat for d. 0 / -1
// float d. 0 / -1 (MemoryError).
HINTC_BOXED_INLINE int hintc_box_set_float(PyObject** box, double d) {
  PyObject* old = *box;
  if (HINTC_LIKELY(old != NULL && Py_REFCNT(old) == 1 && Py_IS_TYPE(old, &PyFloat_Type))) {
    ((PyFloatObject*)old)->ob_fval = d;
    return 0;
  }
  if (HINTC_LIKELY(hintc_spare_float_count > 0)) {
    PyObject* n = hintc_spare_floats[--hintc_spare_float_count];
    ((PyFloatObject*)n)->ob_fval = d;
    *box = n;
    Py_XDECREF(old);
    return 0;
  }
  return hintc_box_set_new_float(box, d);
}

// Releases a float box (NULL: unset) when its instance is dropped.
HINTC_BOXED_INLINE void hintc_box_release_float(PyObject* v) {
  if (v != NULL && Py_REFCNT(v) == 1 && hintc_spare_float_count < HINTC_SPARE_FLOATS &&
      Py_IS_TYPE(v, &PyFloat_Type)) {
    hintc_spare_floats[hintc_spare_float_count++] = v;
    return;
  }
  Py_XDECREF(v);
}
