// Compiled classes: typed field descriptors, __init__ from tuple arguments, type creation.
#include "hintc/rt_boxed_field.h"
#include "hintc/rt_class.h"
#include "hintc/rt_instance.h"

#include <cstring>

namespace {

char* field_addr(PyObject* self, Py_ssize_t offset) { return reinterpret_cast<char*>(self) + offset; }

int type_error(PyObject* self, const HintcField* f, PyObject* value) {
  PyErr_Format(PyExc_TypeError, "'%.100s' object attribute '%s' must be %s, not %.200s",
               Py_TYPE(self)->tp_name, f->name, f->type_name, Py_TYPE(value)->tp_name);
  return -1;
}

// The object a boxed field of kind f->kind holds for a stored value (rt_boxed_field.h): exact
// ints and floats themselves, as a Python instance would keep them; an int (or a bool) becomes
// a plain int in an int field and a float in a float field, as for typed parameters. New
// reference, or NULL with the TypeError for a value of the wrong type.
PyObject* boxed_value(PyObject* self, const HintcField* f, PyObject* value) {
  switch (f->kind) {
    case HINTC_FIELD_BOXED_INT:
      if (PyLong_CheckExact(value)) break;
      if (PyLong_Check(value)) return hint_box_steal(hint_from_object(value));
      type_error(self, f, value);
      return nullptr;
    default:  // HINTC_FIELD_BOXED_FLOAT
      if (PyFloat_CheckExact(value)) break;
      if (PyFloat_Check(value)) return PyFloat_FromDouble(PyFloat_AS_DOUBLE(value));
      if (PyLong_Check(value)) {
        double d = PyLong_AsDouble(value);
        if (d == -1.0 && PyErr_Occurred()) return nullptr;
        return PyFloat_FromDouble(d);
      }
      type_error(self, f, value);
      return nullptr;
  }
  Py_INCREF(value);
  return value;
}

// Stores (value NULL: deletes) a set boxed field's native member and box (rt_boxed_field.h). 0 / -1.
int set_boxed(PyObject* self, const HintcField* f, PyObject* value) {
  PyObject* v = NULL;
  if (value != NULL && (v = boxed_value(self, f, value)) == NULL) return -1;
  char* p = field_addr(self, f->offset);
  if (f->kind == HINTC_FIELD_BOXED_INT) {
    HInt n = v == NULL ? HINT_ERROR : hint_from_object(v);
    if (v != NULL && n == HINT_ERROR) {
      Py_DECREF(v);
      return -1;
    }
    HInt old = *reinterpret_cast<HInt*>(p);
    *reinterpret_cast<HInt*>(p) = n;
    if (old != HINT_ERROR) hint_decref(old);
  } else if (v != NULL) {
    *reinterpret_cast<double*>(p) = PyFloat_AS_DOUBLE(v);
  }
  PyObject** box = reinterpret_cast<PyObject**>(field_addr(self, f->flag_offset));
  PyObject* old = *box;
  *box = v;
  Py_XDECREF(old);
  return 0;
}

}  // namespace

PyObject* const hintc_bool_objects[2] = {Py_False, Py_True};

PyObject* hintc_field_get(PyObject* self, void* closure) {
  const HintcField* f = static_cast<const HintcField*>(closure);
  char* p = field_addr(self, f->offset);
  switch (f->kind) {
    case HINTC_FIELD_INT: {
      HInt v = *reinterpret_cast<HInt*>(p);
      if (v == HINT_ERROR) break;
      return hint_box(v);
    }
    case HINTC_FIELD_FLOAT:
      if (!*field_addr(self, f->flag_offset)) break;
      return PyFloat_FromDouble(*reinterpret_cast<double*>(p));
    case HINTC_FIELD_BOOL: {
      char v = *p;
      if (v == 2) break;
      return PyBool_FromLong(v);
    }
    case HINTC_FIELD_BOXED_INT:
    case HINTC_FIELD_BOXED_FLOAT:
      p = field_addr(self, f->flag_offset);
      [[fallthrough]];
    default: {  // OBJECT, BOOL_OBJECT and the boxes
      PyObject* v = *reinterpret_cast<PyObject**>(p);
      if (v == NULL) break;
      Py_INCREF(v);
      return v;
    }
  }
  hintc_raise_no_attribute(self, f->name);
  return NULL;
}

int hintc_field_set(PyObject* self, PyObject* value, void* closure) {
  const HintcField* f = static_cast<const HintcField*>(closure);
  if (f->frozen) {
    PyObject* mod = PyImport_ImportModule("dataclasses");
    PyObject* exc = mod ? PyObject_GetAttrString(mod, "FrozenInstanceError") : NULL;
    Py_XDECREF(mod);
    if (exc == NULL) return -1;
    PyErr_Format(exc, value ? "cannot assign to field '%s'" : "cannot delete field '%s'", f->name);
    Py_DECREF(exc);
    return -1;
  }
  char* p = field_addr(self, f->offset);
  switch (f->kind) {
    case HINTC_FIELD_INT: {
      HInt* slot = reinterpret_cast<HInt*>(p);
      HInt v = HINT_ERROR;
      if (value != NULL) {
        if (!PyLong_Check(value)) return type_error(self, f, value);
        v = hint_from_object(value);
        if (v == HINT_ERROR) return -1;
      } else if (*slot == HINT_ERROR) {
        break;
      }
      HInt old = *slot;
      *slot = v;
      if (old != HINT_ERROR) hint_decref(old);
      return 0;
    }
    case HINTC_FIELD_FLOAT: {
      char* set = field_addr(self, f->flag_offset);
      if (value == NULL) {
        if (!*set) break;
        *set = 0;
        return 0;
      }
      double d;
      if (PyFloat_Check(value)) {
        d = PyFloat_AS_DOUBLE(value);
      } else if (PyLong_Check(value)) {  // an int becomes a float, as for float parameters
        d = PyLong_AsDouble(value);
        if (d == -1.0 && PyErr_Occurred()) return -1;
      } else {
        return type_error(self, f, value);
      }
      *reinterpret_cast<double*>(p) = d;
      *set = 1;
      return 0;
    }
    case HINTC_FIELD_BOOL:
      if (value == NULL) {
        if (*p == 2) break;
        *p = 2;
        return 0;
      }
      if (!PyBool_Check(value)) return type_error(self, f, value);
      *p = value == Py_True;
      return 0;
    case HINTC_FIELD_BOXED_INT:
    case HINTC_FIELD_BOXED_FLOAT:
      if (value == NULL && *reinterpret_cast<PyObject**>(field_addr(self, f->flag_offset)) == NULL) break;
      return set_boxed(self, f, value);
    case HINTC_FIELD_BOOL_OBJECT: {
      // The field owns its references to both bools (rt_class.h): only the pointer changes.
      PyObject** slot = reinterpret_cast<PyObject**>(p);
      if (value == NULL && *slot == NULL) break;
      if (value != NULL && !PyBool_Check(value)) return type_error(self, f, value);
      *slot = value;
      return 0;
    }
    default: {
      PyObject** slot = reinterpret_cast<PyObject**>(p);
      if (value == NULL) {
        if (*slot == NULL) break;
      } else if (f->check != NULL && !f->check(value)) {
        return type_error(self, f, value);
      }
      hintc_instance_track_for(self, value);
      PyObject* old = *slot;
      Py_XINCREF(value);
      *slot = value;
      Py_XDECREF(old);
      return 0;
    }
  }
  hintc_raise_no_attribute(self, f->name);
  return -1;
}

PyObject* hintc_call_fastcall(PyObject* self, PyObject* args, PyObject* kw, HintcFastcall f) {
  Py_ssize_t n = PyTuple_GET_SIZE(args);
  Py_ssize_t nkw = kw ? PyDict_GET_SIZE(kw) : 0;
  PyObject* small[8];
  PyObject** stack = n + nkw <= 8 ? small : PyMem_New(PyObject*, n + nkw);
  if (stack == NULL) {
    PyErr_NoMemory();
    return NULL;
  }
  for (Py_ssize_t i = 0; i < n; ++i) stack[i] = PyTuple_GET_ITEM(args, i);
  PyObject* kwnames = NULL;
  if (nkw > 0) {
    kwnames = PyTuple_New(nkw);
    if (kwnames == NULL) {
      if (stack != small) PyMem_Free(stack);
      return NULL;
    }
    Py_ssize_t pos = 0, i = 0;
    PyObject *key, *value;
    while (PyDict_Next(kw, &pos, &key, &value)) {
      Py_INCREF(key);
      PyTuple_SET_ITEM(kwnames, i, key);
      stack[n + i] = value;
      ++i;
    }
  }
  PyObject* r = f(self, stack, n, kwnames);
  Py_XDECREF(kwnames);
  if (stack != small) PyMem_Free(stack);
  return r;
}

int hintc_class_init(PyObject* self, PyObject* args, PyObject* kw, HintcFastcall init) {
  PyObject* r = hintc_call_fastcall(self, args, kw, init);
  if (r == NULL) return -1;
  Py_DECREF(r);
  return 0;
}

PyObject* hintc_total_order(PyObject* self, PyObject* other, int op, int root, PyObject* r) {
  if (r == NULL || r == Py_NotImplemented) return r;
  int truth = PyObject_IsTrue(r);
  if (truth < 0) {
    Py_DECREF(r);
    return NULL;
  }
  // With root < (and symmetrically for the others): > is `not r and self != other`, <= is
  // `r or self == other`, >= is `not r`. The op opposite the root is a plain negation.
  const bool opposite = (root == Py_LT && op == Py_GE) || (root == Py_GE && op == Py_LT) ||
                        (root == Py_LE && op == Py_GT) || (root == Py_GT && op == Py_LE);
  const bool strict_root = root == Py_LT || root == Py_GT;
  const bool strict_op = op == Py_LT || op == Py_GT;
  if (opposite) {
    Py_DECREF(r);
    return PyBool_FromLong(!truth);
  }
  // The remaining op is either the root's reverse (strictness kept: < and >, <= and >=) or its
  // non-strict/strict sibling (< and <=, > and >=).
  const bool negate = strict_root == strict_op;  // < from > or <= from >=: r is negated first
  const bool value = negate ? !truth : truth;
  // `X and self != other` (a strict op) or `X or self == other`: X alone decides when it is
  // false (and) or true (or).
  if (strict_op ? !value : value) {
    if (!negate) return r;
    Py_DECREF(r);
    return PyBool_FromLong(value);
  }
  Py_DECREF(r);
  return PyObject_RichCompare(self, other, strict_op ? Py_NE : Py_EQ);
}

void hintc_instance_del(PyObject* self, HintcFastcall del) {
  PyObject *type, *value, *tb;
  PyErr_Fetch(&type, &value, &tb);
  PyObject* r = del(self, NULL, 0, NULL);
  if (r == NULL) {
    // "Exception ignored in: ...__del__...", naming the method as CPython does.
    PyObject *et, *ev, *etb;
    PyErr_Fetch(&et, &ev, &etb);
    PyObject* method = PyObject_GetAttrString(reinterpret_cast<PyObject*>(Py_TYPE(self)), "__del__");
    if (method == NULL) PyErr_Clear();
    PyErr_Restore(et, ev, etb);
    PyErr_WriteUnraisable(method != NULL ? method : self);
    Py_XDECREF(method);
  }
  Py_XDECREF(r);
  PyErr_Restore(type, value, tb);
}

int hintc_instance_finalize(PyObject* self, int reusable) {
  if (PyObject_CallFinalizerFromDealloc(self) < 0) return 1;
  // An instance going to the free list is a new object when reused: its collector header must
  // not say it was finalized already (bit 0 of gc_prev, _PyGC_PREV_MASK_FINALIZED).
#if HINTC_CPY_GC_LINKS
  if (reusable) reinterpret_cast<HintcGcLink*>(self)[-1].prev &= ~static_cast<uintptr_t>(1);
#else
  (void)reusable;  // no free lists (rt_instance.h)
#endif
  return 0;
}

int hintc_check_no_args(PyTypeObject* type, PyObject* args, PyObject* kw) {
  if ((args != NULL && PyTuple_GET_SIZE(args) > 0) || (kw != NULL && PyDict_GET_SIZE(kw) > 0)) {
    PyErr_Format(PyExc_TypeError, "%.200s() takes no arguments", hintc_bare_type_name(type));
    return -1;
  }
  return 0;
}

namespace {

// CPython's tp_setattro of a class defining __setattr__ or __delattr__ (slot_tp_setattro, which
// calls them; not exported): taken from a throwaway class defining __setattr__. object.__setattr__
// accepts instances of a type with that slot, where any other C-level setattro would make it
// raise "can't apply this __setattr__".
setattrofunc python_setattro() {
  static setattrofunc slot = nullptr;
  if (slot == nullptr) {
    PyObject* t = PyObject_CallFunction(reinterpret_cast<PyObject*>(&PyType_Type), "s(){s:O}",
                                        "hintc_setattr_probe", "__setattr__", Py_None);
    if (t == NULL) return nullptr;
    slot = reinterpret_cast<PyTypeObject*>(t)->tp_setattro;
    Py_DECREF(t);
  }
  return slot;
}

}  // namespace

Py_ssize_t hintc_len_result(PyObject* r) {
  Py_ssize_t n = PyNumber_AsSsize_t(r, PyExc_OverflowError);
  if (n < 0 && !PyErr_Occurred()) {
    PyErr_SetString(PyExc_ValueError, "__len__() should return >= 0");
    return -1;
  }
  return n;
}

PyObject* hintc_make_class(PyType_Spec* spec, PyObject* base) {
  if (hintc_freelists_hook() < 0 || hintc_boxed_init() < 0) return NULL;
  PyObject* t = PyType_FromSpecWithBases(spec, base);
  if (t == NULL) return NULL;
  // CPython sets __module__ from the spec's "module.Name"; messages name a Python class by its
  // bare name, so tp_name becomes the part after the module (static text, like the spec's).
  const char* dot = strrchr(spec->name, '.');
  if (dot != NULL) reinterpret_cast<PyTypeObject*>(t)->tp_name = dot + 1;
  // A class's own __setattr__ / __delattr__ (compiled methods, not the wrappers of its setattro
  // slot) take stores, as in Python.
  PyObject* dict = reinterpret_cast<PyTypeObject*>(t)->tp_dict;
  auto own = [dict](const char* n) {
    PyObject* m = PyDict_GetItemString(dict, n);
    return m != NULL && !Py_IS_TYPE(m, &PyWrapperDescr_Type);
  };
  if (own("__setattr__") || own("__delattr__")) {
    setattrofunc slot = python_setattro();
    if (slot == nullptr) {
      Py_DECREF(t);
      return NULL;
    }
    reinterpret_cast<PyTypeObject*>(t)->tp_setattro = slot;
    PyType_Modified(reinterpret_cast<PyTypeObject*>(t));
  }
  if (PyType_IsSubtype(reinterpret_cast<PyTypeObject*>(t),
                       reinterpret_cast<PyTypeObject*>(PyExc_BaseException))) {
    hintc_exc_class_made(reinterpret_cast<PyTypeObject*>(t));
  }
  return t;
}

int hintc_fields_setattro(PyObject* self, PyObject* name, PyObject* value,
                          HintcField* const* fields) {
  if (PyUnicode_Check(name)) {
    for (HintcField* const* f = fields; *f != NULL; ++f) {
      if (PyUnicode_CompareWithASCIIString(name, (*f)->name) == 0) {
        return hintc_field_set(self, value, *f);
      }
    }
  }
  return hintc_fields_setattr_other(self, name, value);
}

int hintc_fields_setattr_other(PyObject* self, PyObject* name, PyObject* value) {
  int rc = hintc_setattr_missing(self, name, value);
  if (rc == 0) hintc_instance_track_for(self, value);  // into the __dict__ (rt_class.h)
  return rc;
}

int hintc_instance_setattro(PyObject* self, PyObject* name, PyObject* value) {
  int rc = PyObject_GenericSetAttr(self, name, value);
  if (rc == 0) hintc_instance_track_for(self, value);
  return rc;
}

PyObject* hintc_instance_get_dict(PyObject* self, void* closure) {
  hintc_instance_track_for(self, self);  // self is collectable: tracked from now on
  return PyObject_GenericGetDict(self, closure);
}

namespace {

// The tuple of self's field values (AttributeError for an unset one), or NULL.
PyObject* field_tuple(PyObject* self, HintcField* const* fields) {
  Py_ssize_t n = 0;
  while (fields[n] != NULL) ++n;
  PyObject* t = PyTuple_New(n);
  if (t == NULL) return NULL;
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject* v = hintc_field_get(self, fields[i]);
    if (v == NULL) {
      Py_DECREF(t);
      return NULL;
    }
    PyTuple_SET_ITEM(t, i, v);
  }
  return t;
}

}  // namespace

PyObject* hintc_dataclass_repr(PyObject* self, HintcField* const* fields) {
  PyObject* values = field_tuple(self, fields);
  if (values == NULL) return NULL;
  PyObject* parts = PyList_New(0);
  PyObject* result = NULL;
  if (parts != NULL) {
    bool ok = true;
    for (Py_ssize_t i = 0; ok && fields[i] != NULL; ++i) {
      PyObject* item = PyUnicode_FromFormat("%s=%R", fields[i]->name, PyTuple_GET_ITEM(values, i));
      ok = item != NULL && PyList_Append(parts, item) == 0;
      Py_XDECREF(item);
    }
    PyObject* sep = ok ? PyUnicode_FromString(", ") : NULL;
    PyObject* inner = sep ? PyUnicode_Join(sep, parts) : NULL;
    // dataclasses' repr names the class by __qualname__ (Outer.Inner for a nested one).
    PyObject* qualname = reinterpret_cast<PyHeapTypeObject*>(Py_TYPE(self))->ht_qualname;
    if (inner != NULL) result = PyUnicode_FromFormat("%U(%U)", qualname, inner);
    Py_XDECREF(inner);
    Py_XDECREF(sep);
    Py_DECREF(parts);
  }
  Py_DECREF(values);
  return result;
}

PyObject* hintc_dataclass_compare(PyObject* self, PyObject* other, int op, HintcField* const* fields,
                                  int order) {
  if (Py_TYPE(other) != Py_TYPE(self) || (!order && op != Py_EQ && op != Py_NE)) {
    Py_RETURN_NOTIMPLEMENTED;
  }
  PyObject* a = field_tuple(self, fields);
  if (a == NULL) return NULL;
  PyObject* b = field_tuple(other, fields);
  if (b == NULL) {
    Py_DECREF(a);
    return NULL;
  }
  PyObject* r = PyObject_RichCompare(a, b, op);
  Py_DECREF(a);
  Py_DECREF(b);
  return r;
}

Py_hash_t hintc_dataclass_hash(PyObject* self, HintcField* const* fields) {
  PyObject* t = field_tuple(self, fields);
  if (t == NULL) return -1;
  Py_hash_t h = PyObject_Hash(t);
  Py_DECREF(t);
  return h;
}

PyObject* hintc_forbid_subclass(PyObject* subclass, const char* compiled_name) {
  PyErr_Format(PyExc_TypeError,
               "interpreted class '%s' cannot derive from compiled class '%s': declare '%s' with "
               "@mypyc_attr(allow_interpreted_subclasses=True) (mypy_extensions) to allow it",
               reinterpret_cast<PyTypeObject*>(subclass)->tp_name, compiled_name, compiled_name);
  return NULL;
}
