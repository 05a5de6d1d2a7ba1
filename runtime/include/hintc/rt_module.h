// Module-level support: printing, builtins lookup, module attribute mirroring.
#pragma once
#include <Python.h>

// CONTRACT.
// print(*args, sep=sep, end=end) via builtins.print (so output interleaves correctly with
// Python's sys.stdout). sep/end may be NULL for the defaults. args are borrowed.
// Returns 0 or -1 on error.
int hintc_print(PyObject* const* args, Py_ssize_t n, PyObject* sep, PyObject* end);
// Generic truth value of an object (PyObject_IsTrue): 0/1, or 2 on error.
char hintc_obj_is_true(PyObject* o);
// Sets module attribute name to value (borrowed) by writing the module's __dict__ directly, so a
// hook installed by hintc_module_watch is not called for the module's own stores. 0 / -1.
int hintc_module_set(PyObject* module, const char* name, PyObject* value);
// The same with the name as a str (the mirrored stores' interned key). 0 / -1.
int hintc_module_set_key(PyObject* module, PyObject* key, PyObject* value);
// dir() of a namespace dict (borrowed): a new sorted list of its keys, or NULL.
PyObject* hintc_sorted_keys(PyObject* dict);
// A new function object for the module-level method `def` of `module` (a decorated or conditional
// def, made when its def statement runs): like the ones of the module's method table, its
// __self__ is the module and __module__ the module's name. NULL on error.
PyObject* hintc_make_function(PyMethodDef* def, PyObject* module);

// A module made by single-phase init runs its body in sys.modules, as a Python module does (and
// a multi-phase one): hintc_module_enter puts it there under its __name__ (0 / -1);
// hintc_module_failed takes it out again after its body failed, keeping the pending error.
int hintc_module_enter(PyObject* module);
void hintc_module_failed(PyObject* module);

// Mirroring of module attributes into native global slots. After hintc_module_watch, Python-level
// `module.NAME = value` and `del module.NAME` call hook(module, name, value) (value NULL for del)
// BEFORE the module's __dict__ changes; a hook returning -1 with an exception set cancels the
// assignment (e.g. a TypeError for a value that does not fit a typed global). The module's class
// becomes a per-module subclass of ModuleType; everything else about the module is unchanged.
typedef int (*HintcModuleHook)(PyObject* module, PyObject* name, PyObject* value);
int hintc_module_watch(PyObject* module, HintcModuleHook hook);  // 0 / -1
// A new subclass of ModuleType with these slots that reads as `module` (builtins), for a
// module's __class__. NULL with an exception.
PyObject* hintc_new_module_type(PyType_Slot* slots);
