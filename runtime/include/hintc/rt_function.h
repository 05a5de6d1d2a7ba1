// Introspection of compiled function objects (runtime/src/function_intro.cpp): annotations
// for functools.singledispatch / typing.get_type_hints, and the code-object view of coroutine
// functions that inspect.iscoroutinefunction reads.
#pragma once
#include <Python.h>

// f (a new function object, may be NULL) gets `__annotations__` from spec: "name\ntext\n..."
// pairs of parameter name ("return" for the result) and annotation source, evaluated in the
// module's globals on first access (kept as text under `from __future__ import annotations`).
// Returns f (NULL on error, f released).
PyObject* hintc_annotated_function(PyObject* f, const char* spec);
// Records spec for f's method definition without changing its type.
void hintc_function_annotations(PyObject* f, const char* spec);

// A class body's `__annotations__` (a new dict, NULL on error) from spec (as above, str),
// evaluated in module's globals now; an annotation naming what the module does not bind stays
// its text (for a module under `from __future__ import annotations` the lowering passes the
// texts as they are).
PyObject* hintc_eval_annotations(PyObject* module, PyObject* spec);

// A builtin-function subtype of the same name and layout with getset (readies it once).
bool hintc_function_subtype_ready(PyTypeObject* t, PyGetSetDef* getset);
// The getset of coroutine functions: annotations, __code__, __defaults__, __kwdefaults__ and
// the given marker.
PyGetSetDef* hintc_coro_function_getset(PyGetSetDef marker);

// A method descriptor of type for def (runtime/src/method_descr.cpp) that also has the given
// __qualname__ and a __module__, as the function a Python class body defines. New reference.
PyObject* hintc_module_method(PyTypeObject* type, PyMethodDef* def, const char* qualname,
                              const char* module);
