// What compiled classes do as the CPython version they are built for does. Attribute errors:
// - an unset field names the class by its bare name (a Python class keeps instance attributes in
//   its __dict__), except a field a class declares in __slots__, which CPython 3.13 names by
//   module and qualified name, as its member descriptors do ("'mod.C' object has no attribute");
// - from 3.13 on, storing an undeclared attribute on an instance without a __dict__ says so
//   ("... and no __dict__ for setting new attributes");
// - from 3.13 on, the member descriptors of a class that declares no __slots__ become getsets
//   that raise the bare-name message (a member's own text would name the module).
// And from 3.13 on, the class-body facts its compiler records (__firstlineno__,
// __static_attributes__) on classes compiled natively.
#include <cstring>

#include "hintc/rt_class.h"
#include "hintc/rt_cpython.h"

namespace {

// Whether `name` is found first in a class of t's MRO whose body declares __slots__.
bool slot_of(PyTypeObject* t, const char* name) {
  PyObject* mro = t->tp_mro;
  if (mro == NULL || !PyTuple_Check(mro)) return false;
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(mro); ++i) {
    PyObject* d = reinterpret_cast<PyTypeObject*>(PyTuple_GET_ITEM(mro, i))->tp_dict;
    if (d == NULL) continue;
    PyObject* found = PyDict_GetItemString(d, name);  // borrowed
    if (found != NULL) return PyDict_GetItemString(d, "__slots__") != NULL;
  }
  return false;
}

#if PY_VERSION_HEX >= 0x030D0000
// A member field behind a getset: where it is and what it is called.
struct MemberGetset {
  Py_ssize_t offset;
  const char* name;
};

PyObject* member_getset_get(PyObject* self, void* closure) {
  const MemberGetset* m = static_cast<const MemberGetset*>(closure);
  PyObject* v = *reinterpret_cast<PyObject**>(reinterpret_cast<char*>(self) + m->offset);
  if (v == NULL) {
    hintc_raise_no_attribute(self, m->name);
    return NULL;
  }
  return Py_NewRef(v);
}

// The spec's Py_tp_members table, or NULL.
PyMemberDef* spec_members(const PyType_Spec* spec) {
  for (const PyType_Slot* s = spec->slots; s->slot != 0; ++s) {
    if (s->slot == Py_tp_members) return static_cast<PyMemberDef*>(s->pfunc);
  }
  return NULL;
}
#endif

}  // namespace

const char* hintc_bare_type_name(PyTypeObject* t) {
  const char* dot = strrchr(t->tp_name, '.');
  return dot ? dot + 1 : t->tp_name;
}

void hintc_raise_no_attribute(PyObject* self, const char* name) {
  PyTypeObject* t = Py_TYPE(self);
  if (PY_VERSION_HEX >= 0x030D0000 && slot_of(t, name)) {
    PyObject* q = PyObject_GetAttrString(reinterpret_cast<PyObject*>(t), "__qualname__");
    PyObject* m = q ? PyObject_GetAttrString(reinterpret_cast<PyObject*>(t), "__module__") : NULL;
    if (m != NULL && PyUnicode_Check(m) && PyUnicode_Check(q)) {
      PyErr_Format(PyExc_AttributeError, "'%U.%U' object has no attribute '%s'", m, q, name);
    }
    Py_XDECREF(m);
    Py_XDECREF(q);
    if (PyErr_Occurred()) return;
  }
  PyErr_Format(PyExc_AttributeError, "'%.100s' object has no attribute '%s'", hintc_bare_type_name(t), name);
}

int hintc_setattr_missing(PyObject* self, PyObject* name, PyObject* value) {
  int rc = PyObject_GenericSetAttr(self, name, value);
#if PY_VERSION_HEX >= 0x030D0000
  // CPython's generic setattro words it so for an instance without __dict__; hintc's setattro
  // (typed fields first) would otherwise get the plain text.
  PyTypeObject* t = Py_TYPE(self);
  if (rc < 0 && value != NULL && PyErr_ExceptionMatches(PyExc_AttributeError) &&
      t->tp_dictoffset == 0 && !(t->tp_flags & Py_TPFLAGS_MANAGED_DICT) &&
      hintc_cpy_type_lookup(t, name) == NULL) {
    PyErr_Clear();
    PyErr_Format(PyExc_AttributeError,
                 "'%.100s' object has no attribute '%U' and no __dict__ for setting new attributes",
                 t->tp_name, name);
    PyObject* exc = PyErr_GetRaisedException();
    if (PyObject_SetAttrString(exc, "name", name) < 0 || PyObject_SetAttrString(exc, "obj", self) < 0) {
      PyErr_Clear();
    }
    PyErr_SetRaisedException(exc);
  }
#endif
  return rc;
}

int hintc_member_messages(PyObject* type, const PyType_Spec* spec) {
#if PY_VERSION_HEX >= 0x030D0000
  PyTypeObject* t = reinterpret_cast<PyTypeObject*>(type);
  PyMemberDef* members = spec_members(spec);
  if (members == NULL || PyDict_GetItemString(t->tp_dict, "__slots__") != NULL) return 0;
  bool changed = false;
  for (PyMemberDef* m = members; m->name != NULL; ++m) {
    if (m->type != Py_T_OBJECT_EX) continue;  // fields only
    // Lives as long as the type, which compiled modules never free.
    auto* where = new MemberGetset{m->offset, m->name};
    auto* def = new PyGetSetDef{m->name, member_getset_get, NULL, NULL, where};
    PyObject* d = PyDescr_NewGetSet(t, def);
    if (d == NULL || PyDict_SetItemString(t->tp_dict, m->name, d) < 0) {
      Py_XDECREF(d);
      return -1;
    }
    Py_DECREF(d);
    changed = true;
  }
  if (changed) PyType_Modified(t);
#else
  (void)type;
  (void)spec;
#endif
  return 0;
}

int hintc_class_body_facts(PyObject* type, int first_line, const char* const* names) {
  Py_ssize_t n = 0;
  while (names[n] != NULL) ++n;
  PyObject* attrs = PyTuple_New(n);
  if (attrs == NULL) return -1;
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject* s = PyUnicode_InternFromString(names[i]);
    if (s == NULL) {
      Py_DECREF(attrs);
      return -1;
    }
    PyTuple_SET_ITEM(attrs, i, s);
  }
  PyObject* line = PyLong_FromLong(first_line);
  int rc = line == NULL ? -1 : PyObject_SetAttrString(type, "__firstlineno__", line);
  if (rc == 0) rc = PyObject_SetAttrString(type, "__static_attributes__", attrs);
  Py_XDECREF(line);
  Py_DECREF(attrs);
  return rc;
}
