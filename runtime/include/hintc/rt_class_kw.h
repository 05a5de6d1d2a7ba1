// Class creation steps PyType_FromSpec leaves out (__set_name__, __init_subclass__ with the class
// keywords) and class statements with keywords made by a metaclass (runtime/src/class_keywords.cpp).
#pragma once

#include <Python.h>

// After a compiled class statement: __set_name__ of the type's attributes, then the bases'
// __init_subclass__ (super(cls, cls).__init_subclass__(**kw)), as type.__new__ does. KW is a
// dict (maybe empty). 1 / 2 on error.
char hintc_class_made(PyObject* cls, PyObject* kw);

// The __init_subclass__ codegen gives compiled classes without one of their own (emit_class.cpp):
// object's (TypeError for keywords); for a class Python may not derive from (CLOSED_NAME not
// NULL) a TypeError unless CLS is a compiled class being made by hintc_class_made.
PyObject* hintc_subclass_hook(PyObject* cls, PyObject* kw, const char* closed_name);

// First step of a user-written __init_subclass__ in a class Python may not derive from (CLOSED,
// named CLOSED_NAME): the TypeError of hintc_forbid_subclass unless CLS is a compiled class being
// made or derives from CLOSED through a class with a hook of its own (an open compiled class). 1 / 2.
char hintc_init_subclass_guard(PyObject* cls, PyObject* closed, PyObject* closed_name);

// The __init_subclass__ codegen gives an open class OPEN below a closed one whose hook it would
// inherit: super(OPEN, cls).__init_subclass__(*args, **kw), which that hook's guard lets through.
PyObject* hintc_open_subclass_hook(PyObject* cls, PyObject* args, PyObject* kw, PyObject* open);

// hintc_build_class with the class statement's keywords (a dict; `metaclass` chooses the
// metaclass, the others go to __prepare__ and the metaclass call), as __build_class__ does.
PyObject* hintc_build_class_kw(PyObject* name, PyObject* bases, PyObject* items, PyObject* kw);

// The same in two steps, for a body that reads its own names (`RW = R | W` after `R = auto()`
// in a Flag): hintc_class_prepare resolves the bases and runs the metaclass's __prepare__ (KW: a
// dict or None) before the body runs, giving (meta, ns, keywords, resolved bases, bases);
// the body stores into and reads from hintc_class_prepared_ns's mapping, as CPython's class body
// does; hintc_build_prepared then calls the metaclass. New references or NULL.
PyObject* hintc_class_prepare(PyObject* name, PyObject* bases, PyObject* kw);
PyObject* hintc_class_prepared_ns(PyObject* prepared);
PyObject* hintc_build_prepared(PyObject* name, PyObject* prepared);

// A dataclass's __match_args__ and the Field flags module init could not know: the fields
// __init__ does not take (init=False), the keyword-only ones and the InitVar pseudo-fields, of
// which those in DEFAULTED have a default, the class attribute of that name (tuples of names;
// runtime/src/dataclass_extras.cpp). 1 / 2.
char hintc_dataclass_extras(PyObject* cls, PyObject* match_args, PyObject* no_init, PyObject* kw_only,
                            PyObject* initvars, PyObject* defaulted);
