// `except*` (PEP 654): the state of one try statement's handlers, matching each handler's classes
// against what is left of the caught exception, and what the statement raises at its end.
#pragma once
#include <Python.h>

// CONTRACT.
// The state is a list [caught exception, rest (None once all of it matched), exceptions the
// handlers raised or re-raised, in order]; the lowering keeps it in a register from the handlers'
// entry to their end, so a collection sees everything it holds.
// A new state for the caught exception `exc` (borrowed); NULL on error.
PyObject* hintc_exc_star_begin(PyObject* exc);
// One handler's `except* classes` (a class or a tuple of classes, borrowed), as CPython 3.11's
// CHECK_EG_MATCH: TypeError unless each is a BaseException subclass and none a
// BaseExceptionGroup subclass; then the matching part of the rest (a naked exception that matches
// is wrapped in a new group ""), which also becomes the handled exception (sys.exc_info()), and the
// rest keeps what did not match. A new reference: the match, or None; NULL on error.
PyObject* hintc_exc_star_match(PyObject* state, PyObject* classes);
// Records an exception that escaped a handler (`raise` inside it included). 1, or 2 on error.
char hintc_exc_star_add(PyObject* state, PyObject* exc);
// What the statement raises once the handlers ran, as CPython 3.11's _PyExc_PrepReraiseStar
// computes it: None when nothing is left; else the re-raised parts of the caught group (those whose
// traceback, cause, context and notes are still the group's) projected back onto its structure,
// combined with the newly raised exceptions in a new group "" when there are several. A new
// reference, or NULL on error.
PyObject* hintc_exc_star_end(PyObject* state);
// `g.split(f)` / `g.subgroup(f)` with `method` the bound g.split / g.subgroup and `cond` a compiled
// function: CPython's split accepts Python functions only, so when `method` is the builtin one,
// the split runs here with `cond` as its predicate (same parts, derive() calls and metadata); any
// other method or condition is simply called. A new reference, or NULL on error.
PyObject* hintc_group_split_call(PyObject* method, PyObject* cond);
