// Module globals with native storage that stay in step with the module's __dict__: assigning or
// deleting `module.NAME` from Python updates the compiled code's view of NAME.
#pragma once
#include <Python.h>

#include <cstring>

// CONTRACT. One entry per public compiled global: set(value) unboxes and stores a new value
// (TypeError on a value of the wrong type), set(NULL) marks the global unassigned.
struct HintcGlobalSlot {
  const char* name;
  int (*set)(PyObject* value);  // 0 or -1
};

static int hintc_module_setattro_(PyObject* self, PyObject* name, PyObject* value) {
  PyObject* cap = PyObject_GetAttrString((PyObject*)Py_TYPE(self), "__hintc_globals__");
  if (cap == NULL) return -1;
  const HintcGlobalSlot* slots = (const HintcGlobalSlot*)PyCapsule_GetPointer(cap, "hintc.globals");
  Py_DECREF(cap);
  if (slots == NULL) return -1;
  const char* n = PyUnicode_Check(name) ? PyUnicode_AsUTF8(name) : NULL;
  if (n == NULL && PyErr_Occurred()) return -1;
  for (const HintcGlobalSlot* s = slots; n != NULL && s->name != NULL; ++s) {
    if (std::strcmp(s->name, n) != 0) continue;
    if (value == NULL) {
      // Delete from the dict first: a missing attribute must raise before the slot changes.
      if (PyModule_Type.tp_setattro(self, name, NULL) < 0) return -1;
      return s->set(NULL);
    }
    if (s->set(value) < 0) return -1;
    break;
  }
  return PyModule_Type.tp_setattro(self, name, value);
}

// Gives the module a ModuleType subclass whose attribute assignment updates the native slots.
// `slots` ends with a {NULL, NULL} entry and must outlive the module (a static table).
static inline int hintc_module_track_globals(PyObject* module, const HintcGlobalSlot* slots) {
  PyType_Slot type_slots[] = {{Py_tp_setattro, (void*)hintc_module_setattro_}, {0, NULL}};
  // Named plain "module" so that repr(type(m)) reads as for any module.
  PyType_Spec spec = {"module", 0, 0, Py_TPFLAGS_DEFAULT, type_slots};
  PyObject* type = PyType_FromSpecWithBases(&spec, (PyObject*)&PyModule_Type);
  if (type == NULL) return -1;
  PyObject* cap = PyCapsule_New((void*)slots, "hintc.globals", NULL);
  int rc = cap == NULL ? -1 : PyObject_SetAttrString(type, "__hintc_globals__", cap);
  Py_XDECREF(cap);
  if (rc == 0) rc = PyObject_SetAttrString(module, "__class__", type);
  Py_DECREF(type);
  return rc;
}
