// The one place where the runtime (and the code it is inlined into) reads CPython's private
// layouts. Each facility below has a macro saying whether this build uses the layout, set only
// for the versions whose layout was checked against CPython's headers (3.11, 3.12, 3.13 with
// the GIL), and helpers whose other branch is the public C API: any other version (a newer
// one, the free-threaded build) compiles and runs correctly through that branch, only slower.
// docs/VERSIONS.md lists the facilities and what each version changed.
#pragma once
#include <Python.h>

#include <cstdint>

// HINTC_CPY_PUBLIC_ONLY (a -D flag) takes the public branches on any version: how a version
// nobody checked yet runs (tests/test_versions.py builds with it).
#if !defined(HINTC_CPY_PUBLIC_ONLY) && !defined(Py_GIL_DISABLED) && PY_VERSION_HEX >= 0x030B0000 && \
    PY_VERSION_HEX < 0x030E0000
#define HINTC_CPY_KNOWN 1
#else
#define HINTC_CPY_KNOWN 0
#endif

// --- int: the digits of a PyLongObject -----------------------------------------------------
// 311: the sign and digit count in ob_size, digits in ob_digit. 312: the tag word of 3.12 and
// 3.13 (lv_tag: digit count << 3 | sign, 0 positive, 1 zero, 2 negative) before the digits.
// 0: PyLong_* conversions.
#if HINTC_CPY_KNOWN && PY_VERSION_HEX < 0x030C0000
#define HINTC_CPY_LONG 311
#elif HINTC_CPY_KNOWN
#define HINTC_CPY_LONG 312
#else
#define HINTC_CPY_LONG 0
#endif

#if HINTC_CPY_LONG
static_assert(PyLong_SHIFT == 30, "the int fast paths assume 30-bit digits");
#endif

#if HINTC_CPY_LONG == 312
// The value part of 3.12's PyLongObject (Include/cpython/longintrepr.h, _PyLongValue).
struct HintcCpyLong {
  PyObject_HEAD
  uintptr_t lv_tag;
  digit ob_digit[1];
};
static inline HintcCpyLong* hintc_cpy_long(PyObject* o) {
  return reinterpret_cast<HintcCpyLong*>(o);
}
#endif

#if HINTC_CPY_LONG
// The digit count and sign (-1, 0, 1) of a PyLong.
static inline Py_ssize_t hintc_cpy_long_ndigits(PyObject* o) {
#if HINTC_CPY_LONG == 311
  return Py_SIZE(o) < 0 ? -Py_SIZE(o) : Py_SIZE(o);
#else
  return (Py_ssize_t)(hintc_cpy_long(o)->lv_tag >> 3);
#endif
}
static inline digit* hintc_cpy_long_digits(PyObject* o) {
#if HINTC_CPY_LONG == 311
  return reinterpret_cast<PyLongObject*>(o)->ob_digit;
#else
  return hintc_cpy_long(o)->ob_digit;
#endif
}
// Writes n digits (n >= 1, at most the count the object was made with) and the sign in place.
static inline void hintc_cpy_long_write(PyObject* o, const digit* d, Py_ssize_t n, bool negative) {
  digit* to = hintc_cpy_long_digits(o);
  for (Py_ssize_t i = 0; i < n; ++i) to[i] = d[i];
#if HINTC_CPY_LONG == 311
  Py_SET_SIZE(o, negative ? -n : n);
#else
  hintc_cpy_long(o)->lv_tag = ((uintptr_t)n << 3) | (negative ? 2u : 0u);
#endif
}
#endif

// A PyLong of at most one digit decoded without a call (branch-free: the signs of items read in
// a loop are unpredictable); false for anything else, and always without the layout.
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline bool hintc_cpy_long_one_digit(PyObject* o, int64_t* out) {
#if HINTC_CPY_LONG == 311
  Py_ssize_t size = Py_SIZE(o);
  if (size >= -1 && size <= 1) {
    int64_t d = (int64_t)reinterpret_cast<PyLongObject*>(o)->ob_digit[0] & -(int64_t)(size != 0);
    int64_t neg = -(int64_t)(size < 0);
    *out = (d ^ neg) - neg;
    return true;
  }
#elif HINTC_CPY_LONG == 312
  uintptr_t tag = hintc_cpy_long(o)->lv_tag;
  if (tag < (2 << 3)) {
    // sign 0, 1 or 2: 1 - sign is the factor (a zero's digit is 0 in 3.12).
    *out = (int64_t)(1 - (int64_t)(tag & 3)) * (int64_t)hintc_cpy_long(o)->ob_digit[0];
    return true;
  }
#else
  (void)o;
  (void)out;
#endif
  return false;
}

// A PyLong of at most two digits (|value| < 2**60) decoded without a call; false otherwise.
static inline bool hintc_cpy_long_two_digits(PyObject* o, int64_t* out) {
#if HINTC_CPY_LONG
  if (hintc_cpy_long_one_digit(o, out)) return true;
  if (hintc_cpy_long_ndigits(o) != 2) return false;
  const digit* d = hintc_cpy_long_digits(o);
  int64_t v = (int64_t)d[0] | ((int64_t)d[1] << PyLong_SHIFT);
#if HINTC_CPY_LONG == 311
  *out = Py_SIZE(o) < 0 ? -v : v;
#else
  *out = (hintc_cpy_long(o)->lv_tag & 3) == 2 ? -v : v;
#endif
  return true;
#else
  (void)o;
  (void)out;
  return false;
#endif
}

// The sign of a PyLong: -1, 0 or 1.
static inline int hintc_cpy_long_sign(PyObject* o) {
#if HINTC_CPY_LONG == 311
  return Py_SIZE(o) < 0 ? -1 : Py_SIZE(o) > 0;
#elif HINTC_CPY_LONG == 312
  return 1 - (int)(hintc_cpy_long(o)->lv_tag & 3);
#elif PY_VERSION_HEX >= 0x030E0000
  int sign = 0;
  (void)PyLong_GetSign(o, &sign);  // o is a PyLong: cannot fail
  return sign;
#else
  return _PyLong_Sign(o);
#endif
}

// --- dict: combined-table keys and the version tag -----------------------------------------
// The keys object of a dict whose values are in its entries (ma_values NULL), as 3.11 to 3.13
// lay it out (Include/internal/pycore_dict.h); the free-threaded build adds a lock to it.
#define HINTC_CPY_DICT_KEYS HINTC_CPY_KNOWN
typedef struct {
  Py_ssize_t dk_refcnt;
  uint8_t dk_log2_size;
  uint8_t dk_log2_index_bytes;
  uint8_t dk_kind;  // 0: any keys (hash, key, value entries), 1: str keys (key, value)
  uint32_t dk_version;
  Py_ssize_t dk_usable;
  Py_ssize_t dk_nentries;
  char dk_indices[8];  // 1 << dk_log2_index_bytes bytes, then the entries
} HintcCpyDictKeys;

// --- instances' inline values ------------------------------------------------------------
// A managed-dict instance keeps its attributes in a values array whose slots follow its type's
// shared keys (ht_cached_keys, a split table of str keys), while it has no dict of its own
// (Include/internal/pycore_object.h of each version):
// - 3.11: a pointer to the values four words before the object, NULL once a dict was made;
// - 3.12: a tagged word three words before the object (_PyObject_DictOrValuesPointer), the
//   values' address minus one (odd) while there are values, else the dict;
// - 3.13: the values inline after the object's header (Py_TPFLAGS_INLINE_VALUES), marked valid
//   until a dict takes them over; a dict may also share them (the managed dict pointer three
//   words before the object), so stores and method lookups want that pointer NULL.
// hintc_inst_values: the values an attribute read may index, or NULL (the generic path).
// hintc_inst_values_own: the same where the values are the instance's only namespace (stores,
// and method lookups that rely on no instance attribute shadowing the method).
#if HINTC_CPY_KNOWN
#define HINTC_CPY_INST_VALUES 1
#if PY_VERSION_HEX < 0x030C0000
static inline PyObject** hintc_inst_values(PyObject* o) {
  return *(reinterpret_cast<PyObject***>(o) - 4);
}
static inline PyObject** hintc_inst_values_own(PyObject* o) { return hintc_inst_values(o); }
#elif PY_VERSION_HEX < 0x030D0000
static inline PyObject** hintc_inst_values(PyObject* o) {
  uintptr_t dorv = *(reinterpret_cast<uintptr_t*>(o) - 3);
  return (dorv & 1) ? reinterpret_cast<PyObject**>(dorv + 1) : NULL;
}
static inline PyObject** hintc_inst_values_own(PyObject* o) { return hintc_inst_values(o); }
#else
typedef struct {
  uint8_t capacity, size, embedded, valid;
  PyObject* values[1];
} HintcCpyInlineValues;
static inline PyObject** hintc_inst_values(PyObject* o) {
  PyTypeObject* tp = Py_TYPE(o);
  if (!(tp->tp_flags & Py_TPFLAGS_INLINE_VALUES) || tp->tp_basicsize != sizeof(PyObject)) {
    return NULL;
  }
  HintcCpyInlineValues* v = reinterpret_cast<HintcCpyInlineValues*>(o + 1);
  return v->valid ? v->values : NULL;
}
static inline PyObject** hintc_inst_values_own(PyObject* o) {
  if (*(reinterpret_cast<PyObject**>(o) - 3) != NULL) return NULL;  // a dict shares them
  return hintc_inst_values(o);
}
#endif
static inline const HintcCpyDictKeys* hintc_shared_keys(PyTypeObject* tp) {
  return reinterpret_cast<const HintcCpyDictKeys*>(
      reinterpret_cast<PyHeapTypeObject*>(tp)->ht_cached_keys);
}
#else
#define HINTC_CPY_INST_VALUES 0
#endif

// Every change to a dict gives it a new ma_version_tag in 3.11 to 3.13 (3.12 deprecated the
// field, 3.14 drops the per-change version): while the tag is unchanged, so is the dict.
#define HINTC_CPY_DICT_VERSION HINTC_CPY_KNOWN
static inline uint64_t hintc_cpy_dict_version(PyObject* d) {
#if HINTC_CPY_DICT_VERSION
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#endif
  return reinterpret_cast<PyDictObject*>(d)->ma_version_tag;
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
#else
  (void)d;
  return 0;
#endif
}

// --- the collector's links -------------------------------------------------------------------
// PyGC_Head (two words before every collectable object: `next` nonzero when tracked, the low two
// bits of `prev` the collector's flags, bit 0 "finalized") and the young generation's record
// (list head, threshold, count), 3.8 to 3.13 with the GIL. Without them: PyObject_GC_* calls,
// no compiled-class free lists (a reused instance must have its finalized flag cleared).
#define HINTC_CPY_GC_LINKS HINTC_CPY_KNOWN

// --- frame objects ---------------------------------------------------------------------------
// The head of a frame object (Include/internal/pycore_frame.h, 3.11 to 3.13): a nonzero
// f_lineno is what PyFrame_GetLineNumber reports. Without it a frame reports its code's first
// line.
#define HINTC_CPY_FRAME_HEAD HINTC_CPY_KNOWN
#if HINTC_CPY_FRAME_HEAD
struct HintcCpyFrameHead {
  PyObject_HEAD
  PyObject* f_back;
  void* f_frame;
  PyObject* f_trace;
  int f_lineno;
};
#endif

// --- str: a compact ASCII object made without PyUnicode_New ----------------------------------
// PyASCIIObject: 3.11 has `ready` and `wstr`; 3.12 and 3.13 have neither.
#if HINTC_CPY_KNOWN && PY_VERSION_HEX < 0x030C0000
#define HINTC_CPY_ASCII 311
#elif HINTC_CPY_KNOWN
#define HINTC_CPY_ASCII 312
#else
#define HINTC_CPY_ASCII 0
#endif

// --- the handled exception: the thread state's exc_info stack (3.11 to 3.13) -----------------
// Without it: PyErr_GetHandledException / PyErr_SetHandledException (public since 3.11).
#define HINTC_CPY_EXC_INFO HINTC_CPY_KNOWN

// --- immortal objects -------------------------------------------------------------------------
// From 3.12 None, the bools, small ints and interned strs are immortal: their reference counts
// are not maintained, so adjusting them by hand is unneeded (and Py_SET_REFCNT ignores them).
#if PY_VERSION_HEX >= 0x030C0000
#define HINTC_CPY_IMMORTAL 1
#else
#define HINTC_CPY_IMMORTAL 0
#endif

// --- private functions, each with its public replacement -------------------------------------
// A new reference to the exact int equal to int (or int subclass) o: long's own nb_int, which
// copies a subclass's value and ignores an overriding __int__.
static inline PyObject* hintc_cpy_long_exact(PyObject* o) {
  return PyLong_Type.tp_as_number->nb_int(o);
}

// getattr(o, name) that reports a missing attribute as 0 without an exception: 1 found (*out a
// new reference), 0 missing, -1 error.
static inline int hintc_cpy_lookup_attr(PyObject* o, PyObject* name, PyObject** out) {
#if PY_VERSION_HEX >= 0x030D0000
  return PyObject_GetOptionalAttr(o, name, out);
#else
  return _PyObject_LookupAttr(o, name, out);
#endif
}

// A borrowed reference to name in type's MRO (no descriptor calls), or NULL without an
// exception when it is not there.
#if PY_VERSION_HEX >= 0x030E0000 || !HINTC_CPY_KNOWN
PyObject* hintc_cpy_type_lookup(PyTypeObject* type, PyObject* name);
#else
static inline PyObject* hintc_cpy_type_lookup(PyTypeObject* type, PyObject* name) {
  return _PyType_Lookup(type, name);
}
#endif

// type's own dict, borrowed (the type keeps it). From 3.12 a static builtin type's tp_dict is
// NULL (its dict is the interpreter's); PyType_GetDict finds it.
static inline PyObject* hintc_cpy_type_dict(PyTypeObject* type) {
#if PY_VERSION_HEX >= 0x030C0000
  PyObject* d = PyType_GetDict(type);
  Py_XDECREF(d);
  return d;
#else
  return type->tp_dict;
#endif
}

// Whether type matches itself in a class pattern `C(x)` (bool, bytearray, bytes, dict, float,
// frozenset, int, list, set, str, tuple and their subclasses).
int hintc_cpy_match_self(PyTypeObject* type);

// A new reference to o's instance __dict__, or NULL (no exception) when it has none.
PyObject* hintc_cpy_instance_dict(PyObject* o);

// list.extend(iterable): 0, or -1 with an exception (list.extend's own).
int hintc_cpy_list_extend(PyObject* list, PyObject* iterable);

// Raises StopIteration(value) for a generator returning value (a tuple or exception value is
// wrapped, never unpacked).
void hintc_cpy_stop_iteration(PyObject* value);

// Raises type(message) with the pending exception as its __cause__ and __context__.
void hintc_cpy_format_from_cause(PyObject* type, const char* format, ...);

// A traceback entry "File file, line line, in func" for the pending exception.
void hintc_cpy_traceback_add(const char* func, const char* file, int line);

// The most derived metaclass of meta and the bases' types (CPython's rule, with its
// "metaclass conflict" TypeError). Borrowed, or NULL with the error.
PyTypeObject* hintc_cpy_calculate_metaclass(PyTypeObject* meta, PyObject* bases);

// Whether ASCII character c is whitespace to str.split()/strip() (\t\n\v\f\r, \x1c-\x1f, space).
static inline bool hintc_cpy_ascii_space(unsigned char c) {
  return c == ' ' || (c >= '\t' && c <= '\r') || (c >= 0x1c && c <= 0x1f);
}
