// Per-site caches for attribute reads and stores on untyped receivers (`o.x`, `o.x = v`), as
// CPython 3.11's LOAD_ATTR_INSTANCE_VALUE / STORE_ATTR_INSTANCE_VALUE specialisations: a site
// remembers the version tag of the last receiver's type and the index of the name in that
// type's shared instance keys, valid while the tag is (any change to the type or a base gives
// it a new tag). A hit reads or overwrites the instance's inline values slot directly; anything
// else (no inline values, the attribute unset, another type) takes the generic path, which
// refills the cache. On the layouts of 3.11 to 3.13 (HINTC_CPY_INST_VALUES, rt_cpython.h);
// elsewhere the generic PyObject_GetAttr / PyObject_SetAttr.
#pragma once
#include <Python.h>

#include "hintc/rt_cpython.h"

struct HintcAttrSite {
  unsigned int version;  // the receiver type's tp_version_tag when filled; 0: empty
  Py_ssize_t index;      // the name's slot in the inline values
};

// A method call site (obj.m(args) on an untyped receiver, CPython's LOAD_METHOD): the receiver
// type's version tag, the method found on the type (a function or method descriptor, kept
// alive by the type while the tag stands) and, for instances with inline values, the shared
// keys' entry count when the name was not among them (-1: instances without a dict).
struct HintcMethodSite {
  unsigned int version;
  Py_ssize_t nentries;
  PyObject* method;
};

PyObject* hintc_call_method_fill(HintcMethodSite* site, PyObject* name, PyObject* const* args,
                                 size_t nargs_with_self);

PyObject* hintc_getattr_fill(PyObject* o, PyObject* name, HintcAttrSite* site);
int hintc_setattr_fill(PyObject* o, PyObject* name, PyObject* v, HintcAttrSite* site);

static inline PyObject* hintc_getattr_site(PyObject* o, PyObject* name, HintcAttrSite* site) {
#if HINTC_CPY_INST_VALUES
  unsigned int tag = Py_TYPE(o)->tp_version_tag;
  if (tag == site->version && tag != 0) {
    PyObject** values = hintc_inst_values(o);
    if (values != NULL) {
      PyObject* v = values[site->index];
      if (v != NULL) {
        Py_INCREF(v);
        return v;
      }
    }
  }
#endif
  return hintc_getattr_fill(o, name, site);
}

// 0, or -1 with an exception (PyObject_SetAttr's convention); v is not stolen.
static inline int hintc_setattr_site(PyObject* o, PyObject* name, PyObject* v, HintcAttrSite* site) {
#if HINTC_CPY_INST_VALUES
  unsigned int tag = Py_TYPE(o)->tp_version_tag;
  if (tag == site->version && tag != 0) {
    PyObject** values = hintc_inst_values_own(o);
    // Only an overwrite: a new slot would also enter the values' insertion order.
    if (values != NULL && values[site->index] != NULL) {
      PyObject* old = values[site->index];
      Py_INCREF(v);
      values[site->index] = v;
      Py_DECREF(old);
      return 0;
    }
  }
#endif
  return hintc_setattr_fill(o, name, v, site);
}

// obj.name(args...) with args[0] the receiver (borrowed): on a hit the cached method is called
// with the receiver first, as CPython's CALL after LOAD_METHOD; else the lookup by name.
static inline PyObject* hintc_call_method_site(HintcMethodSite* site, PyObject* name,
                                               PyObject* const* args, size_t nargs_with_self) {
#if HINTC_CPY_INST_VALUES
  PyTypeObject* tp = Py_TYPE(args[0]);
  unsigned int tag = tp->tp_version_tag;
  if (tag == site->version && tag != 0 &&
      (site->nentries < 0 ||
       (hintc_inst_values_own(args[0]) != NULL &&
        hintc_shared_keys(tp)->dk_nentries == site->nentries))) {
    return PyObject_Vectorcall(site->method, args, nargs_with_self, NULL);
  }
#endif
  return hintc_call_method_fill(site, name, args, nargs_with_self);
}
