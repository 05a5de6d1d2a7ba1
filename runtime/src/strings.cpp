// Out-of-line str operations: conversions and concatenation with CPython's messages.
#include <climits>

#include "hintc/rt_args.h"
#include "hintc/rt_float.h"
#include "hintc/rt_strings.h"

HInt hintc_ord(PyObject* s) {
  if (PyUnicode_Check(s) && PyUnicode_GET_LENGTH(s) == 1) {
    return hint_from_small((int64_t)PyUnicode_READ_CHAR(s, 0));
  }
  if (PyUnicode_Check(s)) {
    PyErr_Format(PyExc_TypeError, "ord() expected a character, but string of length %zd found",
                 PyUnicode_GET_LENGTH(s));
    return HINT_ERROR;
  }
  // bytes and bytearray of length 1 are accepted by ord() too: let the builtin decide.
  PyObject* builtins = PyEval_GetBuiltins();
  PyObject* ord = builtins ? PyDict_GetItemString(builtins, "ord") : NULL;
  if (ord == NULL) {
    PyErr_SetString(PyExc_RuntimeError, "builtins.ord is missing");
    return HINT_ERROR;
  }
  return hint_from_object_steal(PyObject_CallOneArg(ord, s));
}

PyObject* hintc_chr(HInt i) {
  // Up to 3.12 CPython converts the argument to a C int first (OverflowError beyond its range);
  // 3.13 gives every value outside range(0x110000) the ValueError.
  const bool c_int = hint_is_small(i) && hint_small_value(i) >= INT_MIN && hint_small_value(i) <= INT_MAX;
  if (c_int || PY_VERSION_HEX >= 0x030D0000) {
    int64_t v = c_int ? hint_small_value(i) : -1;
    if (v >= 0 && v <= 0x10ffff) return PyUnicode_FromOrdinal((int)v);
    PyErr_SetString(PyExc_ValueError, "chr() arg not in range(0x110000)");
    return NULL;
  }
  PyErr_SetString(PyExc_OverflowError, "Python int too large to convert to C int");
  return NULL;
}

// str() of a new reference (NULL passes through), releasing it.
static PyObject* str_steal(PyObject* o) {
  if (o == NULL) return NULL;
  PyObject* r = PyObject_Str(o);
  Py_DECREF(o);
  return r;
}

PyObject* hintc_str_of_int(HInt v) {
  if (!hint_is_small(v)) return str_steal(hint_box(v));
  // Decimal digits written here: no int object and no int.__str__ call for a small value.
  const int64_t x = hint_small_value(v);
  uint64_t u = x < 0 ? 0 - (uint64_t)x : (uint64_t)x;
  char buf[24];
  char* end = buf + sizeof buf;
  char* p = end;
  do {
    *--p = (char)('0' + u % 10);
    u /= 10;
  } while (u != 0);
  if (x < 0) *--p = '-';
  PyObject* r = hintc_ascii_new(end - p);
  if (r != NULL) memcpy(PyUnicode_1BYTE_DATA(r), p, (size_t)(end - p));
  return r;
}

HInt hintc_int_of_str_slow(PyObject* s) {
  PyObject* o = PyNumber_Long(s);
  if (o == NULL) return HINT_ERROR;
  HInt r = hintc_unbox_int(o, "int()");
  Py_DECREF(o);
  return r;
}

PyObject* hintc_str_of_float(double v) { return str_steal(PyFloat_FromDouble(v)); }

PyObject* hintc_str_concat(PyObject* const* pieces, Py_ssize_t n) {
  // As "".join(pieces): one exact str is its own result; otherwise one allocation at the widest
  // piece's width and a copy of each piece (bytes when the widths agree).
  if (n == 1 && PyUnicode_CheckExact(pieces[0])) {
    Py_INCREF(pieces[0]);
    return pieces[0];
  }
  Py_ssize_t len = 0;
  Py_UCS4 maxchar = 0;
  for (Py_ssize_t i = 0; i < n; ++i) {
    Py_ssize_t k = PyUnicode_GET_LENGTH(pieces[i]);
    if (k > PY_SSIZE_T_MAX - len) {
      PyErr_SetString(PyExc_OverflowError, "join() result is too long for a Python string");
      return NULL;
    }
    len += k;
    maxchar |= PyUnicode_MAX_CHAR_VALUE(pieces[i]);  // 127/255/0xffff/0x10ffff: | is max
  }
  PyObject* r = PyUnicode_New(len, maxchar);
  if (r == NULL) return NULL;
  const int kind = PyUnicode_KIND(r);
  char* out = (char*)PyUnicode_DATA(r);
  Py_ssize_t pos = 0;
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject* p = pieces[i];
    Py_ssize_t k = PyUnicode_GET_LENGTH(p);
    if (PyUnicode_KIND(p) == kind) {
      memcpy(out + pos * kind, PyUnicode_DATA(p), (size_t)(k * kind));
    } else {
      PyUnicode_CopyCharacters(r, pos, p, 0, k);  // widens; cannot fail here
    }
    pos += k;
  }
  return r;
}

PyObject* hintc_str_method_slow(PyObject* self, const char* name, PyObject* const* args,
                                size_t nargs) {
  PyObject* meth = PyObject_GetAttrString(self, name);
  if (meth == NULL) return NULL;
  PyObject* r = PyObject_Vectorcall(meth, args, nargs, NULL);
  Py_DECREF(meth);
  return r;
}

char hintc_str_tailmatch_slow(PyObject* self, PyObject* sub, int direction) {
  PyObject* r = hintc_str_method_slow(self, direction < 0 ? "startswith" : "endswith", &sub, 1);
  if (r == NULL) return 2;
  int t = PyObject_IsTrue(r);
  Py_DECREF(r);
  return t < 0 ? (char)2 : (char)t;
}

HInt hintc_str_find_count_slow(PyObject* self, PyObject* sub, int find) {
  return hint_from_object_steal(hintc_str_method_slow(self, find ? "find" : "count", &sub, 1));
}

PyObject* hintc_str_strip(PyObject* self, int which) {
  if (!PyUnicode_CheckExact(self)) {
    static const char* const names[] = {"strip", "lstrip", "rstrip"};
    return hintc_str_method_slow(self, names[which], NULL, 0);
  }
  Py_ssize_t start = 0, end = PyUnicode_GET_LENGTH(self);
  if (PyUnicode_IS_ASCII(self)) {
    // CPython's ASCII whitespace characters, read byte by byte.
    const unsigned char* p = PyUnicode_1BYTE_DATA(self);
    if (which != 2) {
      while (start < end && hintc_cpy_ascii_space(p[start])) ++start;
    }
    if (which != 1) {
      while (end > start && hintc_cpy_ascii_space(p[end - 1])) --end;
    }
  } else {
    const int kind = PyUnicode_KIND(self);
    const void* data = PyUnicode_DATA(self);
    if (which != 2) {
      while (start < end && Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, start))) ++start;
    }
    if (which != 1) {
      while (end > start && Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, end - 1))) --end;
    }
  }
  if (start == 0 && end == PyUnicode_GET_LENGTH(self)) {
    Py_INCREF(self);  // as CPython: an exact str with nothing to strip is its own result
    return self;
  }
  return hintc_str_sub(self, start, end);
}

PyObject* hintc_str_case(PyObject* self, int upper) {
  if (!PyUnicode_CheckExact(self) || !PyUnicode_IS_ASCII(self)) {
    return hintc_str_method_slow(self, upper ? "upper" : "lower", NULL, 0);
  }
  // ASCII case mapping is a byte map; CPython's results for ASCII input are the same characters.
  const Py_ssize_t n = PyUnicode_GET_LENGTH(self);
  PyObject* r = hintc_ascii_new(n);
  if (r == NULL) return NULL;
  const unsigned char* src = PyUnicode_1BYTE_DATA(self);
  unsigned char* dst = PyUnicode_1BYTE_DATA(r);
  const unsigned char lo = upper ? 'a' : 'A';
  for (Py_ssize_t i = 0; i < n; ++i) {
    unsigned char c = src[i];
    dst[i] = (unsigned char)(c - lo) < 26 ? (unsigned char)(c ^ 0x20) : c;
  }
  return r;
}
