// Slow paths of container operations: CPython's generic protocols, so every result and error
// message is the interpreter's own.
#include "hintc/rt_containers.h"
#include "hintc/rt_args.h"
#include "hintc/rt_errors.h"
#include "hintc/rt_strings.h"
#include "hintc/rt_tuples.h"

#include <cstring>

PyObject* hintc_getitem_int_slow(PyObject* o, HInt i) {
  PyObject* key = hint_box(i);
  if (key == NULL) return NULL;
  PyObject* r = PyObject_GetItem(o, key);
  Py_DECREF(key);
  return r;
}

HInt hintc_bytes_get_slow(PyObject* b, HInt i) {
  PyObject* r = hintc_getitem_int_slow(b, i);
  if (r == NULL) return HINT_ERROR;
  HInt v = hintc_unbox_int(r, "item");
  Py_DECREF(r);
  return v;
}

char hintc_tuple_item_eq_int_slow(PyObject* item, HInt v) {
  PyObject* o = hint_box(v);
  if (o == NULL) return 2;
  int r = PyObject_RichCompareBool(item, o, Py_EQ);
  Py_DECREF(o);
  return r < 0 ? (char)2 : (char)r;
}

char hintc_setitem_int_slow(PyObject* o, HInt i, PyObject* v) {
  PyObject* key = hint_box(i);
  if (key == NULL) return 2;
  int rc = PyObject_SetItem(o, key, v);
  Py_DECREF(key);
  return hintc_status(rc);
}

HInt hintc_item_int_slow(PyObject* o, const char* what) {
  if (!PyLong_Check(o)) {
    hintc_raise_type_mismatch("int", o, what);
    return HINT_ERROR;
  }
  return hint_from_object(o);
}

double hintc_item_float_slow(PyObject* o, const char* what) {
  if (PyFloat_Check(o)) return PyFloat_AS_DOUBLE(o);
  if (PyLong_Check(o)) return PyLong_AsDouble(o);  // exact, or OverflowError like float(o)
  hintc_raise_type_mismatch("float", o, what);
  return -1.0;
}

char hintc_item_bool_slow(PyObject* o, const char* what) {
  hintc_raise_type_mismatch("bool", o, what);
  return 2;
}

bool hintc_iter_finished(void) {
  if (!PyErr_Occurred()) return true;
  if (!PyErr_ExceptionMatches(PyExc_StopIteration)) return false;
  PyErr_Clear();
  return true;
}

PyObject* hintc_dict_get_default(PyObject* d, PyObject* k, PyObject* dflt) {
  if (PyDict_CheckExact(d)) {
    PyObject* v = PyDict_GetItemWithError(d, k);
    if (v == NULL && PyErr_Occurred()) return NULL;
    if (v == NULL) v = dflt;
    Py_INCREF(v);
    return v;
  }
  return PyObject_CallMethod(d, "get", "OO", k, dflt);
}

PyObject* hintc_unpack(PyObject* value, Py_ssize_t n) {
  if (PyTuple_CheckExact(value) && PyTuple_GET_SIZE(value) == n) {
    Py_INCREF(value);
    return value;
  }
  if ((PyList_CheckExact(value) || PyTuple_CheckExact(value)) && PySequence_Fast_GET_SIZE(value) == n) {
    return PySequence_Tuple(value);
  }
  PyObject* it = PyObject_GetIter(value);
  if (it == NULL) {
    if (PyErr_ExceptionMatches(PyExc_TypeError) && Py_TYPE(value)->tp_iter == NULL &&
        !PySequence_Check(value)) {
      PyErr_Format(PyExc_TypeError, "cannot unpack non-iterable %.200s object",
                   Py_TYPE(value)->tp_name);
    }
    return NULL;
  }
  PyObject* out = PyTuple_New(n);
  if (out == NULL) {
    Py_DECREF(it);
    return NULL;
  }
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject* item = PyIter_Next(it);
    if (item == NULL) {
      if (!PyErr_Occurred()) {
        PyErr_Format(PyExc_ValueError, "not enough values to unpack (expected %zd, got %zd)", n,
                     i);
      }
      Py_DECREF(it);
      Py_DECREF(out);
      return NULL;
    }
    PyTuple_SET_ITEM(out, i, item);
  }
  PyObject* extra = PyIter_Next(it);
  Py_DECREF(it);
  if (extra != NULL) {
    Py_DECREF(extra);
    Py_DECREF(out);
    // CPython 3.14 counts the items when the value has a length; earlier versions do not.
    if (PY_VERSION_HEX >= 0x030E0000 &&
        (PyList_CheckExact(value) || PyTuple_CheckExact(value) || PyDict_CheckExact(value))) {
      PyErr_Format(PyExc_ValueError, "too many values to unpack (expected %zd, got %zd)", n,
                   PyObject_Size(value));
    } else {
      PyErr_Format(PyExc_ValueError, "too many values to unpack (expected %zd)", n);
    }
    return NULL;
  }
  if (PyErr_Occurred()) {
    Py_DECREF(out);
    return NULL;
  }
  return out;
}

PyObject* hintc_unpack_starred(PyObject* value, Py_ssize_t before, Py_ssize_t after) {
  PyObject* it = PyObject_GetIter(value);
  if (it == NULL) {
    if (PyErr_ExceptionMatches(PyExc_TypeError) && Py_TYPE(value)->tp_iter == NULL &&
        !PySequence_Check(value)) {
      PyErr_Format(PyExc_TypeError, "cannot unpack non-iterable %.200s object",
                   Py_TYPE(value)->tp_name);
    }
    return NULL;
  }
  PyObject* out = PyTuple_New(before + 1 + after);
  PyObject* rest = out ? PyList_New(0) : NULL;
  if (rest == NULL) {
    Py_XDECREF(out);
    Py_DECREF(it);
    return NULL;
  }
  for (Py_ssize_t i = 0; i < before; ++i) {
    PyObject* item = PyIter_Next(it);
    if (item == NULL) {
      if (!PyErr_Occurred()) {
        PyErr_Format(PyExc_ValueError,
                     "not enough values to unpack (expected at least %zd, got %zd)",
                     before + after, i);
      }
      goto fail;
    }
    PyTuple_SET_ITEM(out, i, item);
  }
  for (;;) {
    PyObject* item = PyIter_Next(it);
    if (item == NULL) break;
    int rc = PyList_Append(rest, item);
    Py_DECREF(item);
    if (rc < 0) goto fail;
  }
  if (PyErr_Occurred()) goto fail;
  if (PyList_GET_SIZE(rest) < after) {
    PyErr_Format(PyExc_ValueError, "not enough values to unpack (expected at least %zd, got %zd)",
                 before + after, before + PyList_GET_SIZE(rest));
    goto fail;
  }
  {
    Py_ssize_t keep = PyList_GET_SIZE(rest) - after;
    for (Py_ssize_t i = 0; i < after; ++i) {
      PyObject* item = PyList_GET_ITEM(rest, keep + i);
      Py_INCREF(item);
      PyTuple_SET_ITEM(out, before + 1 + i, item);
    }
    if (PyList_SetSlice(rest, keep, PyList_GET_SIZE(rest), NULL) < 0) goto fail;
  }
  PyTuple_SET_ITEM(out, before, rest);
  Py_DECREF(it);
  return out;
fail:
  Py_DECREF(it);
  Py_DECREF(rest);
  Py_DECREF(out);
  return NULL;
}

static PyObject* make_slice(PyObject* start, PyObject* stop, PyObject* step) {
  return PySlice_New(start, stop, step);  // NULL parts are None
}

namespace {

// A slice bound that is absent (NULL or None: *out keeps the default) or an exact one-digit
// int; false for any other object (the generic path converts it, or raises).
bool simple_bound(PyObject* b, Py_ssize_t* out) {
  int64_t v;
  if (b == NULL || b == Py_None) return true;
  if (!PyLong_CheckExact(b) || !hintc_cpy_long_one_digit(b, &v)) return false;
  *out = (Py_ssize_t)v;
  return true;
}

// value[start:stop] of an exact list, tuple, bytes or str with simple bounds and no step, as
// their subscripts compute it without the slice object (a whole exact tuple, bytes or str is
// itself); NULL without an exception for anything else.
PyObject* simple_slice(PyObject* value, PyObject* start, PyObject* stop, PyObject* step) {
  if (step != NULL && step != Py_None) return NULL;
  PyTypeObject* t = Py_TYPE(value);
  if (t != &PyList_Type && t != &PyTuple_Type && t != &PyBytes_Type && t != &PyUnicode_Type) return NULL;
  Py_ssize_t lo = 0, hi = PY_SSIZE_T_MAX;
  if (!simple_bound(start, &lo) || !simple_bound(stop, &hi)) return NULL;
  Py_ssize_t n = t == &PyUnicode_Type ? PyUnicode_GET_LENGTH(value) : Py_SIZE(value);
  Py_ssize_t len = PySlice_AdjustIndices(n, &lo, &hi, 1);
  if (len <= 0) hi = lo;
  if (t == &PyList_Type) return PyList_GetSlice(value, lo, hi);
  if (t == &PyTuple_Type) return PyTuple_GetSlice(value, lo, hi);
  if (t == &PyUnicode_Type) return PyUnicode_Substring(value, lo, hi);
  if (len <= 0) return PyBytes_FromStringAndSize("", 0);
  if (len == n) {
    Py_INCREF(value);
    return value;
  }
  return PyBytes_FromStringAndSize(PyBytes_AS_STRING(value) + lo, hi - lo);
}

}  // namespace

PyObject* hintc_slice(PyObject* value, PyObject* start, PyObject* stop, PyObject* step) {
  PyObject* r = simple_slice(value, start, stop, step);
  if (r != NULL || PyErr_Occurred()) return r;
  PyObject* s = make_slice(start, stop, step);
  if (s == NULL) return NULL;
  r = PyObject_GetItem(value, s);
  Py_DECREF(s);
  return r;
}

char hintc_set_slice(PyObject* target, PyObject* start, PyObject* stop, PyObject* step,
                     PyObject* value) {
  PyObject* s = make_slice(start, stop, step);
  if (s == NULL) return 2;
  int rc = PyObject_SetItem(target, s, value);
  Py_DECREF(s);
  return hintc_status(rc);
}

char hintc_del_slice(PyObject* target, PyObject* start, PyObject* stop, PyObject* step) {
  PyObject* s = make_slice(start, stop, step);
  if (s == NULL) return 2;
  int rc = PyObject_DelItem(target, s);
  Py_DECREF(s);
  return hintc_status(rc);
}

PyObject* hintc_build_list(PyObject* const* items, Py_ssize_t n) {
  PyObject* l = PyList_New(n);
  if (l == NULL) return NULL;
  for (Py_ssize_t i = 0; i < n; ++i) {
    Py_INCREF(items[i]);
    PyList_SET_ITEM(l, i, items[i]);
  }
  return l;
}

PyObject* hintc_build_tuple(PyObject* const* items, Py_ssize_t n) {
  PyObject* t = PyTuple_New(n);
  if (t == NULL) return NULL;
  for (Py_ssize_t i = 0; i < n; ++i) {
    Py_INCREF(items[i]);
    PyTuple_SET_ITEM(t, i, items[i]);
  }
  return t;
}

PyObject* hintc_build_set(PyObject* const* items, Py_ssize_t n) {
  PyObject* s = PySet_New(NULL);
  if (s == NULL) return NULL;
  for (Py_ssize_t i = 0; i < n; ++i) {
    if (PySet_Add(s, items[i]) < 0) {
      Py_DECREF(s);
      return NULL;
    }
  }
  return s;
}

PyObject* hintc_build_dict(PyObject* const* kv, Py_ssize_t pairs) {
  PyObject* d = PyDict_New();
  if (d == NULL) return NULL;
  for (Py_ssize_t i = 0; i < pairs; ++i) {
    if (PyDict_SetItem(d, kv[2 * i], kv[2 * i + 1]) < 0) {
      Py_DECREF(d);
      return NULL;
    }
  }
  return d;
}

char hintc_list_extend(PyObject* l, PyObject* iterable) {
  if (hintc_cpy_list_extend(l, iterable) < 0) {
    // CPython's LIST_EXTEND words it so when the value is no iterable at all.
    if (PyErr_ExceptionMatches(PyExc_TypeError) && Py_TYPE(iterable)->tp_iter == NULL &&
        !PySequence_Check(iterable)) {
      PyErr_Clear();
      PyErr_Format(PyExc_TypeError, "Value after * must be an iterable, not %.200s",
                   Py_TYPE(iterable)->tp_name);
    }
    return 2;
  }
  return 1;
}

char hintc_dict_update(PyObject* d, PyObject* m) {
  if (PyDict_Update(d, m) < 0) {
    if (PyErr_ExceptionMatches(PyExc_AttributeError)) {
      PyErr_Format(PyExc_TypeError, "'%.200s' object is not a mapping", Py_TYPE(m)->tp_name);
    }
    return 2;
  }
  return 1;
}

char hintc_set_update(PyObject* s, PyObject* iterable) {
  PyObject* it = PyObject_GetIter(iterable);
  if (it == NULL) return 2;
  PyObject* item;
  while ((item = PyIter_Next(it)) != NULL) {
    int rc = PySet_Add(s, item);
    Py_DECREF(item);
    if (rc < 0) {
      Py_DECREF(it);
      return 2;
    }
  }
  Py_DECREF(it);
  return PyErr_Occurred() ? 2 : 1;
}

PyObject* hintc_sequence_tuple(PyObject* iterable) { return PySequence_Tuple(iterable); }

PyObject* hintc_call_method(PyObject* obj, PyObject* name, PyObject* const* args, size_t nargs) {
  // PyObject_VectorcallMethod wants the receiver in args[0].
  PyObject* stack[8];
  PyObject** buf = stack;
  if (nargs + 1 > 8) {
    buf = (PyObject**)PyMem_Malloc((nargs + 1) * sizeof(PyObject*));
    if (buf == NULL) return PyErr_NoMemory();
  }
  buf[0] = obj;
  for (size_t i = 0; i < nargs; ++i) buf[i + 1] = args[i];
  PyObject* r = PyObject_VectorcallMethod(name, buf, nargs + 1, NULL);
  if (buf != stack) PyMem_Free(buf);
  return r;
}

const char* hintc_empty_reduce_message(int is_max) {
#if PY_VERSION_HEX >= 0x030C0000
  return is_max ? "max() iterable argument is empty" : "min() iterable argument is empty";
#else
  return is_max ? "max() arg is an empty sequence" : "min() arg is an empty sequence";
#endif
}

char hintc_raise_empty_reduce(PyObject* name) {
  PyErr_SetString(PyExc_ValueError,
                  hintc_empty_reduce_message(PyUnicode_CompareWithASCIIString(name, "max") == 0));
  return 2;
}

// How CPython names a callable in call errors: "module.qualname()", or "qualname()" for
// builtins, or the object's str() (as _PyObject_FunctionStr does).
static PyObject* function_str(PyObject* callee) {
  PyObject* qualname = PyObject_GetAttrString(callee, "__qualname__");
  if (qualname == NULL) {
    PyErr_Clear();
    return PyObject_Str(callee);
  }
  PyObject* module = PyObject_GetAttrString(callee, "__module__");
  if (module == NULL) PyErr_Clear();
  PyObject* r;
  if (module != NULL && PyUnicode_Check(module) &&
      PyUnicode_CompareWithASCIIString(module, "builtins") != 0) {
    r = PyUnicode_FromFormat("%U.%U()", module, qualname);
  } else {
    r = PyUnicode_FromFormat("%U()", qualname);
  }
  Py_XDECREF(module);
  Py_DECREF(qualname);
  return r;
}

static char repeated_keyword(PyObject* callee, PyObject* key) {
  PyObject* fs = function_str(callee);
  if (fs != NULL) {
    PyErr_Format(PyExc_TypeError, "%U got multiple values for keyword argument '%S'", fs, key);
    Py_DECREF(fs);
  }
  return 2;
}

char hintc_kwargs_add(PyObject* callee, PyObject* kwargs, PyObject* name, PyObject* value) {
  int has = PyDict_Contains(kwargs, name);
  if (has < 0) return 2;
  if (has) return repeated_keyword(callee, name);
  return hintc_status(PyDict_SetItem(kwargs, name, value));
}

PyObject* hintc_call_star_tuple(PyObject* callee, PyObject* it) {
  if (PyTuple_CheckExact(it)) {
    Py_INCREF(it);
    return it;
  }
  // CPython's CALL_FUNCTION_EX tests this before converting (a single `*x` is not list-extended).
  if (Py_TYPE(it)->tp_iter == NULL && !PySequence_Check(it)) {
    PyObject* fs = function_str(callee);
    if (fs != NULL) {
      PyErr_Format(PyExc_TypeError, "%U argument after * must be an iterable, not %.200s", fs,
                   Py_TYPE(it)->tp_name);
      Py_DECREF(fs);
    }
    return NULL;
  }
  return PySequence_Tuple(it);
}

char hintc_kwargs_merge(PyObject* callee, PyObject* kwargs, PyObject* m) {
  PyObject* keys = PyMapping_Keys(m);
  if (keys == NULL) {
    if (PyErr_ExceptionMatches(PyExc_AttributeError) || !PyMapping_Check(m)) {
      PyErr_Clear();
      PyObject* fs = function_str(callee);
      if (fs != NULL) {
        PyErr_Format(PyExc_TypeError, "%U argument after ** must be a mapping, not %.200s", fs,
                     Py_TYPE(m)->tp_name);
        Py_DECREF(fs);
      }
    }
    return 2;
  }
  for (Py_ssize_t i = 0; i < PyList_GET_SIZE(keys); ++i) {
    PyObject* k = PyList_GET_ITEM(keys, i);
    if (!PyUnicode_Check(k)) {
      Py_DECREF(keys);
      PyErr_Format(PyExc_TypeError, "keywords must be strings");
      return 2;
    }
    PyObject* v = PyObject_GetItem(m, k);
    char rc = v == NULL ? 2 : hintc_kwargs_add(callee, kwargs, k, v);
    Py_XDECREF(v);
    if (rc == 2) {
      Py_DECREF(keys);
      return 2;
    }
  }
  Py_DECREF(keys);
  return 1;
}

PyObject* hintc_call_method_typed(PyObject** cache, PyTypeObject* type, PyObject* name,
                                  PyObject* const* args, size_t n) {
  if (Py_IS_TYPE(args[0], type)) {
    PyObject* descr = *cache;
    if (descr == NULL) {
      descr = hintc_cpy_type_lookup(type, name);  // borrowed from the type's dict
      if (descr != NULL && PyObject_TypeCheck(descr, &PyMethodDescr_Type)) {
        Py_INCREF(descr);  // kept for the life of the process, like the type itself
        *cache = descr;
      } else {
        descr = NULL;
      }
    }
    if (descr != NULL) return PyObject_Vectorcall(descr, args, n, NULL);
  }
  return PyObject_VectorcallMethod(name, args, n, NULL);
}

// `[v] * n` for n < 0 is empty; a count beyond memory raises MemoryError as list repetition does.
static PyObject* buffer_of(HInt n, Py_ssize_t item_size) {
  if (!hint_is_small(n)) {
    if (hintc_cpy_long_sign(hint_as_object(n)) < 0) return PyByteArray_FromStringAndSize(NULL, 0);
    return PyErr_NoMemory();
  }
  int64_t count = hint_small_value(n);
  if (count < 0) count = 0;
  if (count > PY_SSIZE_T_MAX / item_size) return PyErr_NoMemory();
  return PyByteArray_FromStringAndSize(NULL, (Py_ssize_t)(count * item_size));
}

PyObject* hintc_buffer_new(char fill, HInt n) {
  PyObject* b = buffer_of(n, 1);
  if (b != NULL && PyByteArray_GET_SIZE(b) > 0) {
    memset(PyByteArray_AS_STRING(b), fill, (size_t)PyByteArray_GET_SIZE(b));
  }
  return b;
}

char hintc_buffer_index_error(HInt i, int store) {
  if (!hint_is_small(i)) {
    // Beyond 63 bits: CPython first fails converting the index when it exceeds Py_ssize_t.
    int overflow = 0;
    PyLong_AsLongLongAndOverflow(hint_as_object(i), &overflow);
    if (overflow != 0) {
      PyErr_Format(PyExc_IndexError, "cannot fit 'int' into an index-sized integer");
      return 2;
    }
  }
  PyErr_SetString(PyExc_IndexError,
                  store ? "list assignment index out of range" : "list index out of range");
  return 2;
}
