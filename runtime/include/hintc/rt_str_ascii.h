// Building blocks of the str fast paths: new compact ASCII strs, substrings, and searches in
// strs of equal width, with the objects CPython's own str functions return for the same input.
#pragma once
#include <Python.h>
#include <string.h>

#include "hintc/rt_cpython.h"

// A new ASCII str of length n whose n characters the caller writes (PyUnicode_1BYTE_DATA).
// n == 0 gives the shared empty str, as PyUnicode_New does. Where rt_cpython.h knows the layout
// the object is made here: PyUnicode_New's generic checks cost more than the copy for the short strs of
// typical code; the header is what PyUnicode_New writes for an ASCII str.
static inline PyObject* hintc_ascii_new(Py_ssize_t n) {
#if HINTC_CPY_ASCII
  if (n > 0 && n < PY_SSIZE_T_MAX - (Py_ssize_t)sizeof(PyASCIIObject) - 1) {
    PyASCIIObject* o = (PyASCIIObject*)PyObject_Malloc(sizeof(PyASCIIObject) + (size_t)n + 1);
    if (o == NULL) return PyErr_NoMemory();
    PyObject_Init((PyObject*)o, &PyUnicode_Type);
    o->length = n;
    o->hash = -1;
    memset(&o->state, 0, sizeof o->state);
    o->state.kind = PyUnicode_1BYTE_KIND;
    o->state.compact = 1;
    o->state.ascii = 1;
#if HINTC_CPY_ASCII == 311
    o->state.ready = 1;
    o->wstr = NULL;
#endif
    ((char*)(o + 1))[n] = 0;
    return (PyObject*)o;
  }
#endif
  return PyUnicode_New(n, 127);
}

// s[a:b] of an exact str (0 <= a <= b <= len(s)): the empty str, the cached one-character strs
// and s itself for the whole of it, as CPython's slicing and splitting give them.
static inline PyObject* hintc_str_sub(PyObject* s, Py_ssize_t a, Py_ssize_t b) {
  if (PyUnicode_IS_ASCII(s) && b - a > 1 && b - a < PyUnicode_GET_LENGTH(s)) {
    PyObject* r = hintc_ascii_new(b - a);
    if (r != NULL) memcpy(PyUnicode_1BYTE_DATA(r), PyUnicode_1BYTE_DATA(s) + a, (size_t)(b - a));
    return r;
  }
  return PyUnicode_Substring(s, a, b);
}

// The first occurrence of q[0:m] (m > 0) in p[from:n], NULL when there is none. Short needles
// (most separators and words) are found by their first byte and compared in place, which
// costs less than the C library's memmem sets up; the bound keeps the worst case linear.
static inline const char* hintc_mem_find(const char* p, Py_ssize_t n, Py_ssize_t from,
                                         const char* q, Py_ssize_t m) {
  if (m == 1) return (const char*)memchr(p + from, q[0], (size_t)(n - from));
  if (m > 8) return (const char*)memmem(p + from, (size_t)(n - from), q, (size_t)m);
  const char* last = p + n - m;  // the last place a match can start
  for (const char* at = p + from; at <= last; ++at) {
    at = (const char*)memchr(at, q[0], (size_t)(last - at + 1));
    if (at == NULL) return NULL;
    if (memcmp(at + 1, q + 1, (size_t)(m - 1)) == 0) return at;
  }
  return NULL;
}

// Position of the first (right 0) or last (right 1) occurrence of sub in s[0:end], both strs,
// -1 when absent, -2 with an exception. One-byte strs are searched with the C library.
static inline Py_ssize_t hintc_str_search(PyObject* s, Py_ssize_t end, PyObject* sub, int right) {
  const Py_ssize_t m = PyUnicode_GET_LENGTH(sub);
  if (PyUnicode_KIND(s) == PyUnicode_1BYTE_KIND && PyUnicode_KIND(sub) == PyUnicode_1BYTE_KIND &&
      m > 0) {
    const char* p = (const char*)PyUnicode_1BYTE_DATA(s);
    const char* q = (const char*)PyUnicode_1BYTE_DATA(sub);
    if (m > end) return -1;
    if (!right) {
      const char* at = hintc_mem_find(p, end, 0, q, m);
      return at == NULL ? -1 : at - p;
    }
    for (Py_ssize_t i = end - m; i >= 0; --i) {
      if (p[i] == q[0] && (m == 1 || memcmp(p + i, q, (size_t)m) == 0)) return i;
    }
    return -1;
  }
  return PyUnicode_Find(s, sub, 0, end, right ? -1 : 1);
}
