// Boxed int/float/bool fields of compiled instances: unboxing reads and in-place stores.
#pragma once
#include <Python.h>

#include "hintc/rt_int.h"

// CONTRACT.
// The int, float and bool fields that a closed compiled class introduces
// (ir::ClassDef::boxes_field) are stored as owned objects so that Python reads them through
// read-only T_OBJECT_EX members, which CPython's attribute specialisation handles like
// __slots__. A boxed field holds NULL (unset) or, for its type:
//   int   an exact PyLong (values in [-5, 256] are CPython's cached small ints, as anywhere)
//   float an exact PyFloat
//   bool  Py_True or Py_False
// Every store keeps that invariant (the class's setattro converts Python's stores), but the
// readers below still check it, so content that got there some other way (ctypes) raises a
// TypeError instead of being misread.
//
// Stores from compiled code overwrite the old PyLong/PyFloat in place when the field holds the
// only reference to it: nothing else can observe that object, since every reader (Python's
// member read, compiled reads, which unbox or take a new reference) holds its own reference
// for as long as it uses the value. That keeps `self.x += dx` and counters allocation-free.

// Raises for a field holding v where a value of type_name was expected: AttributeError
// "'C' object has no attribute 'x'" when v is NULL (unset), else a TypeError.
void hintc_boxed_bad(PyObject* self, PyObject* v, const char* name, const char* type_name);

// --- reads (self is the instance, v its field, name the field's name) ---
HInt hintc_boxed_int_slow(PyObject* self, PyObject* v, const char* name);
// The int field's value as an owned HInt, HINT_ERROR with an exception.
static inline HInt hintc_boxed_int(PyObject* self, PyObject* v, const char* name) {
  HInt r;
  if (HINTC_LIKELY(v != NULL && Py_IS_TYPE(v, &PyLong_Type) && hint_try_from_digit(v, &r))) return r;
  return hintc_boxed_int_slow(self, v, name);
}
// The float field's value in *out; false with an exception.
static inline bool hintc_boxed_float(PyObject* self, PyObject* v, const char* name, double* out) {
  if (HINTC_LIKELY(v != NULL && Py_IS_TYPE(v, &PyFloat_Type))) {
    *out = PyFloat_AS_DOUBLE(v);
    return true;
  }
  hintc_boxed_bad(self, v, name, "float");
  return false;
}
// The bool field's value 0/1, 2 with an exception.
static inline char hintc_boxed_bool(PyObject* self, PyObject* v, const char* name) {
  if (v == Py_True) return 1;
  if (HINTC_LIKELY(v == Py_False)) return 0;
  hintc_boxed_bad(self, v, name, "bool");
  return 2;
}

// --- stores into the field at *slot (the old value, if any, is released) ---
// References to CPython's cached ints -5..256 (filled by hintc_boxed_init; the class creation
// calls it before any instance exists).
enum { HINTC_SMALL_NEG = 5, HINTC_SMALL_COUNT = 262 };
extern PyObject* hintc_small_ints[HINTC_SMALL_COUNT];
int hintc_boxed_init(void);  // 0 / -1

// Overwrites the exact PyLong o (refcount 1) with x (outside the cached range) when o has room
// for x's digits; false otherwise (o unchanged).
bool hintc_long_overwrite(PyObject* o, int64_t x);
int hintc_boxed_set_int_new(PyObject** slot, int64_t x);  // a new PyLong for x. 0 / -1

// Stores int v, stealing its reference. 0 / -1 (MemoryError).
static inline int hintc_boxed_set_int(PyObject** slot, HInt v) {
  PyObject* old = *slot;
  if (HINTC_UNLIKELY(!hint_is_small(v))) {
    *slot = hint_as_object(v);
    Py_XDECREF(old);
    return 0;
  }
  int64_t x = hint_small_value(v);
  if (HINTC_LIKELY((uint64_t)(x + HINTC_SMALL_NEG) < (uint64_t)HINTC_SMALL_COUNT)) {
    PyObject* n = hintc_small_ints[x + HINTC_SMALL_NEG];
    Py_INCREF(n);
    *slot = n;
    Py_XDECREF(old);
    return 0;
  }
  if (old != NULL && Py_REFCNT(old) == 1 && hintc_long_overwrite(old, x)) return 0;
  return hintc_boxed_set_int_new(slot, x);
}

int hintc_boxed_set_float_new(PyObject** slot, double d);  // a new PyFloat for d. 0 / -1
// Stores float d. 0 / -1 (MemoryError).
static inline int hintc_boxed_set_float(PyObject** slot, double d) {
  PyObject* old = *slot;
  if (HINTC_LIKELY(old != NULL && Py_REFCNT(old) == 1 && Py_IS_TYPE(old, &PyFloat_Type))) {
    reinterpret_cast<PyFloatObject*>(old)->ob_fval = d;
    return 0;
  }
  return hintc_boxed_set_float_new(slot, d);
}

// Stores bool b (0/1).
static inline void hintc_boxed_set_bool(PyObject** slot, char b) {
  PyObject* old = *slot;
  PyObject* n = b ? Py_True : Py_False;
  Py_INCREF(n);
  *slot = n;
  Py_XDECREF(old);
}

// A new reference to the boxed form of an unboxed value (class-body defaults of new
// instances). NULL with MemoryError.
static inline PyObject* hintc_boxed_from_int(HInt v) {
  int64_t x = hint_small_value(v);
  if (hint_is_small(v) && (uint64_t)(x + HINTC_SMALL_NEG) < (uint64_t)HINTC_SMALL_COUNT) {
    PyObject* n = hintc_small_ints[x + HINTC_SMALL_NEG];
    Py_INCREF(n);
    return n;
  }
  return hint_box(v);
}
