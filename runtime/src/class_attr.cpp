// The refill of the class attribute caches (hintc/rt_class_attr.h).
#include "hintc/rt_class_attr.h"

#include "hintc/rt_cpython.h"

namespace {

// tp's version tag once _PyType_Lookup has given it one (0: none can be had).
unsigned int valid_tag(PyTypeObject* tp) {
  return (tp->tp_flags & Py_TPFLAGS_VALID_VERSION_TAG) ? tp->tp_version_tag : 0;
}

PyObject* type_getattribute_name() {
  static PyObject* name = PyUnicode_InternFromString("__getattribute__");
  return name;
}

PyObject* get_name() {
  static PyObject* name = PyUnicode_InternFromString("__get__");
  return name;
}

}  // namespace

// type_getattro finds a plain value when the metaclass neither overrides __getattribute__ nor
// has any attribute of that name (a data descriptor there would come first) and the class's MRO
// holds an object that is no descriptor: then the read is that object until one of the three
// tags changes.
PyObject* hintc_class_attr_fill(PyObject* o, PyObject* name, HintcClassAttrSite* site) {
  PyObject* v = PyObject_GetAttr(o, name);
  if (v == NULL || !PyType_Check(o) || !PyUnicode_CheckExact(name)) return v;
  PyTypeObject* cls = (PyTypeObject*)o;
  PyTypeObject* meta = Py_TYPE(o);
  PyObject* ga = type_getattribute_name();
  if (ga == NULL || get_name() == NULL) {
    PyErr_Clear();
    return v;
  }
  if (hintc_cpy_type_lookup(meta, ga) != hintc_cpy_type_lookup(&PyType_Type, ga) ||
      hintc_cpy_type_lookup(meta, name) != NULL || hintc_cpy_type_lookup(cls, name) != v ||
      Py_TYPE(v)->tp_descr_get != NULL) {
    return v;
  }
  hintc_cpy_type_lookup(Py_TYPE(v), get_name());  // gives the value's type a tag
  unsigned int version = valid_tag(cls), meta_version = valid_tag(meta),
               value_version = valid_tag(Py_TYPE(v));
  if (version == 0 || meta_version == 0 || value_version == 0) return v;
  site->cls = o;
  site->value = v;
  site->version = version;
  site->meta_version = meta_version;
  site->value_version = value_version;
  return v;
}
