// A per-site cache of a class attribute read `C.name` on a class made by its metaclass (Enum
// members, class constants of Python-made classes): CPython's type_getattro result, kept while
// nothing it depended on can have changed.
#pragma once
#include <Python.h>

#include "hintc/rt_int.h"

// A filled entry stands while the class, its metaclass and the value's type keep the version
// tags they had when it was filled: any change to a dict of the class's MRO (a new or deleted
// attribute, a rebinding), of the metaclass's (a data descriptor of that name) or of the value's
// type (a new __get__ that would make it a descriptor) gives the type a new tag. The value is
// borrowed: an MRO dict holds it while the class's tag stands. Tags are never reused, so an
// equal tag is the same live type.
struct HintcClassAttrSite {
  PyObject* cls;              // the class of the entry (compared by identity only); NULL: empty
  PyObject* value;            // borrowed
  unsigned int version;       // tp_version_tag of cls
  unsigned int meta_version;  // of type(cls)
  unsigned int value_version; // of type(value)
};

PyObject* hintc_class_attr_fill(PyObject* o, PyObject* name, HintcClassAttrSite* site);

// getattr(o, name) (new reference, NULL with an exception), o any object (the class as the
// program last bound it).
static inline PyObject* hintc_class_attr_site(PyObject* o, PyObject* name, HintcClassAttrSite* site) {
  // o is the class's address only while it is a type: a freed class's memory may hold anything.
  if (HINTC_LIKELY(o == site->cls && PyType_Check(o) &&
                   ((PyTypeObject*)o)->tp_version_tag == site->version &&
                   Py_TYPE(o)->tp_version_tag == site->meta_version &&
                   Py_TYPE(site->value)->tp_version_tag == site->value_version)) {
    Py_INCREF(site->value);
    return site->value;
  }
  return hintc_class_attr_fill(o, name, site);
}
