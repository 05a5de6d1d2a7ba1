// Compiled classes' @property objects: real `property` instances over method descriptors of the
// compiled accessors, so Python code sees what a class statement would have made; and the
// callables @abstractmethod makes of methods (ABC semantics for Python subclasses).
#include "hintc/rt_class.h"

#include <cstddef>

#include "gen_shared.h"  // hintc_gc_type_init
#include "hintc/rt_class_kw.h"
#include "internal.h"

namespace {

// An abstract compiled method: its method descriptor plus __isabstractmethod__ = True.
struct AbstractMethod {
  PyObject_HEAD
  PyObject* descr;
  vectorcallfunc vectorcall;
};

AbstractMethod* as_abstract(PyObject* o) { return reinterpret_cast<AbstractMethod*>(o); }

PyObject* abstract_call(PyObject* self, PyObject* const* args, size_t nargsf, PyObject* kwnames) {
  return PyObject_Vectorcall(as_abstract(self)->descr, args, nargsf, kwnames);
}

// Bound to an instance as the descriptor binds; read on the class it is itself (a function
// read on a class is the function), so cls.name.__isabstractmethod__ is seen.
PyObject* abstract_get(PyObject* self, PyObject* obj, PyObject* type) {
  PyObject* d = as_abstract(self)->descr;
  if (obj == NULL || obj == Py_None) return Py_NewRef(self);
  return Py_TYPE(d)->tp_descr_get(d, obj, type);
}

PyObject* abstract_forward(PyObject* self, void* name) {
  return PyObject_GetAttrString(as_abstract(self)->descr, static_cast<const char*>(name));
}

PyObject* abstract_true(PyObject*, void*) { Py_RETURN_TRUE; }

PyObject* abstract_repr(PyObject* self) { return PyObject_Repr(as_abstract(self)->descr); }

int abstract_traverse(PyObject* self, visitproc visit, void* arg) {
  Py_VISIT(as_abstract(self)->descr);
  return 0;
}

void abstract_dealloc(PyObject* self) {
  PyObject_GC_UnTrack(self);
  Py_CLEAR(as_abstract(self)->descr);
  PyObject_GC_Del(self);
}

char kName[] = "__name__", kQualname[] = "__qualname__", kDoc[] = "__doc__",
     kSignature[] = "__text_signature__", kObjclass[] = "__objclass__";

PyGetSetDef abstract_getset[] = {
    {kName, abstract_forward, NULL, NULL, kName},
    {kQualname, abstract_forward, NULL, NULL, kQualname},
    {kDoc, abstract_forward, NULL, NULL, kDoc},
    {kSignature, abstract_forward, NULL, NULL, kSignature},
    {kObjclass, abstract_forward, NULL, NULL, kObjclass},
    {"__isabstractmethod__", abstract_true, NULL, NULL, NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject g_abstract_type;

PyTypeObject* abstract_type() {
  PyTypeObject* t = &g_abstract_type;
  if (t->tp_flags & Py_TPFLAGS_READY) return t;
  hintc_gc_type_init(t, "abstract_method", sizeof(AbstractMethod), abstract_dealloc,
                     abstract_traverse);
  t->tp_flags |= Py_TPFLAGS_HAVE_VECTORCALL | Py_TPFLAGS_METHOD_DESCRIPTOR;
  t->tp_vectorcall_offset = offsetof(AbstractMethod, vectorcall);
  t->tp_call = PyVectorcall_Call;
  t->tp_descr_get = abstract_get;
  t->tp_getset = abstract_getset;
  t->tp_repr = abstract_repr;
  return PyType_Ready(t) == 0 ? t : NULL;
}

// descr wrapped as abstract (descr stolen). New reference or NULL.
PyObject* make_abstract(PyObject* descr) {
  PyTypeObject* t = descr == NULL ? NULL : abstract_type();
  AbstractMethod* a = t == NULL ? NULL : PyObject_GC_New(AbstractMethod, t);
  if (a == NULL) {
    Py_XDECREF(descr);
    return NULL;
  }
  a->descr = descr;
  a->vectorcall = abstract_call;
  PyObject_GC_Track(a);
  return reinterpret_cast<PyObject*>(a);
}

// A method descriptor of t for row (None for a missing row), wrapped when abstract. New
// reference or NULL.
PyObject* accessor(PyTypeObject* t, PyMethodDef* row, bool abstract) {
  if (row == NULL) return Py_NewRef(Py_None);
  PyObject* d = PyDescr_NewMethod(t, row);
  return abstract ? make_abstract(d) : d;
}

// property(fget, fset, fdel) named `name` in t. New reference or NULL.
PyObject* make_property(PyTypeObject* t, const HintcPropertyDef& p) {
  PyObject* parts[3] = {accessor(t, p.fget, p.abstract & 1), NULL, NULL};
  if (parts[0] != NULL) parts[1] = accessor(t, p.fset, p.abstract & 2);
  if (parts[1] != NULL) parts[2] = accessor(t, p.fdel, p.abstract & 4);
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

namespace hintc_rt {

int type_bind(PyTypeObject* t, PyObject* name, PyObject* v) {
  PyObject* meta = hintc_cpy_type_lookup(Py_TYPE(t), name);  // borrowed
  if (meta == NULL || Py_TYPE(meta)->tp_descr_set == NULL) {
    return PyObject_SetAttr(reinterpret_cast<PyObject*>(t), name, v);
  }
  int rc = PyDict_SetItem(hintc_cpy_type_dict(t), name, v);
  PyType_Modified(t);
  return rc;
}

int type_bind(PyTypeObject* t, const char* name, PyObject* v) {
  PyObject* key = PyUnicode_InternFromString(name);
  if (key == NULL) return -1;
  int rc = type_bind(t, key, v);
  Py_DECREF(key);
  return rc;
}

}  // namespace hintc_rt

int hintc_add_properties(PyTypeObject* t, const HintcPropertyDef* props) {
  for (const HintcPropertyDef* p = props; p->name != NULL; ++p) {
    PyObject* prop = make_property(t, *p);
    if (prop == NULL) return -1;
    int rc = hintc_rt::type_bind(t, p->name, prop);
    Py_DECREF(prop);
    if (rc < 0) return -1;
  }
  return 0;
}

int hintc_mark_abstract(PyTypeObject* t, const char* const* names) {
  for (const char* const* n = names; *n != NULL; ++n) {
    PyObject* d = PyDict_GetItemString(t->tp_dict, *n);  // borrowed: the method descriptor
    if (d == NULL) continue;
    PyObject* a = make_abstract(Py_NewRef(d));
    if (a == NULL) return -1;
    int rc = hintc_rt::type_bind(t, *n, a);
    Py_DECREF(a);
    if (rc < 0) return -1;
  }
  return 0;
}

PyObject* hintc_abc_subclass_hook(PyObject* cls, PyObject* args, PyObject* kw, PyObject* open) {
  PyObject* r = open != NULL ? hintc_open_subclass_hook(cls, args, kw, open)
                             : hintc_subclass_hook(cls, kw, NULL);
  if (r == NULL) return NULL;
  Py_DECREF(r);
  // update_abstractmethods skips a class without __abstractmethods__ of its own.
  PyObject* none = PyFrozenSet_New(NULL);
  if (none == NULL) return NULL;
  int rc = PyObject_SetAttrString(cls, "__abstractmethods__", none);
  Py_DECREF(none);
  if (rc < 0) return NULL;
  PyObject* abc = PyImport_ImportModule("abc");
  if (abc == NULL) return NULL;
  r = PyObject_CallMethod(abc, "update_abstractmethods", "O", cls);
  Py_DECREF(abc);
  if (r == NULL) return NULL;
  Py_DECREF(r);
  Py_RETURN_NONE;
}
