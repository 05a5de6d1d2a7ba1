// str methods done natively for exact strs of one-byte characters (split, join, replace, and
// the pieces of a tuple-free partition), with the results and errors of CPython's own methods.
#include "hintc/rt_str_ascii.h"
#include "hintc/rt_strings.h"

namespace {

// Occurrences of sub (one-byte, non-empty) in s (one-byte), counted left to right without
// overlaps as str.count/split/replace count them.
Py_ssize_t count_one_byte(PyObject* s, PyObject* sub) {
  const char* p = (const char*)PyUnicode_1BYTE_DATA(s);
  const Py_ssize_t n = PyUnicode_GET_LENGTH(s), m = PyUnicode_GET_LENGTH(sub);
  const char* q = (const char*)PyUnicode_1BYTE_DATA(sub);
  Py_ssize_t count = 0;
  for (Py_ssize_t i = 0; i + m <= n;) {
    const char* at = hintc_mem_find(p, n, i, q, m);
    if (at == NULL) break;
    ++count;
    i = at - p + m;
  }
  return count;
}

bool one_byte(PyObject* s) { return PyUnicode_KIND(s) == PyUnicode_1BYTE_KIND; }

}  // namespace

HInt hintc_str_partition_at(PyObject* s, PyObject* sep, int right) {
  if (PyUnicode_GET_LENGTH(sep) == 0) {
    PyErr_SetString(PyExc_ValueError, "empty separator");
    return HINT_ERROR;
  }
  Py_ssize_t at = hintc_str_search(s, PyUnicode_GET_LENGTH(s), sep, right);
  return at == -2 ? HINT_ERROR : hint_from_small((int64_t)at);
}

PyObject* hintc_str_part_piece(PyObject* s, PyObject* sep, HInt pos, int code) {
  const int which = code % 3, right = code / 3;
  const Py_ssize_t at = (Py_ssize_t)hint_small_value(pos);
  PyObject* whole = NULL;
  if (at >= 0) {
    if (which == 0) return hintc_str_sub(s, 0, at);
    if (which == 2) {
      return hintc_str_sub(s, at + PyUnicode_GET_LENGTH(sep), PyUnicode_GET_LENGTH(s));
    }
    whole = sep;  // CPython's tuple holds the separator object itself
  } else if (which == (right ? 2 : 0)) {
    whole = s;  // not found: s itself, and two empty strs
  }
  if (whole == NULL) return PyUnicode_New(0, 0);
  Py_INCREF(whole);
  return whole;
}

PyObject* hintc_str_split_fast(PyObject* s, PyObject* sep) {
  const Py_ssize_t n = PyUnicode_GET_LENGTH(s), m = PyUnicode_GET_LENGTH(sep);
  if (!one_byte(s) || !one_byte(sep) || m == 0 || m > n) return PyUnicode_Split(s, sep, -1);
  const char* p = (const char*)PyUnicode_1BYTE_DATA(s);
  const char* q = (const char*)PyUnicode_1BYTE_DATA(sep);
  // The separators' positions, found once for the typical handful of pieces; more than fit
  // here are counted first so the list is made at its size.
  constexpr Py_ssize_t kMaxFound = 32;
  Py_ssize_t found[kMaxFound];
  Py_ssize_t count = 0;
  for (Py_ssize_t i = 0; count < kMaxFound;) {
    const char* at = hintc_mem_find(p, n, i, q, m);
    if (at == NULL) break;
    found[count++] = at - p;
    i = at - p + m;
  }
  if (count == kMaxFound) count = count_one_byte(s, sep);
  PyObject* list = PyList_New(count + 1);
  if (list == NULL) return NULL;
  if (count == 0) {  // as CPython: an exact str without the separator is its own only piece
    Py_INCREF(s);
    PyList_SET_ITEM(list, 0, s);
    return list;
  }
  Py_ssize_t start = 0;
  for (Py_ssize_t k = 0; k <= count; ++k) {
    Py_ssize_t end = n;
    if (k < count) end = k < kMaxFound ? found[k] : hintc_mem_find(p, n, start, q, m) - p;
    PyObject* piece = hintc_str_sub(s, start, end);
    if (piece == NULL) {
      Py_DECREF(list);
      return NULL;
    }
    PyList_SET_ITEM(list, k, piece);
    start = end + m;
  }
  return list;
}

PyObject* hintc_str_join_fast(PyObject* sep, PyObject* items) {
  // Only exact lists of two or more ASCII strs with an ASCII separator: one allocation of the
  // exact size. Everything else (one item, which is its own result; errors) is CPython's.
  const Py_ssize_t n = PyList_GET_SIZE(items);
  if (n < 2 || !PyUnicode_IS_ASCII(sep)) return PyUnicode_Join(sep, items);
  const Py_ssize_t m = PyUnicode_GET_LENGTH(sep);
  Py_ssize_t total = m * (n - 1);
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject* it = PyList_GET_ITEM(items, i);
    if (!PyUnicode_CheckExact(it) || !PyUnicode_IS_ASCII(it)) return PyUnicode_Join(sep, items);
    total += PyUnicode_GET_LENGTH(it);  // no overflow: every str fits in memory
  }
  PyObject* r = hintc_ascii_new(total);
  if (r == NULL) return NULL;
  char* out = (char*)PyUnicode_1BYTE_DATA(r);
  const char* sp = (const char*)PyUnicode_1BYTE_DATA(sep);
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject* it = PyList_GET_ITEM(items, i);
    if (i > 0) {
      memcpy(out, sp, (size_t)m);
      out += m;
    }
    const Py_ssize_t k = PyUnicode_GET_LENGTH(it);
    memcpy(out, PyUnicode_1BYTE_DATA(it), (size_t)k);
    out += k;
  }
  return r;
}

PyObject* hintc_str_replace_fast(PyObject* s, PyObject* old, PyObject* repl) {
  const Py_ssize_t m = PyUnicode_GET_LENGTH(old);
  if (!PyUnicode_IS_ASCII(s) || !one_byte(old) || !PyUnicode_IS_ASCII(repl) || m == 0) {
    return PyUnicode_Replace(s, old, repl, -1);
  }
  const Py_ssize_t n = PyUnicode_GET_LENGTH(s);
  const Py_ssize_t count = old == repl || m > n ? 0 : count_one_byte(s, old);
  if (count == 0) {  // as CPython: nothing replaced gives the exact str itself
    Py_INCREF(s);
    return s;
  }
  const Py_ssize_t k = PyUnicode_GET_LENGTH(repl);
  if (k > m && count > (PY_SSIZE_T_MAX - n) / (k - m)) {
    PyErr_SetString(PyExc_OverflowError, "replace string is too long");
    return NULL;
  }
  PyObject* r = hintc_ascii_new(n + count * (k - m));
  if (r == NULL) return NULL;
  const char* p = (const char*)PyUnicode_1BYTE_DATA(s);
  const char* q = (const char*)PyUnicode_1BYTE_DATA(old);
  const char* w = (const char*)PyUnicode_1BYTE_DATA(repl);
  char* out = (char*)PyUnicode_1BYTE_DATA(r);
  Py_ssize_t i = 0;
  for (Py_ssize_t c = 0; c < count; ++c) {
    const Py_ssize_t at = hintc_mem_find(p, n, i, q, m) - p;
    memcpy(out, p + i, (size_t)(at - i));
    out += at - i;
    memcpy(out, w, (size_t)k);
    out += k;
    i = at + m;
  }
  memcpy(out, p + i, (size_t)(n - i));
  return r;
}

// s.encode() / s.encode(encoding) of an exact str and b.decode() / b.decode(encoding) of exact
// bytes, through the functions str.encode and bytes.decode call (strict errors): no lookup of
// the method and no argument parsing. The encoding must be an exact ASCII str without NUL (any
// other goes through the method, for its own TypeError/ValueError). 1: done (*out the result,
// or NULL with the codec's exception), 0: not this case.
int hintc_codec_fast(int decode, PyObject* obj, PyObject* const* args, size_t nargs,
                     PyObject** out) {
  if (nargs > 1 || (decode ? !PyBytes_CheckExact(obj) : !PyUnicode_CheckExact(obj))) return 0;
  const char* encoding = NULL;
  if (nargs == 1) {
    PyObject* e = args[0];
    if (!PyUnicode_CheckExact(e) || !PyUnicode_IS_ASCII(e)) return 0;
    encoding = (const char*)PyUnicode_1BYTE_DATA(e);
    if ((Py_ssize_t)strlen(encoding) != PyUnicode_GET_LENGTH(e)) return 0;
  }
  if (decode) {
    *out = encoding == NULL
               ? PyUnicode_DecodeUTF8(PyBytes_AS_STRING(obj), PyBytes_GET_SIZE(obj), NULL)
               : PyUnicode_FromEncodedObject(obj, encoding, NULL);
  } else {
    *out = encoding == NULL ? PyUnicode_AsUTF8String(obj)
                            : PyUnicode_AsEncodedString(obj, encoding, NULL);
  }
  return 1;
}
