// What Python code inspects on compiled generators, coroutines and async generators besides
// their protocol: gi_code (the function's code object) and gi_frame (a frame of that code at
// the body's current line), as inspect.getgeneratorstate() and debuggers read them.
#include "internal.h"  // Python.h first: frameobject.h needs it

#include <frameobject.h>

#include <cstring>

#include "gen_shared.h"

namespace {

#if HINTC_CPY_FRAME_HEAD
void set_frame_line(PyObject* frame, int line) {
  reinterpret_cast<HintcCpyFrameHead*>(frame)->f_lineno = line;
}
#else
void set_frame_line(PyObject*, int) {}  // the frame reports the def's line
#endif

// The code object of info's function: an empty body named for it (co_name, co_qualname,
// co_filename, co_firstlineno of the def, the generator kind's flag). Borrowed, or NULL.
PyObject* code_of(HintcGenInfo* info) {
  if (info->code != nullptr) return info->code;
  PyObject* empty =
      reinterpret_cast<PyObject*>(PyCode_NewEmpty(info->file, info->name, info->firstlineno));
  if (empty == nullptr) return nullptr;
  PyObject* code = nullptr;
  PyObject* replace = PyObject_GetAttrString(empty, "replace");
  PyObject* kw = Py_BuildValue("{sssi}", "co_qualname", info->qualname, "co_flags",
                               CO_OPTIMIZED | CO_NEWLOCALS | info->code_flags);
  PyObject* args = PyTuple_New(0);
  if (replace != nullptr && kw != nullptr && args != nullptr) {
    code = PyObject_Call(replace, args, kw);
  }
  Py_XDECREF(args);
  Py_XDECREF(kw);
  Py_XDECREF(replace);
  Py_DECREF(empty);
  info->code = code;  // kept for the process, as the function is
  return code;
}

// The globals of the frames: the defining module's dict (an empty dict if it is gone).
PyObject* globals_of(HintcGenInfo* info) {
  PyObject* name = PyUnicode_FromString(info->module);
  if (name == nullptr) return nullptr;
  PyObject* module = PyImport_GetModule(name);
  Py_DECREF(name);
  PyObject* globals = nullptr;
  if (module != nullptr && PyModule_Check(module)) {
    globals = Py_XNewRef(PyModule_GetDict(module));
  } else if (!PyErr_Occurred()) {
    globals = PyDict_New();
  }
  Py_XDECREF(module);
  return globals;
}

}  // namespace

PyObject* hintc_gen_get_code(PyObject* self, void*) {
  return Py_XNewRef(code_of(reinterpret_cast<HintcGen*>(self)->info));
}

PyObject* hintc_gen_get_frame(PyObject* self, void*) {
  HintcGen* g = reinterpret_cast<HintcGen*>(self);
  if (g->state < 0 || g->frame == nullptr) Py_RETURN_NONE;
  if (g->pyframe == nullptr) {
    PyObject* code = code_of(g->info);
    if (code == nullptr) return nullptr;
    PyObject* globals = globals_of(g->info);
    if (globals == nullptr) return nullptr;
    g->pyframe = reinterpret_cast<PyObject*>(
        PyFrame_New(PyThreadState_Get(), reinterpret_cast<PyCodeObject*>(code), globals, nullptr));
    Py_DECREF(globals);
    if (g->pyframe == nullptr) return nullptr;
  }
  hintc_gen_sync_frame(g);
  return Py_NewRef(g->pyframe);
}

void hintc_gen_sync_frame(HintcGen* g) {
  if (g->frame == nullptr) return;  // finished: the frame keeps its last line
  int line;
  std::memcpy(&line, static_cast<char*>(g->frame) + g->info->line_offset, sizeof line);
  set_frame_line(g->pyframe, line);
}
