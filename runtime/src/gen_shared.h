// What generators.cpp shares with the coroutine type (coroutines.cpp): one implementation of
// the frame machinery, send/throw/close and finalisation serves both.
#pragma once
#include "hintc/rt_gen.h"

// Compiled async generators (async_gen.cpp) are HintcGens of this type, with more fields.
extern PyTypeObject HintcAsyncGen_Type;

// A new generator-like object of `type` (HintcGen_Type, HintcCoro_Type or HintcAsyncGen_Type,
// made ready).
PyObject* hintc_gen_make(PyTypeObject* type, HintcGenResume resume, HintcGenFree free_frame,
                         HintcGenTraverse traverse_frame, void* frame, HintcGenInfo* info,
                         int item_kind, int has_handlers);

// A zero-initialised static GC type `t` named `name`, instances of `size` bytes: the basics.
void hintc_gc_type_init(PyTypeObject* t, const char* name, Py_ssize_t size, destructor dealloc,
                        traverseproc traverse);
// The slots every generator-like type shares (GC, finalisation, repr, weak references) on a
// zero-initialised static type `t` named `name` with instances of `size` bytes.
void hintc_gen_type_init(PyTypeObject* t, const char* name, Py_ssize_t size);

PyObject* hintc_gen_send_method(PyObject* self, PyObject* arg);
PyObject* hintc_gen_throw_method(PyObject* self, PyObject* const* args, Py_ssize_t nargs);
PyObject* hintc_gen_close_method(PyObject* self, PyObject* unused);
// __next__: the next item, or NULL (StopIteration carrying a non-None return value).
PyObject* hintc_gen_iternext(PyObject* self);
PySendResult hintc_gen_am_send(PyObject* self, PyObject* arg, PyObject** result);
// The pending exception raised at the suspended point (throw() without its argument checks),
// and throw()'s arguments checked and raised there; results as am_send's.
PySendResult hintc_gen_send_pending(PyObject* self, PyObject** result);
PySendResult hintc_gen_throw_args(PyObject* self, PyObject* const* args, Py_ssize_t nargs,
                                  PyObject** result);
int hintc_gen_traverse(PyObject* self, visitproc visit, void* arg);
int hintc_gen_clear(PyObject* self);
void hintc_gen_finalize(PyObject* self);
PyObject* hintc_gen_get_name(PyObject* self, void*);
PyObject* hintc_gen_get_qualname(PyObject* self, void*);
PyObject* hintc_gen_get_running(PyObject* self, void*);
PyObject* hintc_gen_get_suspended(PyObject* self, void*);
PyObject* hintc_gen_get_yieldfrom(PyObject* self, void*);
// gi_code / cr_code / ag_code: the function's code object (gen_introspect.cpp).
PyObject* hintc_gen_get_code(PyObject* self, void*);
// gi_frame / cr_frame / ag_frame: None once finished, else a frame of that code whose f_lineno
// is the line the body is at (the def's before it starts), the same object each time.
PyObject* hintc_gen_get_frame(PyObject* self, void*);
// After a resume of g, whose frame object exists: its f_lineno becomes the body's line.
void hintc_gen_sync_frame(HintcGen* g);
