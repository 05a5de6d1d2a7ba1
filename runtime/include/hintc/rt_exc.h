// Exceptions in compiled code: raise/re-raise, catching, `except` matching, the handled exception
// (sys.exc_info()), context managers, and cheap traceback entries for compiled frames.
#pragma once
#include <Python.h>

// CONTRACT.
// One per compiled function (a function-local static in generated code). A traceback entry
// needs a frame whose code object names the function, file and line; those are made once per
// line that raises and kept in a small direct-mapped cache, so adding an entry allocates only the
// traceback object itself (CPython also allocates one per frame it unwinds).
enum { HINTC_TB_SLOTS = 8 };
typedef struct HintcTbSlot {
  int line;
  PyObject* frame;  // PyFrameObject*, a strong reference (NULL: empty slot)
} HintcTbSlot;
typedef struct HintcTbSite {
  const char* func;
  const char* file;
  HintcTbSlot slots[HINTC_TB_SLOTS];
} HintcTbSite;
// Adds "File <file>, line <line>, in <func>" to the pending exception (no-op without one); the
// overload of rt_errors.h's hintc_add_traceback that generated code uses.
void hintc_add_traceback(HintcTbSite* site, int line);
// The same for a compiled `__init__`: the entry's frame is one of its own whose locals hold
// {name: value} (the instance being initialised, borrowed), as CPython's frame keeps `self`
// alive while the traceback lives, so a failed instance is freed (and its `__del__` runs) only
// once the exception is gone. Costs a frame per exception leaving or raised in `__init__`.
void hintc_add_traceback_holding(HintcTbSite* site, int line, const char* name, PyObject* value);

// `raise exc` / `raise exc from cause` (has_cause: `from` was written; cause None suppresses the
// context) with CPython's rules: a class is instantiated without arguments, anything that is not
// a BaseException class or instance is a TypeError. Always leaves an exception set. exc and cause
// are borrowed.
void hintc_raise(PyObject* exc, PyObject* cause, int has_cause);
// Raises the caught exception `exc` (borrowed) again with its own traceback (no new entry).
void hintc_reraise(PyObject* exc);
// Bare `raise`: a new reference to the exception being handled (sys.exc_info()[1]), or NULL with
// RuntimeError "No active exception to reraise".
PyObject* hintc_exc_active(void);
// Takes the pending exception: normalized, with __traceback__ set to the traceback so far. Never
// NULL (a missing exception becomes a SystemError).
PyObject* hintc_exc_catch(void);
// `except classes[0]` (n == 1; a tuple object is allowed, as in CPython) or `except (classes...)`
// (n > 1): 1 if exc matches, 0 if not, 2 with TypeError when a class is not a BaseException
// subclass.
char hintc_exc_matches(PyObject* exc, PyObject* const* classes, Py_ssize_t n);
// Entering a handler: exc (borrowed) becomes the handled exception; returns the previous one (a
// new reference, or NULL for none) to pass to hintc_exc_end_handler when the handler ends.
PyObject* hintc_exc_begin_handler(PyObject* exc);
// Leaving a handler: `saved` (stolen, may be NULL) becomes the handled exception again.
void hintc_exc_end_handler(PyObject* saved);

// `with mgr`: the bound __exit__ looked up on the type, as CPython's BEFORE_WITH does (TypeError
// "'T' object does not support the context manager protocol" when __enter__ or __exit__ is
// missing). NULL on error.
PyObject* hintc_with_exit_lookup(PyObject* mgr);
// Calls type(mgr).__enter__(mgr); a new reference or NULL.
PyObject* hintc_with_enter(PyObject* mgr);
// Calls exit (stolen) with (None, None, None) when exc is NULL, else with exc's (type, value,
// traceback): the truth of its result (0/1), or 2 with an exception set.
char hintc_with_exit(PyObject* exit, PyObject* exc);

// The builtin named `name` (a str), looked up in the builtins module's dict: a new reference, or
// NULL with NameError "name 'X' is not defined".
PyObject* hintc_load_builtin(PyObject* name);

// The class statement `class NAME(*bases): doc` at module level for a class whose body holds
// nothing but a docstring (doc, or None) or `pass`: the metaclass of the bases called with the
// namespace {__module__, __qualname__[, __doc__]}, as __build_class__ does. NULL on error.
PyObject* hintc_make_class(const char* name, const char* module, PyObject* doc,
                           PyObject* const* bases, Py_ssize_t n);
