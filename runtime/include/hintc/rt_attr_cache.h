// Per-site caches for attribute reads and stores on untyped receivers (`o.x`, `o.x = v`), as
// CPython 3.11's LOAD_ATTR / STORE_ATTR specialisations: a site remembers the version tag of the
// last receiver's type and where that type keeps the attribute, valid while the tag is (any
// change to the type or a base gives it a new tag). What a hit reads or writes (kind):
//  - HINTC_ATTR_VALUES: the name's slot in the instance's inline values (the type's shared
//    keys; LOAD_ATTR_INSTANCE_VALUE). On the layouts of 3.11 to 3.13 (HINTC_CPY_INST_VALUES,
//    rt_cpython.h).
//  - HINTC_ATTR_SLOT: an object slot at a byte offset, the type's T_OBJECT_EX member (a
//    __slots__ name or a compiled class's object field; LOAD_ATTR_SLOT). Unset: the generic path
//    raises.
//  - HINTC_ATTR_GETSET: the type's getset descriptor, called directly (a data descriptor: the
//    instance __dict__ cannot shadow it).
//  - HINTC_ATTR_DICT (reads): the instance __dict__ at the type's tp_dictoffset, for a name the
//    type's MRO does not hold (LOAD_ATTR_WITH_HINT).
//  - HINTC_ATTR_FIELD (stores): what a compiled class's fields setattro (hintc_fields_setattro)
//    does with the name: the typed field it stores into through hintc_field_set's checks, or
//    (ptr NULL) the store into the instance __dict__ for a name that is no field.
// Anything else (another type, an unset value) takes the generic path, which refills the cache.
#pragma once
#include <Python.h>

#include "hintc/rt_cpython.h"

enum : unsigned char {
  HINTC_ATTR_VALUES = 0,
  HINTC_ATTR_SLOT,
  HINTC_ATTR_GETSET,
  HINTC_ATTR_DICT,
  HINTC_ATTR_FIELD
};

struct HintcAttrSite {
  unsigned int version;  // the receiver type's tp_version_tag when filled; 0: empty
  unsigned char kind;    // HINTC_ATTR_*
  Py_ssize_t index;      // VALUES: the name's slot in the inline values; SLOT: byte offset
  void* ptr;             // GETSET: the PyGetSetDef; FIELD: the HintcField
};

// A method call site (obj.m(args) on an untyped receiver, CPython's LOAD_METHOD): the receiver
// type's version tag, the method found on the type (a function or method descriptor, kept
// alive by the type while the tag stands) and what could shadow it: nentries -1, no instance
// dict; -2, the instance dict at tp_dictoffset (checked at each call unless empty); else, for
// instances with inline values, the shared keys' entry count when the name was not among them.
struct HintcMethodSite {
  unsigned int version;
  Py_ssize_t nentries;
  PyObject* method;
};

PyObject* hintc_call_method_fill(HintcMethodSite* site, PyObject* name, PyObject* const* args,
                                 size_t nargs_with_self);
// Whether the instance dict d (nonempty) holds name, so that it shadows the method (an error
// counts as shadowing: the generic path raises it again).
bool hintc_method_dict_shadows(PyObject* d, PyObject* name);

PyObject* hintc_getattr_fill(PyObject* o, PyObject* name, HintcAttrSite* site);
int hintc_setattr_fill(PyObject* o, PyObject* name, PyObject* v, HintcAttrSite* site);
int hintc_field_set(PyObject* self, PyObject* value, void* closure);  // rt_class.h
int hintc_fields_setattr_other(PyObject* self, PyObject* name, PyObject* value);  // rt_class.h

static inline PyObject* hintc_getattr_site(PyObject* o, PyObject* name, HintcAttrSite* site) {
  unsigned int tag = Py_TYPE(o)->tp_version_tag;
  if (tag == site->version && tag != 0) {
    if (site->kind == HINTC_ATTR_SLOT) {
      PyObject* v = *reinterpret_cast<PyObject**>(reinterpret_cast<char*>(o) + site->index);
      if (v != NULL) {
        Py_INCREF(v);
        return v;
      }
    } else if (site->kind == HINTC_ATTR_GETSET) {
      PyGetSetDef* d = static_cast<PyGetSetDef*>(site->ptr);
      return d->get(o, d->closure);
    } else if (site->kind == HINTC_ATTR_DICT) {
      PyObject* d = *reinterpret_cast<PyObject**>(reinterpret_cast<char*>(o) + site->index);
      if (d != NULL) {
        PyObject* v = PyDict_GetItemWithError(d, name);
        if (v != NULL) {
          Py_INCREF(v);
          return v;
        }
        if (PyErr_Occurred()) return NULL;
      }
    } else {
#if HINTC_CPY_INST_VALUES
      PyObject** values = hintc_inst_values(o);
      if (values != NULL) {
        PyObject* v = values[site->index];
        if (v != NULL) {
          Py_INCREF(v);
          return v;
        }
      }
#endif
    }
  }
  return hintc_getattr_fill(o, name, site);
}

// 0, or -1 with an exception (PyObject_SetAttr's convention); v is not stolen.
static inline int hintc_setattr_site(PyObject* o, PyObject* name, PyObject* v, HintcAttrSite* site) {
  unsigned int tag = Py_TYPE(o)->tp_version_tag;
  if (tag == site->version && tag != 0) {
    if (site->kind == HINTC_ATTR_SLOT) {
      PyObject** slot = reinterpret_cast<PyObject**>(reinterpret_cast<char*>(o) + site->index);
      PyObject* old = *slot;
      Py_INCREF(v);
      *slot = v;
      Py_XDECREF(old);
      return 0;
    }
    if (site->kind == HINTC_ATTR_FIELD) {
      return site->ptr != NULL ? hintc_field_set(o, v, site->ptr) : hintc_fields_setattr_other(o, name, v);
    }
    if (site->kind == HINTC_ATTR_GETSET) {
      PyGetSetDef* d = static_cast<PyGetSetDef*>(site->ptr);
      return d->set(o, v, d->closure);
    }
#if HINTC_CPY_INST_VALUES
    PyObject** values = hintc_inst_values_own(o);
    // Only an overwrite: a new slot would also enter the values' insertion order.
    if (values != NULL && values[site->index] != NULL) {
      PyObject* old = values[site->index];
      Py_INCREF(v);
      values[site->index] = v;
      Py_DECREF(old);
      return 0;
    }
#endif
  }
  return hintc_setattr_fill(o, name, v, site);
}

// obj.name(args...) with args[0] the receiver (borrowed): on a hit the cached method is called
// with the receiver first, as CPython's CALL after LOAD_METHOD; else the lookup by name.
static inline PyObject* hintc_call_method_site(HintcMethodSite* site, PyObject* name,
                                               PyObject* const* args, size_t nargs_with_self) {
#if HINTC_CPY_INST_VALUES
  PyTypeObject* tp = Py_TYPE(args[0]);
  unsigned int tag = tp->tp_version_tag;
  if (tag == site->version && tag != 0) {
    bool hit;
    if (site->nentries == -2) {
      PyObject* d = *reinterpret_cast<PyObject**>(reinterpret_cast<char*>(args[0]) + tp->tp_dictoffset);
      hit = d == NULL || PyDict_GET_SIZE(d) == 0 || !hintc_method_dict_shadows(d, name);
    } else {
      hit = site->nentries < 0 || (hintc_inst_values_own(args[0]) != NULL &&
                                   hintc_shared_keys(tp)->dk_nentries == site->nentries);
    }
    if (hit) return PyObject_Vectorcall(site->method, args, nargs_with_self, NULL);
  }
#endif
  return hintc_call_method_fill(site, name, args, nargs_with_self);
}
