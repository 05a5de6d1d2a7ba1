// str operations: indexing, conversions, f-string pieces. Fast paths inline; errors are
// CPython's.
#pragma once
#include <Python.h>

#include "hintc/rt_int.h"
#include "hintc/rt_str_ascii.h"

PyObject* hintc_getitem_int_slow(PyObject* o, HInt i);
// s[i]: a one-character str (new reference); IndexError "string index out of range".
static inline PyObject* hintc_str_get(PyObject* s, HInt i) {
  if (HINTC_LIKELY(PyUnicode_CheckExact(s) && hint_is_small(i))) {
    int64_t k = hint_small_value(i);
    Py_ssize_t n = PyUnicode_GET_LENGTH(s);
    if (k < 0) k += n;
    if ((uint64_t)k < (uint64_t)n) return PyUnicode_FromOrdinal((int)PyUnicode_READ_CHAR(s, k));
  }
  return hintc_getitem_int_slow(s, i);
}
// b[i] of a bytes value: the byte as an int; IndexError "index out of range". Anything but an
// exact bytes (a bytearray, a subclass that may override __getitem__) and a huge index go
// through PyObject_GetItem, the result checked as an int.
HInt hintc_bytes_get_slow(PyObject* b, HInt i);
static inline HInt hintc_bytes_get(PyObject* b, HInt i) {
  if (HINTC_LIKELY(PyBytes_CheckExact(b) && hint_is_small(i))) {
    int64_t k = hint_small_value(i);
    Py_ssize_t n = PyBytes_GET_SIZE(b);
    if (k < 0) k += n;
    if ((uint64_t)k < (uint64_t)n) return hint_from_small((unsigned char)PyBytes_AS_STRING(b)[k]);
  }
  return hintc_bytes_get_slow(b, i);
}
// ord(c): TypeError "ord() expected a character, but string of length N found".
HInt hintc_ord(PyObject* s);
// chr(i): ValueError "chr() arg not in range(0x110000)", or (before 3.13) OverflowError past a C int.
PyObject* hintc_chr(HInt i);
// str(x) / repr(x) / ascii(x) of an object; format(x, spec) for f-string fields.
static inline PyObject* hintc_str(PyObject* o) {
  if (PyUnicode_CheckExact(o)) {
    Py_INCREF(o);
    return o;
  }
  return PyObject_Str(o);
}
// str() of native numbers, as CPython prints them.
PyObject* hintc_str_of_int(HInt v);
PyObject* hintc_str_of_float(double v);
// f-string field: value (after its !r/!s/!a conversion) formatted with spec (NULL: none).
static inline PyObject* hintc_format(PyObject* value, PyObject* spec) {
  if (spec == NULL && PyUnicode_CheckExact(value)) {
    Py_INCREF(value);
    return value;
  }
  return PyObject_Format(value, spec);
}
// Concatenates n str pieces (borrowed) into one new str.
PyObject* hintc_str_concat(PyObject* const* pieces, Py_ssize_t n);
// `a + b` of two strs.
static inline PyObject* hintc_str_add(PyObject* a, PyObject* b) { return PyUnicode_Concat(a, b); }

// str methods through CPython's own str functions when the receiver is exactly a str (a
// subclass may override the method: then the method is called by name). Arguments are strs.
PyObject* hintc_str_method_slow(PyObject* self, const char* name, PyObject* const* args,
                                size_t nargs);
char hintc_str_tailmatch_slow(PyObject* self, PyObject* sub, int direction);
// s.startswith(sub) (direction -1) / s.endswith(sub) (direction 1).
static inline char hintc_str_tailmatch(PyObject* self, PyObject* sub, int direction) {
  if (HINTC_LIKELY(PyUnicode_CheckExact(self) && PyUnicode_Check(sub))) {
    const Py_ssize_t n = PyUnicode_GET_LENGTH(self), m = PyUnicode_GET_LENGTH(sub);
    if (m > n) return 0;
    const int kind = PyUnicode_KIND(self);
    // Same-width strs compare as bytes; a wider sub holds a character self cannot hold.
    if (kind == PyUnicode_KIND(sub)) {
      const char* at = (const char*)PyUnicode_DATA(self) + (direction < 0 ? 0 : (n - m) * kind);
      if (m == 1 && kind == PyUnicode_1BYTE_KIND) return (char)(at[0] == *(const char*)PyUnicode_DATA(sub));
      return (char)(memcmp(at, PyUnicode_DATA(sub), (size_t)(m * kind)) == 0);
    }
    if (PyUnicode_KIND(sub) > kind) return 0;
    Py_ssize_t r = PyUnicode_Tailmatch(self, sub, 0, PY_SSIZE_T_MAX, direction);
    return r < 0 ? (char)2 : (char)r;
  }
  return hintc_str_tailmatch_slow(self, sub, direction);
}
// int(s) of a str: plain decimal text ([+-] and up to 18 ASCII digits) of an exact str is parsed
// here; everything else (whitespace, '_', other digits, subclasses with __int__) by CPython.
HInt hintc_int_of_str_slow(PyObject* s);
static inline HInt hintc_int_of_str(PyObject* s) {
  if (HINTC_LIKELY(PyUnicode_CheckExact(s) && PyUnicode_IS_ASCII(s))) {
    const Py_ssize_t n = PyUnicode_GET_LENGTH(s);
    const unsigned char* p = PyUnicode_1BYTE_DATA(s);
    Py_ssize_t i = n > 0 && (p[0] == '-' || p[0] == '+') ? 1 : 0;
    if (n > i && n - i <= 18) {
      int64_t v = 0;
      for (Py_ssize_t k = i; k < n; ++k) {
        unsigned d = (unsigned)p[k] - '0';
        if (d > 9) return hintc_int_of_str_slow(s);
        v = v * 10 + (int64_t)d;
      }
      return hint_from_small(p[0] == '-' ? -v : v);
    }
  }
  return hintc_int_of_str_slow(s);
}
// Exact strs of one-byte characters natively (runtime/src/str_fast.cpp), others by CPython.
PyObject* hintc_str_replace_fast(PyObject* self, PyObject* old, PyObject* repl);
PyObject* hintc_str_split_fast(PyObject* self, PyObject* sep);
PyObject* hintc_str_join_fast(PyObject* self, PyObject* items);  // items: an exact list
static inline PyObject* hintc_str_replace(PyObject* self, PyObject* old, PyObject* repl) {
  if (HINTC_LIKELY(PyUnicode_CheckExact(self))) return hintc_str_replace_fast(self, old, repl);
  PyObject* args[] = {old, repl};
  return hintc_str_method_slow(self, "replace", args, 2);
}
static inline PyObject* hintc_str_split(PyObject* self, PyObject* sep) {  // sep NULL: whitespace
  if (HINTC_LIKELY(PyUnicode_CheckExact(self))) {
    return sep != NULL ? hintc_str_split_fast(self, sep) : PyUnicode_Split(self, NULL, -1);
  }
  return hintc_str_method_slow(self, "split", &sep, sep == NULL ? 0 : 1);
}
static inline PyObject* hintc_str_join(PyObject* self, PyObject* items) {
  if (HINTC_LIKELY(PyUnicode_CheckExact(self))) {
    return PyList_CheckExact(items) ? hintc_str_join_fast(self, items) : PyUnicode_Join(self, items);
  }
  return hintc_str_method_slow(self, "join", &items, 1);
}
// s.strip() / s.lstrip() / s.rstrip() without arguments (which: 0 both ends, 1 left, 2 right):
// str.isspace() characters removed; an exact str with nothing to strip is returned itself.
PyObject* hintc_str_strip(PyObject* self, int which);
// s.lower() (upper 0) / s.upper() (upper 1): ASCII strs natively, others by CPython's methods.
PyObject* hintc_str_case(PyObject* self, int upper);
// s.partition(sep) (right 0) / s.rpartition(sep) (right 1): a tuple of three strs.
static inline PyObject* hintc_str_partition(PyObject* self, PyObject* sep, int right) {
  if (HINTC_LIKELY(PyUnicode_CheckExact(self))) {
    return right ? PyUnicode_RPartition(self, sep) : PyUnicode_Partition(self, sep);
  }
  return hintc_str_method_slow(self, right ? "rpartition" : "partition", &sep, 1);
}
// `a, b, c = s.partition(sep)` of an exact str s without the tuple: the separator's position
// (-1 when absent; ValueError "empty separator"), then each piece (code: 0/1/2 head, separator,
// tail of partition; 3/4/5 of rpartition), the objects CPython's tuple would hold.
HInt hintc_str_partition_at(PyObject* s, PyObject* sep, int right);
PyObject* hintc_str_part_piece(PyObject* s, PyObject* sep, HInt pos, int code);
HInt hintc_str_find_count_slow(PyObject* self, PyObject* sub, int find);
// s.find(sub) (find=1) or s.count(sub) (find=0).
static inline HInt hintc_str_find_count(PyObject* self, PyObject* sub, int find) {
  if (HINTC_LIKELY(PyUnicode_CheckExact(self) && PyUnicode_Check(sub))) {
    Py_ssize_t r = find ? hintc_str_search(self, PyUnicode_GET_LENGTH(self), sub, 0)
                        : PyUnicode_Count(self, sub, 0, PY_SSIZE_T_MAX);
    if (r == -2 || (!find && r < 0)) return HINT_ERROR;
    return hint_from_small((int64_t)r);
  }
  return hintc_str_find_count_slow(self, sub, find);
}

// str.encode / bytes.decode of an exact receiver without the method call (runtime/src/str_fast.cpp):
// 1 when handled (*out the result or NULL with an exception), 0 to take the method call.
int hintc_codec_fast(int decode, PyObject* obj, PyObject* const* args, size_t nargs,
                     PyObject** out);
