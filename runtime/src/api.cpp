// Native calls between compiled modules: publishing and binding a module's function table.
#include "hintc/rt_api.h"

#include <cstring>

namespace {

const char* const kCapsuleAttr = "__hintc_capi__";

}  // namespace

int hintc_api_export(PyObject* m, HintcModuleApi* api) {
  api->module = m;
  for (uint32_t k = 0; k < api->count; ++k) {
    // A retried import runs this again: the objects of the failed attempt are replaced.
    PyObject* f = PyObject_GetAttrString(m, api->names[k]);
    if (f == nullptr) return -1;
    Py_XSETREF(api->objects[k], f);
    api->live[k] = 1;
  }
  PyObject* capsule = PyCapsule_New(api, HINTC_API_CAPSULE, nullptr);
  if (capsule == nullptr) return -1;
  // Straight into the dict: the module's attribute hook is for Python code's assignments.
  int rc = PyDict_SetItemString(PyModule_GetDict(m), kCapsuleAttr, capsule);
  Py_DECREF(capsule);
  return rc;
}

namespace {

// CPython's ImportError for `from m import name` (ceval's import_from): the module's file, or
// "unknown location", and the circular-import wording while the module is still initialising.
void import_from_error(PyObject* module, PyObject* name) {
  PyObject* pkgname = PyModule_Check(module) ? PyModule_GetNameObject(module) : nullptr;
  if (pkgname == nullptr) {
    PyErr_Clear();
    pkgname = PyUnicode_FromString("<unknown module name>");
    if (pkgname == nullptr) return;
  }
  PyObject* path = PyModule_Check(module) ? PyModule_GetFilenameObject(module) : nullptr;
  PyObject* msg = nullptr;
  if (path == nullptr || !PyUnicode_Check(path)) {
    PyErr_Clear();
    Py_CLEAR(path);
    msg = PyUnicode_FromFormat("cannot import name %R from %R (unknown location)", name, pkgname);
  } else {
    PyObject* spec = PyObject_GetAttrString(module, "__spec__");
    PyObject* init = spec != nullptr ? PyObject_GetAttrString(spec, "_initializing") : nullptr;
    int initializing = init != nullptr ? PyObject_IsTrue(init) : 0;
    PyErr_Clear();
    Py_XDECREF(init);
    Py_XDECREF(spec);
    msg = initializing > 0
              ? PyUnicode_FromFormat("cannot import name %R from partially initialized module %R "
                                     "(most likely due to a circular import) (%S)",
                                     name, pkgname, path)
              : PyUnicode_FromFormat("cannot import name %R from %R (%S)", name, pkgname, path);
  }
  if (msg != nullptr) {
    PyErr_SetImportError(msg, pkgname, path);
    Py_DECREF(msg);
  }
  Py_XDECREF(path);
  Py_DECREF(pkgname);
}

}  // namespace

PyObject* hintc_import_from(PyObject* module_name, PyObject* name) {
  PyObject* fromlist = PyTuple_Pack(1, name);
  if (fromlist == nullptr) return nullptr;
  // As the `from` form of the import statement: a fromlist makes the import system load
  // submodules named in it.
  PyObject* module = PyImport_ImportModuleLevelObject(module_name, nullptr, nullptr, fromlist, 0);
  Py_DECREF(fromlist);
  if (module == nullptr) return nullptr;
  PyObject* value = PyObject_GetAttr(module, name);
  if (value != nullptr || !PyErr_ExceptionMatches(PyExc_AttributeError)) {
    Py_DECREF(module);
    return value;
  }
  PyErr_Clear();
  PyObject* full = PyUnicode_FromFormat("%U.%U", module_name, name);
  if (full != nullptr) {
    value = PyImport_GetModule(full);
    Py_DECREF(full);
  }
  if (value == nullptr && !PyErr_Occurred()) import_from_error(module, name);
  Py_DECREF(module);
  return value;
}

int hintc_api_bind(HintcModuleApi** out, uint32_t* index, const char* exporter,
                   const char* importer, const char* const* names, const uint64_t* hashes,
                   uint32_t count) {
  *out = nullptr;
  PyObject* name = PyUnicode_FromString(exporter);
  if (name == nullptr) return -1;
  PyObject* module = PyImport_GetModule(name);
  Py_DECREF(name);
  if (module == nullptr) {
    // Not in sys.modules (an import that bound something else): calls go through Python.
    if (PyErr_Occurred()) return -1;
    return 0;
  }
  PyObject* capsule = PyObject_GetAttrString(module, kCapsuleAttr);
  Py_DECREF(module);
  if (capsule == nullptr) {
    if (!PyErr_ExceptionMatches(PyExc_AttributeError)) return -1;
    PyErr_Clear();  // a plain Python module, or compiled without an API
    return 0;
  }
  HintcModuleApi* api = nullptr;
  if (PyCapsule_IsValid(capsule, HINTC_API_CAPSULE)) {
    api = static_cast<HintcModuleApi*>(PyCapsule_GetPointer(capsule, HINTC_API_CAPSULE));
  }
  Py_DECREF(capsule);
  if (api == nullptr) {
    PyErr_Clear();
    return 0;
  }
  for (uint32_t i = 0; i < count; ++i) {
    uint32_t k = 0;
    while (api->abi == HINTC_API_ABI && k < api->count && strcmp(api->names[k], names[i]) != 0) ++k;
    if (api->abi != HINTC_API_ABI || k == api->count || api->hashes[k] != hashes[i]) {
      PyErr_Format(PyExc_ImportError,
                   "compiled module '%s' was built against a different interface of compiled "
                   "module '%s' (function '%s' changed its signature or is gone); rebuild '%s' "
                   "together with '%s'",
                   importer, exporter, names[i], importer, exporter);
      return -1;
    }
    index[i] = k;
  }
  *out = api;
  return 0;
}
