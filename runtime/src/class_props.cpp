// Compiled classes' @property objects: real `property` instances over method descriptors of the
// compiled accessors, so Python code sees what a class statement would have made.
#include "hintc/rt_class.h"

namespace {

// A method descriptor of t for row (None for a missing row). New reference or NULL.
PyObject* accessor(PyTypeObject* t, PyMethodDef* row) {
  if (row == NULL) return Py_NewRef(Py_None);
  return PyDescr_NewMethod(t, row);
}

// property(fget, fset, fdel) named `name` in t. New reference or NULL.
PyObject* make_property(PyTypeObject* t, const HintcPropertyDef& p) {
  PyObject* parts[3] = {accessor(t, p.fget), NULL, NULL};
  if (parts[0] != NULL) parts[1] = accessor(t, p.fset);
  if (parts[1] != NULL) parts[2] = accessor(t, p.fdel);
  PyObject* prop = NULL;
  if (parts[2] != NULL) {
    prop = PyObject_Vectorcall(reinterpret_cast<PyObject*>(&PyProperty_Type), parts, 3, NULL);
  }
  for (PyObject* o : parts) Py_XDECREF(o);
  if (prop == NULL) return NULL;
  // __set_name__ as type.__new__ calls it: the name the property's errors give.
  PyObject* name = PyUnicode_FromString(p.name);
  PyObject* r = name == NULL ? NULL
                             : PyObject_CallMethod(prop, "__set_name__", "OO",
                                                   reinterpret_cast<PyObject*>(t), name);
  Py_XDECREF(name);
  if (r == NULL) {
    Py_DECREF(prop);
    return NULL;
  }
  Py_DECREF(r);
  return prop;
}

}  // namespace

int hintc_add_properties(PyTypeObject* t, const HintcPropertyDef* props) {
  for (const HintcPropertyDef* p = props; p->name != NULL; ++p) {
    PyObject* prop = make_property(t, *p);
    if (prop == NULL) return -1;
    int rc = PyObject_SetAttrString(reinterpret_cast<PyObject*>(t), p->name, prop);
    Py_DECREF(prop);
    if (rc < 0) return -1;
  }
  return 0;
}
