// Lists, tuples, dicts, sets and sequences: inline fast paths for exact builtin containers;
// everything else (subclasses, big indices, errors) goes through CPython's own operations, so
// results and error messages are CPython's.
#pragma once
#include <Python.h>

#include "hintc/rt_int.h"

// Results of container stores and other statements that can fail: 1 on success, 2 (the bool/None
// error value) with an exception set on failure.
static inline char hintc_status(int rc) { return rc < 0 ? (char)2 : (char)1; }

// The position of index i in a sequence of n items (negative i counts from the end); false when
// i is not a small int or out of range (the caller's slow path raises CPython's error).
static inline bool hintc_seq_index(HInt i, Py_ssize_t n, Py_ssize_t* out) {
  if (HINTC_UNLIKELY(!hint_is_small(i))) return false;
  int64_t v = hint_small_value(i);
  if (v < 0) v += n;
  if (HINTC_UNLIKELY((uint64_t)v >= (uint64_t)n)) return false;
  *out = (Py_ssize_t)v;
  return true;
}

// --- reads: new references (or native values), NULL/error value with an exception set ---
PyObject* hintc_getitem_int_slow(PyObject* o, HInt i);  // o[i] by CPython's rules
static inline PyObject* hintc_list_get(PyObject* l, HInt i) {
  Py_ssize_t k;
  if (HINTC_LIKELY(PyList_CheckExact(l) && hintc_seq_index(i, PyList_GET_SIZE(l), &k))) {
    PyObject* o = PyList_GET_ITEM(l, k);
    Py_INCREF(o);
    return o;
  }
  return hintc_getitem_int_slow(l, i);
}
static inline PyObject* hintc_tuple_get(PyObject* t, HInt i) {
  Py_ssize_t k;
  if (HINTC_LIKELY(PyTuple_CheckExact(t) && hintc_seq_index(i, PyTuple_GET_SIZE(t), &k))) {
    PyObject* o = PyTuple_GET_ITEM(t, k);
    Py_INCREF(o);
    return o;
  }
  return hintc_getitem_int_slow(t, i);
}
// Item k of a tuple known to have more than k items (fixed-length tuple types).
static inline PyObject* hintc_tuple_item(PyObject* t, Py_ssize_t k) {
  PyObject* o = PyTuple_GET_ITEM(t, k);
  Py_INCREF(o);
  return o;
}

// Items as native values: an item of the wrong type raises TypeError naming the container.
HInt hintc_item_int_slow(PyObject* o, const char* what);
double hintc_item_float_slow(PyObject* o, const char* what);
char hintc_item_bool_slow(PyObject* o, const char* what);
// Each takes a new reference (or NULL) and returns the native value, releasing it.
static inline HInt hintc_as_int_steal(PyObject* o, const char* what) {
  HInt r;
  if (HINTC_UNLIKELY(o == NULL)) return HINT_ERROR;
  if (HINTC_LIKELY(PyLong_CheckExact(o) && hint_try_from_digit(o, &r))) {
    Py_DECREF(o);
    return r;
  }
  r = hintc_item_int_slow(o, what);
  Py_DECREF(o);
  return r;
}
static inline double hintc_as_float_steal(PyObject* o, const char* what) {
  if (HINTC_UNLIKELY(o == NULL)) return -1.0;
  double r = PyFloat_CheckExact(o) ? PyFloat_AS_DOUBLE(o) : hintc_item_float_slow(o, what);
  Py_DECREF(o);
  return r;
}
static inline char hintc_as_bool_steal(PyObject* o, const char* what) {
  if (HINTC_UNLIKELY(o == NULL)) return 2;
  char r = o == Py_True ? 1 : o == Py_False ? 0 : hintc_item_bool_slow(o, what);
  Py_DECREF(o);
  return r;
}
// Borrowed-item forms of the list reads above, without the reference count traffic.
static inline HInt hintc_list_get_int(PyObject* l, HInt i) {
  Py_ssize_t k;
  if (HINTC_LIKELY(PyList_CheckExact(l) && hintc_seq_index(i, PyList_GET_SIZE(l), &k))) {
    PyObject* o = PyList_GET_ITEM(l, k);
    HInt r;
    if (HINTC_LIKELY(PyLong_CheckExact(o) && hint_try_from_digit(o, &r))) return r;
    return hintc_item_int_slow(o, "list item");
  }
  return hintc_as_int_steal(hintc_getitem_int_slow(l, i), "list item");
}
static inline double hintc_list_get_float(PyObject* l, HInt i) {
  Py_ssize_t k;
  if (HINTC_LIKELY(PyList_CheckExact(l) && hintc_seq_index(i, PyList_GET_SIZE(l), &k))) {
    PyObject* o = PyList_GET_ITEM(l, k);
    if (HINTC_LIKELY(PyFloat_CheckExact(o))) return PyFloat_AS_DOUBLE(o);
    return hintc_item_float_slow(o, "list item");
  }
  return hintc_as_float_steal(hintc_getitem_int_slow(l, i), "list item");
}
static inline char hintc_list_get_bool(PyObject* l, HInt i) {
  Py_ssize_t k;
  if (HINTC_LIKELY(PyList_CheckExact(l) && hintc_seq_index(i, PyList_GET_SIZE(l), &k))) {
    PyObject* o = PyList_GET_ITEM(l, k);
    if (o == Py_True) return 1;
    if (o == Py_False) return 0;
    return hintc_item_bool_slow(o, "list item");
  }
  return hintc_as_bool_steal(hintc_getitem_int_slow(l, i), "list item");
}

// --- list stores: 1, or 2 with an exception ---
char hintc_setitem_int_slow(PyObject* o, HInt i, PyObject* v);  // v borrowed
static inline char hintc_list_set(PyObject* l, HInt i, PyObject* v) {  // v borrowed
  Py_ssize_t k;
  if (HINTC_LIKELY(PyList_CheckExact(l) && hintc_seq_index(i, PyList_GET_SIZE(l), &k))) {
    PyObject* old = PyList_GET_ITEM(l, k);
    Py_INCREF(v);
    PyList_SET_ITEM(l, k, v);
    Py_DECREF(old);
    return 1;
  }
  return hintc_setitem_int_slow(l, i, v);
}
static inline char hintc_list_set_steal(PyObject* l, HInt i, PyObject* v) {
  if (HINTC_UNLIKELY(v == NULL)) return 2;
  char r = hintc_list_set(l, i, v);
  Py_DECREF(v);
  return r;
}
// l[i] = v for a float v. When the float being replaced is referenced by the list alone, nothing
// can observe it, so it takes the new value in place instead of a new float being allocated.
static inline char hintc_list_set_float(PyObject* l, HInt i, double v) {
  Py_ssize_t k;
  if (HINTC_LIKELY(PyList_CheckExact(l) && hintc_seq_index(i, PyList_GET_SIZE(l), &k))) {
    PyObject* old = PyList_GET_ITEM(l, k);
    if (HINTC_LIKELY(Py_REFCNT(old) == 1 && PyFloat_CheckExact(old))) {
      ((PyFloatObject*)old)->ob_fval = v;
      return 1;
    }
  }
  return hintc_list_set_steal(l, i, PyFloat_FromDouble(v));
}
static inline char hintc_list_set_bool(PyObject* l, HInt i, char v) {
  return hintc_list_set(l, i, v ? Py_True : Py_False);
}

// --- sizes and iteration ---
static inline HInt hintc_len(PyObject* o) {
  Py_ssize_t n = PyList_CheckExact(o) ? PyList_GET_SIZE(o) : PyObject_Size(o);
  // A range's length may pass the small range (len(range(2**62))): hint_from_i64 boxes it.
  return n < 0 ? HINT_ERROR : hint_from_i64((int64_t)n);
}
// The current size of a list or tuple being iterated by index (list iterators re-read it).
static inline HInt hintc_seq_size(PyObject* o) {
  return hint_from_small((int64_t)(PyList_Check(o) ? PyList_GET_SIZE(o) : PyTuple_GET_SIZE(o)));
}
// Item i (below the current size) of a list or tuple: a new reference.
static inline PyObject* hintc_seq_item(PyObject* o, Py_ssize_t i) {
  PyObject* v = PyList_Check(o) ? PyList_GET_ITEM(o, i) : PyTuple_GET_ITEM(o, i);
  Py_INCREF(v);
  return v;
}
// Item i (below the current size) of an exact list or tuple, borrowed.
static inline PyObject* hintc_seq_item_borrowed(PyObject* o, Py_ssize_t i) {
  return PyList_CheckExact(o) ? PyList_GET_ITEM(o, i) : PyTuple_GET_ITEM(o, i);
}
// Next item of an iterator; NULL at the end without an exception, NULL with one on error.
static inline PyObject* hintc_iter_next(PyObject* it) { return Py_TYPE(it)->tp_iternext(it); }
// True when an iterator's NULL meant "exhausted" (clears StopIteration); false on a real error.
bool hintc_iter_finished(void);

// --- generic containers and sequences ---
// `item in container`: 1/0, 2 on error.
// Searching an exact list or tuple from index start (runtime/src/seq_search.cpp): the first
// index of an item equal to v, -1 when there is none, -2 with an exception; with count, counts
// every equal item instead (returns -1 or -2).
Py_ssize_t hintc_seq_find(PyObject* seq, PyObject* v, Py_ssize_t start, Py_ssize_t* count);
char hintc_contains_slow(PyObject* container, PyObject* item);
static inline char hintc_contains(PyObject* container, PyObject* item) {
  if (PyList_CheckExact(container) || PyTuple_CheckExact(container)) {
    Py_ssize_t k = hintc_seq_find(container, item, 0, NULL);
    return k == -2 ? (char)2 : (char)(k >= 0);
  }
  return hintc_contains_slow(container, item);
}
// seq.index(v) / seq.count(v) of a list (is_list) or tuple: CPython's results and ValueErrors
// for the exact types, the method called through Python for a subclass.
HInt hintc_seq_index_of(PyObject* seq, PyObject* v, bool is_list);
HInt hintc_seq_count_of(PyObject* seq, PyObject* v, bool is_list);
static inline PyObject* hintc_dict_get(PyObject* d, PyObject* k) {
  if (HINTC_LIKELY(PyDict_CheckExact(d))) {
    PyObject* v = PyDict_GetItemWithError(d, k);
    if (HINTC_LIKELY(v != NULL)) {
      Py_INCREF(v);
      return v;
    }
    if (PyErr_Occurred()) return NULL;
  }
  return PyObject_GetItem(d, k);  // KeyError (or a subclass's __missing__) as CPython does
}
// xs.append(v): a list subclass may override append.
static inline char hintc_list_append(PyObject* l, PyObject* v) {
  if (HINTC_LIKELY(PyList_CheckExact(l))) return hintc_status(PyList_Append(l, v));
  PyObject* name = PyUnicode_FromString("append");
  if (name == NULL) return 2;
  PyObject* args[2] = {l, v};
  PyObject* r = PyObject_VectorcallMethod(name, args, 2, NULL);
  Py_DECREF(name);
  Py_XDECREF(r);
  return r == NULL ? 2 : 1;
}
static inline char hintc_dict_set(PyObject* d, PyObject* k, PyObject* v) {
  return hintc_status(PyDict_CheckExact(d) ? PyDict_SetItem(d, k, v) : PyObject_SetItem(d, k, v));
}
// d.get(k, default): a new reference to the value or to default.
PyObject* hintc_dict_get_default(PyObject* d, PyObject* k, PyObject* dflt);
// Unpacking `a, b, ... = value`: a tuple of exactly n items (a new reference), with CPython's
// ValueError/TypeError messages when the value has another length or is not iterable.
PyObject* hintc_unpack(PyObject* value, Py_ssize_t n);
// `a, b, ... = value` (CPython's UNPACK_SEQUENCE): value itself, a new reference, when it is an
// exact tuple or list of n items, read by hintc_unpacked_item before anything else runs; else
// hintc_unpack's new tuple (or NULL with CPython's error). Subclasses take the slow path.
static inline PyObject* hintc_unpack_seq(PyObject* value, Py_ssize_t n) {
  if (HINTC_LIKELY((PyTuple_CheckExact(value) || PyList_CheckExact(value)) && Py_SIZE(value) == n)) {
    Py_INCREF(value);
    return value;
  }
  return hintc_unpack(value, n);
}
static inline PyObject* hintc_unpacked_item(PyObject* seq, Py_ssize_t k) {
  PyObject* o = PyList_CheckExact(seq) ? PyList_GET_ITEM(seq, k) : PyTuple_GET_ITEM(seq, k);
  Py_INCREF(o);
  return o;
}
// Starred unpacking `a, *b, c = value`: a tuple of before + 1 + after items whose starred item
// is a list.
PyObject* hintc_unpack_starred(PyObject* value, Py_ssize_t before, Py_ssize_t after);
// value[start:stop:step] with any of them None (pass NULL for an omitted part).
PyObject* hintc_slice(PyObject* value, PyObject* start, PyObject* stop, PyObject* step);
char hintc_set_slice(PyObject* target, PyObject* start, PyObject* stop, PyObject* step,
                     PyObject* value);
char hintc_del_slice(PyObject* target, PyObject* start, PyObject* stop, PyObject* step);
// Building containers from n borrowed items.
PyObject* hintc_build_list(PyObject* const* items, Py_ssize_t n);
PyObject* hintc_build_tuple(PyObject* const* items, Py_ssize_t n);
PyObject* hintc_build_set(PyObject* const* items, Py_ssize_t n);
PyObject* hintc_build_dict(PyObject* const* keys_and_values, Py_ssize_t pairs);
// Extends list l with the items of iterable (for `[*a, *b]` and list.extend).
char hintc_list_extend(PyObject* l, PyObject* iterable);
// `{**a}`: merges mapping m into dict d (later keys win).
char hintc_dict_update(PyObject* d, PyObject* m);
// Set `{*a}`: adds every item of iterable.
char hintc_set_update(PyObject* s, PyObject* iterable);
// The items of an iterable as a new tuple (for `*args` in calls and tuple(x)).
PyObject* hintc_sequence_tuple(PyObject* iterable);
// obj.name(*args) with the method found by name (vectorcall); borrowed args.
PyObject* hintc_call_method(PyObject* obj, PyObject* name, PyObject* const* args, size_t nargs);
// a <op> b as a bool: 1/0, 2 on error. No identity shortcut (nan == nan is False, as in CPython).
char hintc_tuple_eq(PyObject* a, PyObject* b);  // two exact tuples: 1/0, 2 on error
static inline char hintc_obj_compare_bool(PyObject* a, PyObject* b, int op) {
  if ((op == Py_EQ || op == Py_NE) && PyTuple_CheckExact(a) && PyTuple_CheckExact(b)) {
    char eq = hintc_tuple_eq(a, b);
    return eq == 2 ? eq : (char)(op == Py_EQ ? eq : !eq);
  }
  PyObject* r = PyObject_RichCompare(a, b, op);
  if (r == NULL) return 2;
  int t = r == Py_True ? 1 : r == Py_False ? 0 : PyObject_IsTrue(r);
  Py_DECREF(r);
  return t < 0 ? (char)2 : (char)t;
}
// Item i (below the current size) of a list or tuple as a native value, checked.
static inline HInt hintc_seq_item_int(PyObject* o, Py_ssize_t i) {
  PyObject* v = PyList_Check(o) ? PyList_GET_ITEM(o, i) : PyTuple_GET_ITEM(o, i);
  HInt r;
  if (HINTC_LIKELY(PyLong_CheckExact(v) && hint_try_from_digit(v, &r))) return r;
  return hintc_item_int_slow(v, PyList_Check(o) ? "list item" : "tuple item");
}
static inline double hintc_seq_item_float(PyObject* o, Py_ssize_t i) {
  PyObject* v = PyList_Check(o) ? PyList_GET_ITEM(o, i) : PyTuple_GET_ITEM(o, i);
  if (HINTC_LIKELY(PyFloat_CheckExact(v))) return PyFloat_AS_DOUBLE(v);
  return hintc_item_float_slow(v, PyList_Check(o) ? "list item" : "tuple item");
}
static inline char hintc_seq_item_bool(PyObject* o, Py_ssize_t i) {
  PyObject* v = PyList_Check(o) ? PyList_GET_ITEM(o, i) : PyTuple_GET_ITEM(o, i);
  if (v == Py_True) return 1;
  if (v == Py_False) return 0;
  return hintc_item_bool_slow(v, PyList_Check(o) ? "list item" : "tuple item");
}
// min()/max() (name) of an empty iterable: raises CPython's ValueError, returns the error value 2.
char hintc_raise_empty_reduce(PyObject* name);
// Its message for "min" / "max" (3.12 reworded it).
const char* hintc_empty_reduce_message(int is_max);
// Calls with *args / **kwargs: callee(*args_tuple, **kwargs) (kwargs a dict or None).
static inline PyObject* hintc_call_splat(PyObject* callee, PyObject* args, PyObject* kwargs) {
  return PyObject_Call(callee, args, kwargs == Py_None ? NULL : kwargs);
}
// Merges the keyword arguments of mapping m into dict kwargs for a call of callee, with
// CPython's TypeErrors (not a mapping; a keyword given twice).
char hintc_kwargs_merge(PyObject* callee, PyObject* kwargs, PyObject* m);
// The positional arguments of `callee(*it)` (the call's only positional part) as a tuple, with
// CPython's "f() argument after * must be an iterable" TypeError.
PyObject* hintc_call_star_tuple(PyObject* callee, PyObject* it);
// Adds one keyword argument `name=value`, raising CPython's TypeError when it is repeated.
char hintc_kwargs_add(PyObject* callee, PyObject* kwargs, PyObject* name, PyObject* value);
// self.name(*args) where self's static type is the builtin `type` (str, list, dict, ...): for an
// instance of exactly that type the method descriptor, looked up once per call site (*cache),
// is called directly (no lookup by name, no bound method); anything else (a subclass may
// override the method) goes through the normal lookup. args[0] is self; all borrowed.
PyObject* hintc_call_method_typed(PyObject** cache, PyTypeObject* type, PyObject* name,
                                  PyObject* const* args, size_t nargs_with_self);

// --- native buffers: a local `xs = [v] * n` of bools that is only indexed, measured and
// iterated, kept as a bytearray of unboxed items (ints and floats: rt_native_list.h) ---
PyObject* hintc_buffer_new(char fill, HInt n);
// IndexError as a list raises it ("list index out of range", "list assignment index out of
// range", "cannot fit 'int' into an index-sized integer"); returns the error value 2.
char hintc_buffer_index_error(HInt i, int store);
static inline char hintc_buffer_get_bool(PyObject* b, HInt i) {
  Py_ssize_t k;
  if (HINTC_LIKELY(hintc_seq_index(i, PyByteArray_GET_SIZE(b), &k))) {
    return PyByteArray_AS_STRING(b)[k];
  }
  return hintc_buffer_index_error(i, 0);
}
static inline char hintc_buffer_set_bool(PyObject* b, HInt i, char v) {
  Py_ssize_t k;
  if (HINTC_LIKELY(hintc_seq_index(i, PyByteArray_GET_SIZE(b), &k))) {
    PyByteArray_AS_STRING(b)[k] = v;
    return 1;
  }
  return hintc_buffer_index_error(i, 1);
}
