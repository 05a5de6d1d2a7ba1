// Methods of Python-made classes (made when the class statement runs, then passed to the body's
// decorators and the metaclass): method descriptors that also carry a Python function's
// `__module__`, which decorators read (functools.cached_property copies it from 3.13 on,
// functools.wraps always). Same name and layout as method_descriptor plus the module, so binding,
// calls and repr are the builtin type's.
#include <cstddef>

#include "hintc/rt_function.h"

namespace {

struct ModuleMethod {
  PyMethodDescrObject base;
  PyObject* module;  // str
};

PyTypeObject ModuleMethod_Type;

PyObject* get_module(PyObject* self, void*) {
  return Py_NewRef(reinterpret_cast<ModuleMethod*>(self)->module);
}

PyGetSetDef module_getset[] = {{"__module__", get_module, nullptr, nullptr, nullptr},
                               {nullptr, nullptr, nullptr, nullptr, nullptr}};

int traverse(PyObject* self, visitproc visit, void* arg) {
  Py_VISIT(reinterpret_cast<ModuleMethod*>(self)->module);
  return PyMethodDescr_Type.tp_traverse(self, visit, arg);
}

void dealloc(PyObject* self) {
  PyObject_GC_UnTrack(self);
  auto* m = reinterpret_cast<ModuleMethod*>(self);
  Py_CLEAR(m->module);
  Py_XDECREF(m->base.d_common.d_type);
  Py_XDECREF(m->base.d_common.d_name);
  Py_XDECREF(m->base.d_common.d_qualname);
  PyObject_GC_Del(self);
}

bool ready() {
  PyTypeObject* t = &ModuleMethod_Type;
  if (t->tp_flags & Py_TPFLAGS_READY) return true;
  Py_SET_REFCNT(t, 1);
  t->tp_name = "method_descriptor";
  t->tp_basicsize = sizeof(ModuleMethod);
  t->tp_base = &PyMethodDescr_Type;
  t->tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL |
                Py_TPFLAGS_METHOD_DESCRIPTOR;
  t->tp_vectorcall_offset = PyMethodDescr_Type.tp_vectorcall_offset;
  t->tp_call = PyVectorcall_Call;
  t->tp_getset = module_getset;
  t->tp_traverse = traverse;
  t->tp_dealloc = dealloc;
  return PyType_Ready(t) == 0;
}

}  // namespace

PyObject* hintc_module_method(PyTypeObject* type, PyMethodDef* def, const char* qualname,
                              const char* module) {
  if (!ready()) return nullptr;
  // A plain descriptor first: CPython picks its vectorcall entry from the definition's flags.
  PyObject* plain = PyDescr_NewMethod(type, def);
  if (plain == nullptr) return nullptr;
  auto* m = PyObject_GC_New(ModuleMethod, &ModuleMethod_Type);
  PyObject* mod = m ? PyUnicode_FromString(module) : nullptr;
  PyObject* qual = mod ? PyUnicode_FromString(qualname) : nullptr;
  if (qual == nullptr) {
    Py_XDECREF(mod);
    if (m != nullptr) PyObject_GC_Del(m);
    Py_DECREF(plain);
    return nullptr;
  }
  const auto* p = reinterpret_cast<PyMethodDescrObject*>(plain);
  m->base.d_common.d_type = reinterpret_cast<PyTypeObject*>(Py_NewRef(p->d_common.d_type));
  m->base.d_common.d_name = Py_NewRef(p->d_common.d_name);
  m->base.d_common.d_qualname = qual;
  m->base.d_method = p->d_method;
  m->base.vectorcall = p->vectorcall;
  m->module = mod;
  Py_DECREF(plain);
  PyObject_GC_Track(m);
  return reinterpret_cast<PyObject*>(m);
}
