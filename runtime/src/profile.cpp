// Line profiler slow paths: cProfile events, tick calibration, and the per-module stats/reset
// hooks.
#include "internal.h"

// The frame API is not part of Python.h (which internal.h includes first).
#include <frameobject.h>

#include <chrono>

namespace {

using SteadyClock = std::chrono::steady_clock;

// Calibration anchor: a tick and a steady-clock time read together at the first registration.
// The longer the run before stats are read, the more exact the tick length.
bool g_anchored = false;
uint64_t g_anchor_tick = 0;
SteadyClock::time_point g_anchor_time;

void anchor() {
  if (g_anchored) return;
  g_anchor_time = SteadyClock::now();
  g_anchor_tick = hintc_prof_now();
  g_anchored = true;
}

const char* const kCapsuleName = "hintc.profile";

HintcProfModule* table_of(PyObject* capsule) {
  return static_cast<HintcProfModule*>(PyCapsule_GetPointer(capsule, kCapsuleName));
}

PyObject* new_function_stats(const HintcProfFunc* f) {
  PyObject* lines = PyList_New(f->nlines);
  if (lines == nullptr) return nullptr;
  for (int i = 0; i < f->nlines; ++i) {
    PyObject* row =
        Py_BuildValue("(iKK)", f->lines[i], static_cast<unsigned long long>(f->counters[i].hits),
                      static_cast<unsigned long long>(f->counters[i].ticks));
    if (row == nullptr) {
      Py_DECREF(lines);
      return nullptr;
    }
    PyList_SET_ITEM(lines, i, row);
  }
  return Py_BuildValue("{s:s,s:i,s:K,s:K,s:N}", "name", f->name, "line", f->def_line, "calls",
                       static_cast<unsigned long long>(f->calls), "ticks",
                       static_cast<unsigned long long>(f->ticks), "lines", lines);
}

PyObject* stats(PyObject* capsule, PyObject*) {
  HintcProfModule* t = table_of(capsule);
  if (t == nullptr) return nullptr;
  PyObject* functions = PyList_New(t->nfuncs);
  if (functions == nullptr) return nullptr;
  for (int i = 0; i < t->nfuncs; ++i) {
    PyObject* f = new_function_stats(t->funcs[i]);
    if (f == nullptr) {
      Py_DECREF(functions);
      return nullptr;
    }
    PyList_SET_ITEM(functions, i, f);
  }
  return Py_BuildValue("{s:s,s:s,s:d,s:N}", "module", t->module_name, "filename", t->filename,
                       "seconds_per_tick", hintc_prof_seconds_per_tick(), "functions", functions);
}

PyObject* reset(PyObject* capsule, PyObject*) {
  HintcProfModule* t = table_of(capsule);
  if (t == nullptr) return nullptr;
  for (int i = 0; i < t->nfuncs; ++i) {
    HintcProfFunc* f = t->funcs[i];
    for (int j = 0; j < f->nlines; ++j) f->counters[j] = HintcProfCounter{0, 0};
    f->calls = 0;
    f->ticks = 0;
  }
  Py_RETURN_NONE;
}

PyMethodDef g_hooks[] = {
    {"__hintc_profile_stats__", stats, METH_NOARGS,
     "Raw line-profiler counters of this module (read by hintc.profile.stats())."},
    {"__hintc_profile_reset__", reset, METH_NOARGS,
     "Zero this module's line-profiler counters (hintc.profile.reset())."},
};

}  // namespace

double hintc_prof_seconds_per_tick(void) {
#if defined(__x86_64__) || defined(__i386__)
  anchor();
  // At least 20 ms between the two readings keeps the error of the tick length well under 0.1%.
  const auto minimum = std::chrono::milliseconds(20);
  SteadyClock::time_point now = SteadyClock::now();
  while (now - g_anchor_time < minimum) now = SteadyClock::now();
  const uint64_t ticks = hintc_prof_now() - g_anchor_tick;
  return std::chrono::duration<double>(now - g_anchor_time).count() / static_cast<double>(ticks);
#else
  return 1e-9;
#endif
}

int hintc_prof_call_event(HintcProfFrame* fr) {
  PyThreadState* ts = PyThreadState_Get();
  // Inside a profile or trace function CPython reports nothing; neither do we.
  if (ts->tracing != 0 || ts->c_profilefunc == nullptr) return 0;
  HintcProfFunc* fn = fr->fn;
  if (fn->module == nullptr || fn->module->globals == nullptr) return 0;
  if (fn->code == nullptr) {
    fn->code =
        reinterpret_cast<PyObject*>(PyCode_NewEmpty(fn->module->filename, fn->name, fn->def_line));
    if (fn->code == nullptr) return -1;
  }
  PyFrameObject* frame =
      PyFrame_New(ts, reinterpret_cast<PyCodeObject*>(fn->code), fn->module->globals, nullptr);
  if (frame == nullptr) return -1;
  Py_tracefunc func = ts->c_profilefunc;
  PyObject* obj = ts->c_profileobj;
  Py_XINCREF(obj);  // the profile function may replace itself
  PyThreadState_EnterTracing(ts);
  int rc = func(obj, frame, PyTrace_CALL, Py_None);
  PyThreadState_LeaveTracing(ts);
  Py_XDECREF(obj);
  if (rc < 0) {
    Py_DECREF(frame);
    return -1;
  }
  fr->frame = reinterpret_cast<PyObject*>(frame);
  return 0;
}

void hintc_prof_return_event(HintcProfFrame* fr) {
  PyFrameObject* frame = reinterpret_cast<PyFrameObject*>(fr->frame);
  fr->frame = nullptr;
  PyThreadState* ts = PyThreadState_Get();
  if (ts->tracing == 0 && ts->c_profilefunc != nullptr) {
    // A frame leaving by an error reports no value (CPython passes NULL too); the pending error
    // is kept aside while the profile function runs.
    PyObject *type, *value, *tb;
    PyErr_Fetch(&type, &value, &tb);
    Py_tracefunc func = ts->c_profilefunc;
    PyObject* obj = ts->c_profileobj;
    Py_XINCREF(obj);
    PyThreadState_EnterTracing(ts);
    int rc = func(obj, frame, PyTrace_RETURN, type != nullptr ? nullptr : Py_None);
    PyThreadState_LeaveTracing(ts);
    Py_XDECREF(obj);
    // The native frame's result is already final: a failure here cannot replace it.
    if (rc < 0) PyErr_WriteUnraisable(reinterpret_cast<PyObject*>(frame));
    PyErr_Restore(type, value, tb);
  }
  Py_DECREF(frame);
}

int hintc_prof_register(PyObject* module, HintcProfModule* table) {
  anchor();
  PyObject* globals = PyModule_GetDict(module);
  if (globals == nullptr) return -1;
  // A retried import runs init again with a new module object.
  Py_INCREF(globals);
  Py_XSETREF(table->globals, globals);
  for (int i = 0; i < table->nfuncs; ++i) table->funcs[i]->module = table;
  PyObject* capsule = PyCapsule_New(table, kCapsuleName, nullptr);
  if (capsule == nullptr) return -1;
  for (PyMethodDef& def : g_hooks) {
    PyObject* hook = PyCFunction_NewEx(&def, capsule, nullptr);
    int rc = hook == nullptr ? -1 : hintc_module_set(module, def.ml_name, hook);
    Py_XDECREF(hook);
    if (rc < 0) {
      Py_DECREF(capsule);
      return -1;
    }
  }
  Py_DECREF(capsule);
  return 0;
}
