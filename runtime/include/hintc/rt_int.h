// Python int as a tagged machine word: int64 fast path, exact PyLong fallback on overflow.
#pragma once
#include <Python.h>

#include <cstdint>

#include "hintc/rt_cpython.h"

// CONTRACT (implemented by runtime/; used by codegen/). All functions borrow their HInt
// arguments and return a new (owned) HInt, unless stated otherwise.
//
// Representation: an HInt `v` with (v & 1) == 0 is the small int (v >> 1), range
// [HINT_SMALL_MIN, HINT_SMALL_MAX] = [-(2**62), 2**62 - 1]. With (v & 1) == 1, (PyObject*)(v - 1)
// is an owned reference to a PyLongObject whose value does NOT fit the small range (values are
// always normalised: a small value is never boxed).
typedef intptr_t HInt;

#define HINT_ERROR ((HInt)1)  // error sentinel (boxed NULL)
#define HINT_SMALL_MAX ((int64_t)0x3FFFFFFFFFFFFFFFLL)
#define HINT_SMALL_MIN (-HINT_SMALL_MAX - 1)

#if defined(__GNUC__)
// Error and slow-path branches are taken far less often than plain __builtin_expect's 90% says:
// at 10% per branch, GCC estimates code after a few dozen error checks as almost never run and
// stops inlining there (Py_DECREF, the runtime's fast paths), even in a hot loop.
#if defined(__has_builtin)
#if __has_builtin(__builtin_expect_with_probability)
#define HINTC_LIKELY(x) __builtin_expect_with_probability(!!(x), 1, 0.9999)
#define HINTC_UNLIKELY(x) __builtin_expect_with_probability(!!(x), 0, 0.9999)
#endif
#endif
#ifndef HINTC_LIKELY
#define HINTC_LIKELY(x) __builtin_expect(!!(x), 1)
#define HINTC_UNLIKELY(x) __builtin_expect(!!(x), 0)
#endif
#define HINTC_ALWAYS_INLINE inline __attribute__((always_inline))
#define HINTC_NOINLINE __attribute__((noinline))
#define HINTC_COLD __attribute__((cold, noinline))
#else
#define HINTC_LIKELY(x) (x)
#define HINTC_UNLIKELY(x) (x)
#define HINTC_ALWAYS_INLINE inline
#define HINTC_NOINLINE
#define HINTC_COLD
#endif
// Generated functions above codegen's size threshold (thousands of IR ops) are marked with
// this: GCC's RTL global CSE (-fgcse) takes time quadratic in such a function's size (33 of 52 s
// on one 17,000-op function), while the tree-level passes that find the same redundancies stay
// on. Clang takes no per-function -f flags: the mark is empty there. A build may define it
// (--cxxflags=-DHINTC_HUGE_FUNCTION=, to compare).
#ifndef HINTC_HUGE_FUNCTION
#if defined(__GNUC__) && !defined(__clang__)
#define HINTC_HUGE_FUNCTION __attribute__((optimize("no-gcse")))
#else
#define HINTC_HUGE_FUNCTION
#endif
#endif

static inline bool hint_is_small(HInt v) { return (v & 1) == 0; }
static inline int64_t hint_small_value(HInt v) { return (int64_t)(v >> 1); }
// Caller guarantees HINT_SMALL_MIN <= x <= HINT_SMALL_MAX.
static inline HInt hint_from_small(int64_t x) { return (HInt)((uint64_t)x << 1); }
static inline PyObject* hint_as_object(HInt v) { return (PyObject*)(v - 1); }

// --- construction / conversion (out of line unless marked inline) ---
HInt hint_from_i64_slow(int64_t x);  // boxes when out of small range
static inline HInt hint_from_i64(int64_t x) {
  if (HINTC_LIKELY(x >= HINT_SMALL_MIN && x <= HINT_SMALL_MAX)) return hint_from_small(x);
  return hint_from_i64_slow(x);
}
// Decodes a PyLong of at most one digit without a call (rt_cpython.h: on versions whose layout
// is known); false for anything else, which then takes the out-of-line path. Always inlined: the
// compiler leaves it out of line in large functions, where it costs a call per item of a loop
// (dict loops).
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline bool hint_try_from_digit(PyObject* o, HInt* out) {
  int64_t v;
  if (!hintc_cpy_long_one_digit(o, &v)) return false;
  *out = hint_from_small(v);
  return true;
}
HInt hint_from_object_slow(PyObject* o);
// o must be a PyLong (bool ok; result is plain int); borrowed.
static inline HInt hint_from_object(PyObject* o) {
  HInt r;
  if (HINTC_LIKELY(hint_try_from_digit(o, &r))) return r;
  return hint_from_object_slow(o);
}
// Like hint_from_object but steals o (which may be NULL: returns HINT_ERROR, keeping the pending
// exception). For normalising the result of a C-API call. TypeError if o is not an int.
HInt hint_from_object_steal(PyObject* o);
HInt hint_from_decimal(const char* s);  // literal text (decimal/hex/octal/binary/underscores)
PyObject* hint_box_slow(HInt v);
static inline PyObject* hint_box(HInt v) {  // new reference; never fails for small except OOM
  if (HINTC_LIKELY(hint_is_small(v))) return PyLong_FromLongLong(hint_small_value(v));
  PyObject* o = hint_as_object(v);
  Py_INCREF(o);
  return o;
}
// Steals the reference held by v and returns it as a PyObject* (boxing small values).
PyObject* hint_box_steal(HInt v);

static inline void hint_incref(HInt v) {
  if (HINTC_UNLIKELY(!hint_is_small(v))) Py_INCREF(hint_as_object(v));
}
static inline void hint_decref(HInt v) {
  if (HINTC_UNLIKELY(!hint_is_small(v))) Py_DECREF(hint_as_object(v));
}
// Py_XDECREF for generated code, spelled out: GCC stops inlining Py_DECREF into large functions
// once the translation unit has grown past its limit (even through an always-inline wrapper),
// and a call per release costs more than the release.
static HINTC_ALWAYS_INLINE void hintc_xdecref(PyObject* o) {
#if defined(Py_GIL_DISABLED) || defined(Py_REF_DEBUG)
  Py_XDECREF(o);
#else
  if (o == NULL) return;
#if PY_VERSION_HEX >= 0x030C0000
  if (_Py_IsImmortal(o)) return;
#endif
  if (--o->ob_refcnt == 0) _Py_Dealloc(o);
#endif
}
// Python's floor quotient and modulo (the modulo takes the divisor's sign) of int64 values, for
// b != 0 and not INT64_MIN / -1.
static inline void hint_floor_divmod(int64_t a, int64_t b, int64_t* q, int64_t* m) {
  *q = a / b;
  *m = a % b;
  if (*m != 0 && ((*m < 0) != (b < 0))) {
    *q -= 1;
    *m += b;
  }
}
// Error check helper for generated code.
static inline bool hint_is_error(HInt v) { return v == HINT_ERROR; }

// --- arithmetic: return HINT_ERROR with an exception set on failure ---
HInt hint_add_slow(HInt a, HInt b);
HInt hint_sub_slow(HInt a, HInt b);
HInt hint_mul_slow(HInt a, HInt b);
// A sum, difference or product of small (even) words is even: telling the compiler so lets it
// drop the error test and the later tag tests of a fast-path result.
#define HINT_SMALL_RESULT(r)                      \
  do {                                            \
    if ((r) & 1) __builtin_unreachable();         \
  } while (0)
static inline HInt hint_add(HInt a, HInt b) {
  HInt r;
  if (HINTC_LIKELY(((a | b) & 1) == 0 && !__builtin_add_overflow(a, b, &r))) {
    HINT_SMALL_RESULT(r);
    return r;
  }
  return hint_add_slow(a, b);
}
static inline HInt hint_sub(HInt a, HInt b) {
  HInt r;
  if (HINTC_LIKELY(((a | b) & 1) == 0 && !__builtin_sub_overflow(a, b, &r))) {
    HINT_SMALL_RESULT(r);
    return r;
  }
  return hint_sub_slow(a, b);
}
static inline HInt hint_mul(HInt a, HInt b) {
  HInt r;
  if (HINTC_LIKELY(((a | b) & 1) == 0 && !__builtin_mul_overflow(a >> 1, b, &r))) {
    HINT_SMALL_RESULT(r);
    return r;
  }
  return hint_mul_slow(a, b);
}
// a + b / a - b as a tagged word when both are small and the result is too, else the odd word 1
// (frontend lower_select.cpp): no branch, so a select between two of them is branch-free.
static inline int64_t hint_add_word(HInt a, HInt b) {
  HInt r;
  HInt over = (HInt)__builtin_add_overflow(a, b, &r);
  return (((a | b) & 1) | over) ? (int64_t)1 : (int64_t)r;
}
static inline int64_t hint_sub_word(HInt a, HInt b) {
  HInt r;
  HInt over = (HInt)__builtin_sub_overflow(a, b, &r);
  return (((a | b) & 1) | over) ? (int64_t)1 : (int64_t)r;
}
// c ? a : b without a branch: the empty asm hides the mask's origin, so the C++ compiler can
// neither turn the select back into a branch on c nor thread the code after it on c (it did
// both, and c is often unpredictable).
static inline int64_t hint_word_select(char c, int64_t a, int64_t b) {
  int64_t mask = -(int64_t)(c != 0);
#if defined(__GNUC__)
  __asm__("" : "+r"(mask));
#endif
  return b ^ ((a ^ b) & mask);
}
// The *_slow functions handle every input (fast cases included); the inline wrappers only
// short-cut the common small-int cases.
HInt hint_floordiv_slow(HInt a, HInt b);
HInt hint_mod_slow(HInt a, HInt b);
// ZeroDivisionError "integer division or modulo by zero"
static inline HInt hint_floordiv(HInt a, HInt b) {
  if (HINTC_LIKELY(((a | b) & 1) == 0 && b != 0)) {
    int64_t x = hint_small_value(a), y = hint_small_value(b);
    int64_t q = x / y;                   // cannot trap: |x| <= 2**62
    if (q * y != x && (x ^ y) < 0) --q;  // round toward negative infinity
    return hint_from_i64(q);             // -(2**62) // -1 leaves the small range
  }
  return hint_floordiv_slow(a, b);
}
// ZeroDivisionError "integer modulo by zero"
static inline HInt hint_mod(HInt a, HInt b) {
  if (HINTC_LIKELY(((a | b) & 1) == 0 && b != 0)) {
    int64_t x = hint_small_value(a), y = hint_small_value(b);
    int64_t r = x % y;
    if (r != 0 && (r ^ y) < 0) r += y;  // the result takes the divisor's sign
    return hint_from_small(r);
  }
  return hint_mod_slow(a, b);
}
HInt hint_pow(HInt a, HInt b);           // b >= 0 required by caller (typed int result);
                                         // b < 0 raises TypeError (result would be a float)
PyObject* hint_pow_obj(HInt a, HInt b);  // general int ** int: int or float object (b < 0)
double hint_truediv_slow(HInt a, HInt b);
// int / int, correctly rounded; ZeroDivisionError "division by zero"
static inline double hint_truediv(HInt a, HInt b) {
  if (HINTC_LIKELY(((a | b) & 1) == 0)) {
    // Operands of magnitude <= 2**53 convert exactly, so one IEEE division rounds correctly.
    int64_t x = hint_small_value(a), y = hint_small_value(b);
    const uint64_t lim = (uint64_t)1 << 53;
    if (y != 0 && (uint64_t)x + lim <= 2 * lim && (uint64_t)y + lim <= 2 * lim)
      return (double)x / (double)y;
  }
  return hint_truediv_slow(a, b);
}
HInt hint_lshift_slow(HInt a, HInt b);
HInt hint_rshift_slow(HInt a, HInt b);
// ValueError "negative shift count"; OverflowError/MemoryError as CPython for huge counts.
static inline HInt hint_lshift(HInt a, HInt b) {
  if (HINTC_LIKELY(((a | b) & 1) == 0)) {
    int64_t x = hint_small_value(a), n = hint_small_value(b);
    if (n >= 0 && n < 63) {
      int64_t r = (int64_t)((uint64_t)x << n);
      // No bits were lost iff shifting back restores x.
      if ((r >> n) == x && r >= HINT_SMALL_MIN && r <= HINT_SMALL_MAX) return hint_from_small(r);
    }
  }
  return hint_lshift_slow(a, b);
}
static inline HInt hint_rshift(HInt a, HInt b) {
  if (HINTC_LIKELY(((a | b) & 1) == 0 && b >= 0)) {
    int64_t x = hint_small_value(a), n = hint_small_value(b);
    // Arithmetic shift is floor division by 2**n, as Python's >> on negative ints.
    return hint_from_small(n >= 63 ? (x < 0 ? -1 : 0) : (x >> n));
  }
  return hint_rshift_slow(a, b);
}
HInt hint_and_slow(HInt a, HInt b);
HInt hint_or_slow(HInt a, HInt b);
HInt hint_xor_slow(HInt a, HInt b);
// On tagged small values the bitwise ops commute with the tag shift, so they apply directly.
static inline HInt hint_and(HInt a, HInt b) {
  if (HINTC_LIKELY(((a | b) & 1) == 0)) return a & b;
  return hint_and_slow(a, b);
}
static inline HInt hint_or(HInt a, HInt b) {
  if (HINTC_LIKELY(((a | b) & 1) == 0)) return a | b;
  return hint_or_slow(a, b);
}
static inline HInt hint_xor(HInt a, HInt b) {
  if (HINTC_LIKELY(((a | b) & 1) == 0)) return a ^ b;
  return hint_xor_slow(a, b);
}
HInt hint_neg_slow(HInt a);
HInt hint_invert_slow(HInt a);
HInt hint_abs_slow(HInt a);
static inline HInt hint_neg(HInt a) {
  if (HINTC_LIKELY(hint_is_small(a) && a != hint_from_small(HINT_SMALL_MIN))) return -a;
  return hint_neg_slow(a);
}
static inline HInt hint_invert(HInt a) {
  if (HINTC_LIKELY(hint_is_small(a))) return hint_from_small(~hint_small_value(a));
  return hint_invert_slow(a);
}
static inline HInt hint_abs(HInt a) {
  if (HINTC_LIKELY(hint_is_small(a) && a != hint_from_small(HINT_SMALL_MIN))) return a < 0 ? -a : a;
  return hint_abs_slow(a);
}

// --- comparisons: never fail ---
bool hint_eq_slow(HInt a, HInt b);
bool hint_lt_slow(HInt a, HInt b);
static inline bool hint_eq(HInt a, HInt b) {
  if (HINTC_LIKELY(((a | b) & 1) == 0)) return a == b;
  return hint_eq_slow(a, b);
}
static inline bool hint_ne(HInt a, HInt b) { return !hint_eq(a, b); }
static inline bool hint_lt(HInt a, HInt b) {
  if (HINTC_LIKELY(((a | b) & 1) == 0)) return a < b;
  return hint_lt_slow(a, b);
}
static inline bool hint_gt(HInt a, HInt b) { return hint_lt(b, a); }
static inline bool hint_le(HInt a, HInt b) { return !hint_lt(b, a); }
static inline bool hint_ge(HInt a, HInt b) { return !hint_lt(a, b); }
static inline bool hint_is_true(HInt a) { return a != 0; }  // boxed values are never zero
// min(a, b) / max(a, b) (new reference): a unless b is smaller (larger), as CPython keeps the
// first of equal extremes.
static inline HInt hint_min2(HInt a, HInt b) {
  HInt r = hint_lt(b, a) ? b : a;
  hint_incref(r);
  return r;
}
static inline HInt hint_max2(HInt a, HInt b) {
  HInt r = hint_lt(a, b) ? b : a;
  hint_incref(r);
  return r;
}

// Exact int-vs-float comparisons (as CPython: no rounding; nan compares unequal).
bool hint_float_eq(HInt a, double b);
bool hint_float_lt(HInt a, double b);  // a < b
bool hint_float_gt(HInt a, double b);  // a > b
// derived: le = lt || eq, etc. are provided by codegen via these three plus negation where
// nan-safe:
bool hint_float_le(HInt a, double b);
bool hint_float_ge(HInt a, double b);

// --- conversions ---
double hint_to_double(HInt a);  // OverflowError "int too large to convert to float"; HFLOAT_ERROR
static inline double hint_to_double_fast(HInt a) {
  if (HINTC_LIKELY(hint_is_small(a))) {
    int64_t x = hint_small_value(a);
    if (x >= -(1LL << 53) && x <= (1LL << 53)) return (double)x;
  }
  return hint_to_double(a);
}
static inline HInt hint_from_bool(char b) { return b ? hint_from_small(1) : hint_from_small(0); }
