// Module-level support: print() through builtins.print, truth values, module attributes.
#include "internal.h"

namespace {

PyObject* g_print;      // builtins.print
PyObject* g_kw_sep;     // ("sep",)
PyObject* g_kw_end;     // ("end",)
PyObject* g_kw_sepend;  // ("sep", "end")

PyObject* kwnames_for(PyObject* sep, PyObject* end) {
  PyObject** slot = sep && end ? &g_kw_sepend : sep ? &g_kw_sep : &g_kw_end;
  if (!*slot) {
    *slot = sep && end ? Py_BuildValue("(ss)", "sep", "end")
                       : Py_BuildValue("(s)", sep ? "sep" : "end");
  }
  return *slot;
}

}  // namespace

int hintc_print(PyObject* const* args, Py_ssize_t n, PyObject* sep, PyObject* end) {
  PyObject* print = hintc_rt::cached_module_attr(&g_print, "builtins", "print");
  if (!print) return -1;
  PyObject* r;
  if (!sep && !end) {
    r = PyObject_Vectorcall(print, args, n, nullptr);
  } else {
    PyObject* kwnames = kwnames_for(sep, end);
    if (!kwnames) return -1;
    Py_ssize_t nkw = PyTuple_GET_SIZE(kwnames);
    // Vectorcall wants positional and keyword values in one array.
    PyObject* small[16];
    PyObject** buf = small;
    if (n + nkw > 16) {
      buf = (PyObject**)PyMem_Malloc(sizeof(PyObject*) * (size_t)(n + nkw));
      if (!buf) {
        PyErr_NoMemory();
        return -1;
      }
    }
    for (Py_ssize_t i = 0; i < n; ++i) buf[i] = args[i];
    Py_ssize_t k = n;
    if (sep) buf[k++] = sep;
    if (end) buf[k++] = end;
    r = PyObject_Vectorcall(print, buf, n, kwnames);
    if (buf != small) PyMem_Free(buf);
  }
  if (!r) return -1;
  Py_DECREF(r);
  return 0;
}

char hintc_obj_is_true(PyObject* o) {
  int r = PyObject_IsTrue(o);
  return r < 0 ? HBOOL_ERROR : (char)r;
}

int hintc_module_set(PyObject* module, const char* name, PyObject* value) {
  PyObject* dict = PyModule_GetDict(module);  // borrowed
  if (!dict) return -1;
  return PyDict_SetItemString(dict, name, value);
}

int hintc_module_set_key(PyObject* module, PyObject* key, PyObject* value) {
  PyObject* dict = PyModule_GetDict(module);  // borrowed
  if (!dict) return -1;
  return PyDict_SetItem(dict, key, value);
}

PyObject* hintc_sorted_keys(PyObject* dict) {
  PyObject* keys = PyDict_Keys(dict);
  if (keys != NULL && PyList_Sort(keys) < 0) Py_CLEAR(keys);
  return keys;
}

PyObject* hintc_make_function(PyMethodDef* def, PyObject* module) {
  PyObject* name = PyModule_GetNameObject(module);
  if (name == NULL) return NULL;
  PyObject* f = PyCFunction_NewEx(def, module, name);
  Py_DECREF(name);
  return f;
}

namespace {

const char kHookKey[] = "__hintc_module_hook__";

// tp_setattro of watched modules: the hook (stored as a capsule in the per-module type's dict,
// out of sight of dir(module)) sees every Python-level store/delete before it happens.
int watched_setattro(PyObject* self, PyObject* name, PyObject* value) {
  PyObject* capsule = PyDict_GetItemString(Py_TYPE(self)->tp_dict, kHookKey);  // borrowed
  if (capsule && PyUnicode_Check(name)) {
    auto hook = (HintcModuleHook)PyCapsule_GetPointer(capsule, kHookKey);
    if (!hook || hook(self, name, value) < 0) return -1;
  }
  return PyObject_GenericSetAttr(self, name, value);
}

}  // namespace

PyObject* hintc_new_module_type(PyType_Slot* slots) {
  // Named like the module type so tracebacks and reprs read naturally: __module__ 'builtins'
  // (a spec name without a module part is a DeprecationWarning at every import), and the
  // tp_name that error messages print is the bare 'module', as for ModuleType. The same layout
  // as ModuleType makes __class__ assignment legal.
  PyType_Spec spec = {"builtins.module", 0, 0, Py_TPFLAGS_DEFAULT, slots};
  PyObject* type = PyType_FromSpecWithBases(&spec, (PyObject*)&PyModule_Type);
  if (type != NULL) ((PyTypeObject*)type)->tp_name = "module";
  return type;
}

int hintc_module_watch(PyObject* module, HintcModuleHook hook) {
  if (!PyModule_Check(module)) {
    PyErr_Format(PyExc_TypeError, "hintc_module_watch: expected a module, got %.200s",
                 Py_TYPE(module)->tp_name);
    return -1;
  }
  PyType_Slot slots[] = {{Py_tp_setattro, (void*)watched_setattro}, {0, nullptr}};
  PyObject* type = hintc_new_module_type(slots);
  if (!type) return -1;
  PyObject* capsule = PyCapsule_New((void*)hook, kHookKey, nullptr);
  int rc = capsule ? PyDict_SetItemString(((PyTypeObject*)type)->tp_dict, kHookKey, capsule) : -1;
  Py_XDECREF(capsule);
  if (rc == 0) {
    PyType_Modified((PyTypeObject*)type);
    // __class__ assignment between ModuleType subclasses is what Python code would do too.
    rc = PyObject_SetAttrString(module, "__class__", type);
  }
  Py_DECREF(type);
  return rc;
}

int hintc_module_enter(PyObject* module) {
  PyObject* name = PyModule_GetNameObject(module);
  if (name == NULL) return -1;
  int rc = PyDict_SetItem(PyImport_GetModuleDict(), name, module);
  Py_DECREF(name);
  return rc;
}

void hintc_module_failed(PyObject* module) {
  PyObject *type, *value, *tb;
  PyErr_Fetch(&type, &value, &tb);
  PyObject* name = PyModule_GetNameObject(module);
  PyObject* modules = PyImport_GetModuleDict();
  PyObject* held = name != NULL ? PyDict_GetItemWithError(modules, name) : NULL;
  if (held == module && PyDict_DelItem(modules, name) < 0) PyErr_Clear();
  Py_XDECREF(name);
  PyErr_Clear();
  PyErr_Restore(type, value, tb);
}
