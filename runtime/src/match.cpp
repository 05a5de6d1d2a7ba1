// Slow paths of the `match` statement: sequence unpacking, mapping key lookup and class patterns,
// with CPython 3.11's semantics and error messages (Python/ceval.c's match_keys/match_class).
#include "hintc/rt_match.h"

namespace {

// An object no mapping can hold: `get(key, sentinel)` returning it means the key is missing.
PyObject* missing_sentinel() {
  static PyObject* sentinel = PyObject_CallNoArgs((PyObject*)&PyBaseObject_Type);
  return sentinel;
}

PyObject* new_none() {
  Py_INCREF(Py_None);
  return Py_None;
}

// Items of the sequence subject read by index (a wildcard star: CPython subscripts the subject,
// computing nonnegative indices past the star from its length).
PyObject* items_by_index(PyObject* subject, Py_ssize_t size, Py_ssize_t star) {
  PyObject* out = PyTuple_New(size);
  if (out == nullptr) return nullptr;
  for (Py_ssize_t i = 0; i < size; ++i) {
    if (i == star) {
      PyTuple_SET_ITEM(out, i, new_none());
      continue;
    }
    Py_ssize_t at = i;
    if (i > star) {
      Py_ssize_t n = PyObject_Length(subject);
      if (n < 0) {
        Py_DECREF(out);
        return nullptr;
      }
      at = n - (size - i);
    }
    PyObject* index = PyLong_FromSsize_t(at);
    PyObject* item = index == nullptr ? nullptr : PyObject_GetItem(subject, index);
    Py_XDECREF(index);
    if (item == nullptr) {
      Py_DECREF(out);
      return nullptr;
    }
    PyTuple_SET_ITEM(out, i, item);
  }
  return out;
}

}  // namespace

PyObject* hintc_match_items(PyObject* subject, HInt size_h, HInt star_h, char star_wildcard) {
  Py_ssize_t size = (Py_ssize_t)hint_small_value(size_h);
  Py_ssize_t star = (Py_ssize_t)hint_small_value(star_h);
  if (star >= 0 && star_wildcard) return items_by_index(subject, size, star);
  // UNPACK_SEQUENCE / UNPACK_EX: lists and tuples are read directly, anything else iterated.
  PyObject* seq = PySequence_Fast(subject, "cannot unpack non-iterable object");
  if (seq == nullptr) return nullptr;
  Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
  Py_ssize_t fixed = star >= 0 ? size - 1 : size;
  if (star < 0 && n != size) {
    if (n > size) {
      PyErr_Format(PyExc_ValueError, "too many values to unpack (expected %zd)", size);
    } else {
      PyErr_Format(PyExc_ValueError, "not enough values to unpack (expected %zd, got %zd)", size,
                   n);
    }
    Py_DECREF(seq);
    return nullptr;
  }
  if (star >= 0 && n < fixed) {
    PyErr_Format(PyExc_ValueError, "not enough values to unpack (expected at least %zd, got %zd)",
                 fixed, n);
    Py_DECREF(seq);
    return nullptr;
  }
  PyObject** items = PySequence_Fast_ITEMS(seq);
  PyObject* out = PyTuple_New(size);
  if (out == nullptr) {
    Py_DECREF(seq);
    return nullptr;
  }
  Py_ssize_t after = star >= 0 ? size - star - 1 : 0;
  for (Py_ssize_t i = 0; i < size; ++i) {
    PyObject* item;
    if (i == star) {
      item = PyList_New(n - fixed);
      if (item == nullptr) {
        Py_DECREF(out);
        Py_DECREF(seq);
        return nullptr;
      }
      for (Py_ssize_t k = 0; k < n - fixed; ++k) {
        Py_INCREF(items[star + k]);
        PyList_SET_ITEM(item, k, items[star + k]);
      }
    } else {
      item = items[star >= 0 && i > star ? n - after + (i - star - 1) : i];
      Py_INCREF(item);
    }
    PyTuple_SET_ITEM(out, i, item);
  }
  Py_DECREF(seq);
  return out;
}

PyObject* hintc_match_keys(PyObject* subject, PyObject* keys) {
  Py_ssize_t nkeys = PyTuple_GET_SIZE(keys);
  if (nkeys == 0) return PyTuple_New(0);
  Py_ssize_t n = PyObject_Length(subject);
  if (n < 0) return nullptr;
  if (n < nkeys) return new_none();
  PyObject* sentinel = missing_sentinel();
  if (sentinel == nullptr) return nullptr;
  PyObject* get = PyObject_GetAttrString(subject, "get");
  if (get == nullptr) return nullptr;
  PyObject* seen = PySet_New(nullptr);
  PyObject* values = seen == nullptr ? nullptr : PyTuple_New(nkeys);
  if (values == nullptr) goto fail;
  for (Py_ssize_t i = 0; i < nkeys; ++i) {
    PyObject* key = PyTuple_GET_ITEM(keys, i);
    int dup = PySet_Contains(seen, key);
    if (dup < 0 || (dup == 0 && PySet_Add(seen, key) < 0)) goto fail;
    if (dup) {
      PyErr_Format(PyExc_ValueError, "mapping pattern checks duplicate key (%R)", key);
      goto fail;
    }
    PyObject* value = PyObject_CallFunctionObjArgs(get, key, sentinel, nullptr);
    if (value == nullptr) goto fail;
    if (value == sentinel) {
      Py_DECREF(value);
      Py_DECREF(values);
      Py_DECREF(seen);
      Py_DECREF(get);
      return new_none();
    }
    PyTuple_SET_ITEM(values, i, value);
  }
  Py_DECREF(seen);
  Py_DECREF(get);
  return values;
fail:
  Py_XDECREF(values);
  Py_XDECREF(seen);
  Py_DECREF(get);
  return nullptr;
}

PyObject* hintc_match_rest(PyObject* subject, PyObject* keys) {
  PyObject* rest = PyDict_New();
  if (rest == nullptr) return nullptr;
  if (PyDict_Update(rest, subject) < 0) {
    Py_DECREF(rest);
    return nullptr;
  }
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(keys); ++i) {
    if (PyDict_DelItem(rest, PyTuple_GET_ITEM(keys, i)) < 0) {
      Py_DECREF(rest);
      return nullptr;
    }
  }
  return rest;
}

namespace {

// One attribute of a class pattern: NULL with no error set when the subject lacks it.
PyObject* class_attr(PyObject* subject, PyTypeObject* type, PyObject* name, PyObject* seen) {
  int dup = PySet_Contains(seen, name);
  if (dup < 0 || (dup == 0 && PySet_Add(seen, name) < 0)) return nullptr;
  if (dup) {
    PyErr_Format(PyExc_TypeError, "%s() got multiple sub-patterns for attribute %R", type->tp_name,
                 name);
    return nullptr;
  }
  PyObject* attr = PyObject_GetAttr(subject, name);
  if (attr == nullptr && PyErr_ExceptionMatches(PyExc_AttributeError)) PyErr_Clear();
  return attr;
}

// The positional attributes' names: cls.__match_args__, or `self` (nullptr names, *self set) for
// the builtins matching their instances themselves. NULL on error.
PyObject* match_args_of(PyTypeObject* type, Py_ssize_t nargs, bool* self) {
  *self = false;
  PyObject* args = PyObject_GetAttrString((PyObject*)type, "__match_args__");
  if (args != nullptr && !PyTuple_CheckExact(args)) {
    PyErr_Format(PyExc_TypeError, "%s.__match_args__ must be a tuple (got %s)", type->tp_name,
                 Py_TYPE(args)->tp_name);
    Py_DECREF(args);
    return nullptr;
  }
  if (args == nullptr) {
    if (!PyErr_ExceptionMatches(PyExc_AttributeError)) return nullptr;
    PyErr_Clear();
    args = PyTuple_New(0);
    if (args == nullptr) return nullptr;
    *self = hintc_cpy_match_self(type);
  }
  Py_ssize_t allowed = *self ? 1 : PyTuple_GET_SIZE(args);
  if (allowed < nargs) {
    PyErr_Format(PyExc_TypeError, "%s() accepts %zd positional sub-pattern%s (%zd given)",
                 type->tp_name, allowed, allowed == 1 ? "" : "s", nargs);
    Py_DECREF(args);
    return nullptr;
  }
  return args;
}

}  // namespace

PyObject* hintc_match_class(PyObject* subject, PyObject* cls, HInt nargs_h, PyObject* kwnames) {
  Py_ssize_t nargs = (Py_ssize_t)hint_small_value(nargs_h);
  if (!PyType_Check(cls)) {
    PyErr_SetString(PyExc_TypeError, PY_VERSION_HEX >= 0x030C0000
                                         ? "called match pattern must be a class"
                                         : "called match pattern must be a type");
    return nullptr;
  }
  PyTypeObject* type = (PyTypeObject*)cls;
  int is = PyObject_IsInstance(subject, cls);
  if (is < 0) return nullptr;
  if (is == 0) return new_none();
  Py_ssize_t nkw = PyTuple_GET_SIZE(kwnames);
  PyObject* seen = PySet_New(nullptr);
  if (seen == nullptr) return nullptr;
  PyObject* out = PyTuple_New(nargs + nkw);
  PyObject* names = nullptr;
  if (out == nullptr) goto fail;
  if (nargs > 0) {
    bool self;
    names = match_args_of(type, nargs, &self);
    if (names == nullptr) goto fail;
    if (self) {
      Py_INCREF(subject);
      PyTuple_SET_ITEM(out, 0, subject);
    }
    for (Py_ssize_t i = 0; i < nargs && !self; ++i) {
      PyObject* name = PyTuple_GET_ITEM(names, i);
      if (!PyUnicode_CheckExact(name)) {
        PyErr_Format(PyExc_TypeError, "__match_args__ elements must be strings (got %s)",
                     Py_TYPE(name)->tp_name);
        goto fail;
      }
      PyObject* attr = class_attr(subject, type, name, seen);
      if (attr == nullptr) goto fail;
      PyTuple_SET_ITEM(out, i, attr);
    }
    Py_CLEAR(names);
  }
  for (Py_ssize_t i = 0; i < nkw; ++i) {
    PyObject* attr = class_attr(subject, type, PyTuple_GET_ITEM(kwnames, i), seen);
    if (attr == nullptr) goto fail;
    PyTuple_SET_ITEM(out, nargs + i, attr);
  }
  Py_DECREF(seen);
  return out;
fail:
  Py_XDECREF(names);
  Py_XDECREF(out);
  Py_DECREF(seen);
  // A missing attribute is a failed match, not an error.
  return PyErr_Occurred() ? nullptr : new_none();
}
