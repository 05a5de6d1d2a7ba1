// Environments and nested function objects (see hintc/rt_closure.h).
#include <cstring>
#include <initializer_list>

#include "hintc/rt_closure.h"
#include "hintc/rt_int.h"

namespace {

int env_traverse(PyObject* self, visitproc visit, void* arg) {
  const HintcEnvDef* def = ((HintcEnv*)self)->def;
  for (const Py_ssize_t* o = def->obj_slots; *o >= 0; ++o) {
    Py_VISIT(*(PyObject**)((char*)self + *o));
  }
  return 0;
}

int env_clear(PyObject* self) {
  const HintcEnvDef* def = ((HintcEnv*)self)->def;
  for (const Py_ssize_t* o = def->obj_slots; *o >= 0; ++o) {
    Py_CLEAR(*(PyObject**)((char*)self + *o));
  }
  return 0;
}

void env_dealloc(PyObject* self) {
  PyObject_GC_UnTrack(self);
  Py_TRASHCAN_BEGIN(self, env_dealloc)
  env_clear(self);
  const HintcEnvDef* def = ((HintcEnv*)self)->def;
  for (const Py_ssize_t* o = def->int_slots; *o >= 0; ++o) {
    HInt* v = (HInt*)((char*)self + *o);
    if (*v != HINT_ERROR) hint_decref(*v);
    *v = HINT_ERROR;
  }
  PyObject_GC_Del(self);
  Py_TRASHCAN_END
}

// Filled by init_types (each extension module linking the runtime has its own copy).
PyTypeObject env_type{};

int closure_traverse(PyObject* self, visitproc visit, void* arg) {
  HintcClosure* c = (HintcClosure*)self;
  Py_VISIT(c->env);
  Py_VISIT(c->name);
  Py_VISIT(c->qualname);
  Py_VISIT(c->doc);
  Py_VISIT(c->dict);
  Py_VISIT(c->defaults);
  Py_VISIT(c->module);
  return 0;
}

int closure_clear(PyObject* self) {
  HintcClosure* c = (HintcClosure*)self;
  Py_CLEAR(c->env);
  Py_CLEAR(c->name);
  Py_CLEAR(c->qualname);
  Py_CLEAR(c->doc);
  Py_CLEAR(c->dict);
  Py_CLEAR(c->defaults);
  Py_CLEAR(c->module);
  return 0;
}

void closure_dealloc(PyObject* self) {
  PyObject_GC_UnTrack(self);
  Py_TRASHCAN_BEGIN(self, closure_dealloc)
  if (((HintcClosure*)self)->weakrefs != NULL) PyObject_ClearWeakRefs(self);
  closure_clear(self);
  PyObject_GC_Del(self);
  Py_TRASHCAN_END
}

PyObject* closure_repr(PyObject* self) {
  HintcClosure* c = (HintcClosure*)self;
  if (c->qualname != NULL) return PyUnicode_FromFormat("<function %U at %p>", c->qualname, self);
  return PyUnicode_FromFormat("<function %s at %p>", c->def->qualname, self);
}

// Functions are descriptors: stored on a class, they bind to the instance like a def does.
PyObject* closure_descr_get(PyObject* self, PyObject* obj, PyObject*) {
  if (obj == NULL || obj == Py_None) {
    Py_INCREF(self);
    return self;
  }
  return PyMethod_New(self, obj);
}

PyObject* closure_vectorcall(PyObject* self, PyObject* const* args, size_t nargsf,
                             PyObject* kwnames) {
  return ((HintcClosure*)self)->def->wrapper(self, args, PyVectorcall_NARGS(nargsf), kwnames);
}

// A str attribute made from the def's text on first read (None when the text is NULL).
PyObject* lazy_text(PyObject** slot, const char* text) {
  if (*slot == NULL) {
    if (text == NULL) {
      Py_RETURN_NONE;
    }
    *slot = PyUnicode_FromString(text);
    if (*slot == NULL) return NULL;
  }
  Py_INCREF(*slot);
  return *slot;
}

int set_text(PyObject** slot, PyObject* value, const char* attr, bool allow_none) {
  if (value == NULL || (!PyUnicode_Check(value) && !(allow_none && value == Py_None))) {
    PyErr_Format(PyExc_TypeError, "%s must be set to a string object", attr);
    return -1;
  }
  Py_INCREF(value);
  Py_XSETREF(*slot, value);
  return 0;
}

PyObject* get_name(PyObject* self, void*) {
  HintcClosure* c = (HintcClosure*)self;
  return lazy_text(&c->name, c->def->name);
}
int set_name(PyObject* self, PyObject* v, void*) {
  return set_text(&((HintcClosure*)self)->name, v, "__name__", false);
}
PyObject* get_qualname(PyObject* self, void*) {
  HintcClosure* c = (HintcClosure*)self;
  return lazy_text(&c->qualname, c->def->qualname);
}
int set_qualname(PyObject* self, PyObject* v, void*) {
  return set_text(&((HintcClosure*)self)->qualname, v, "__qualname__", false);
}
PyObject* get_doc(PyObject* self, void*) {
  HintcClosure* c = (HintcClosure*)self;
  return lazy_text(&c->doc, c->def->doc);
}
// Any object may be a __doc__ or __module__ (deleting leaves None, as for a def).
int set_any(PyObject** slot, PyObject* v) {
  if (v == NULL) v = Py_None;
  Py_INCREF(v);
  Py_XSETREF(*slot, v);
  return 0;
}
int set_doc(PyObject* self, PyObject* v, void*) { return set_any(&((HintcClosure*)self)->doc, v); }
PyObject* get_defaults(PyObject* self, void*) {
  PyObject* d = ((HintcClosure*)self)->defaults;
  if (d == NULL) Py_RETURN_NONE;
  Py_INCREF(d);
  return d;
}
PyObject* get_module(PyObject* self, void*) {
  HintcClosure* c = (HintcClosure*)self;
  if (c->module != NULL) {
    Py_INCREF(c->module);
    return c->module;
  }
  return PyUnicode_FromString(c->def->module);
}
int set_module(PyObject* self, PyObject* v, void*) {
  return set_any(&((HintcClosure*)self)->module, v);
}

PyGetSetDef closure_getset[] = {
    {"__name__", get_name, set_name, NULL, NULL},
    {"__qualname__", get_qualname, set_qualname, NULL, NULL},
    {"__doc__", get_doc, set_doc, NULL, NULL},
    {"__module__", get_module, set_module, NULL, NULL},
    {"__defaults__", get_defaults, NULL, NULL, NULL},
    {"__dict__", PyObject_GenericGetDict, PyObject_GenericSetDict, NULL, NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

PyTypeObject closure_type{};

bool ready = false;

int init_types() {
  if (ready) return 0;
  for (PyTypeObject* t : {&env_type, &closure_type}) {
    Py_SET_REFCNT(t, 1);
    Py_SET_TYPE(t, &PyType_Type);
  }
  env_type.tp_name = "hintc.environment";
  env_type.tp_basicsize = sizeof(HintcEnv);
  env_type.tp_itemsize = 1;  // the generated struct's slots, in bytes
  closure_type.tp_name = "function";  // what type(f).__name__ says, as for a def
  closure_type.tp_basicsize = sizeof(HintcClosure);
  env_type.tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC;
  env_type.tp_doc = "captured variables of a compiled function activation";
  env_type.tp_traverse = env_traverse;
  env_type.tp_clear = env_clear;
  env_type.tp_dealloc = env_dealloc;
  closure_type.tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL |
                          Py_TPFLAGS_METHOD_DESCRIPTOR;
  closure_type.tp_doc = "a compiled nested function";
  closure_type.tp_traverse = closure_traverse;
  closure_type.tp_clear = closure_clear;
  closure_type.tp_dealloc = closure_dealloc;
  closure_type.tp_repr = closure_repr;
  closure_type.tp_call = PyVectorcall_Call;
  closure_type.tp_vectorcall_offset = offsetof(HintcClosure, vectorcall);
  closure_type.tp_descr_get = closure_descr_get;
  closure_type.tp_getset = closure_getset;
  closure_type.tp_dictoffset = offsetof(HintcClosure, dict);
  closure_type.tp_weaklistoffset = offsetof(HintcClosure, weakrefs);
  if (PyType_Ready(&env_type) < 0 || PyType_Ready(&closure_type) < 0) return -1;
  ready = true;
  return 0;
}

}  // namespace

PyObject* hintc_env_new(const HintcEnvDef* def) {
  if (HINTC_UNLIKELY(!ready) && init_types() < 0) return NULL;
  Py_ssize_t extra = def->size - (Py_ssize_t)sizeof(HintcEnv);
  HintcEnv* e = PyObject_GC_NewVar(HintcEnv, &env_type, extra);
  if (e == NULL) return NULL;
  e->def = def;
  std::memset((char*)e + sizeof(HintcEnv), 0, (size_t)extra);
  PyObject_GC_Track((PyObject*)e);
  return (PyObject*)e;
}

void hintc_raise_unbound_cell(const char* name, int free) {
  if (free) {
    PyErr_Format(PyExc_NameError,
                 "cannot access free variable '%s' where it is not associated with a value in "
                 "enclosing scope",
                 name);
  } else {
    PyErr_Format(PyExc_UnboundLocalError,
                 "cannot access local variable '%s' where it is not associated with a value", name);
  }
}

PyObject* hintc_closure_new(const HintcClosureDef* def, PyObject* env, PyObject* const* defaults,
                            Py_ssize_t n) {
  if (HINTC_UNLIKELY(!ready) && init_types() < 0) return NULL;
  PyObject* tuple = NULL;
  if (n > 0) {
    tuple = PyTuple_New(n);
    if (tuple == NULL) return NULL;
    for (Py_ssize_t i = 0; i < n; ++i) {
      Py_INCREF(defaults[i]);
      PyTuple_SET_ITEM(tuple, i, defaults[i]);
    }
  }
  HintcClosure* c = PyObject_GC_New(HintcClosure, &closure_type);
  if (c == NULL) {
    Py_XDECREF(tuple);
    return NULL;
  }
  c->defaults = tuple;
  c->vectorcall = closure_vectorcall;
  c->def = def;
  Py_INCREF(env);
  c->env = env;
  c->name = c->qualname = c->doc = c->dict = c->weakrefs = c->module = NULL;
  PyObject_GC_Track((PyObject*)c);
  return (PyObject*)c;
}
