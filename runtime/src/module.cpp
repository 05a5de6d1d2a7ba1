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
  return PyObject_SetAttrString(module, name, value);
}
