// Raising Python exceptions and adding traceback entries for compiled frames.
#pragma once
#include <Python.h>

// CONTRACT.
// Adds a traceback entry "File <file>, line <line>, in <func>" to the current exception, with no
// column information. Cheap enough to call on every error exit of a compiled function.
void hintc_add_traceback(const char* func, const char* file, int line);
// UnboundLocalError "cannot access local variable 'NAME' where it is not associated with a value"
void hintc_raise_unbound_local(const char* name);
// NameError "name 'NAME' is not defined"
void hintc_raise_name_error(const char* name);
// TypeError for a dynamic value that does not match a static type at a typed boundary:
// "<context>: expected <expected>, got <actual type name>" e.g. "return value: expected int, got
// str"
void hintc_raise_type_mismatch(const char* expected, PyObject* got, const char* context);
// TypeError of a failed `cast(T, v)`, worded as mypyc's: "<expected> object expected; got
// <actual>", the actual type named as `module.qualname` (builtins without a module, None as
// "None", a tuple by its items' types).
void hintc_raise_cast_mismatch(const char* expected, PyObject* got);
// Native stack guard for compiled recursion: how many frames of at most `frame_bytes` fit in what
// is left of the calling thread's C stack, keeping a reserve for error paths and for Python code
// called from the deepest frame (INT_MAX when the thread's stack bounds are unknown). The depth
// budget of an entry point follows sys.getrecursionlimit(), which may allow more frames than a
// small thread stack holds, or than the stack left after Python and compiled code called each
// other: an entry point's budget is the smaller of the two.
int hintc_stack_frames(int frame_bytes);
// Recursion guard for compiled function bodies, sharing CPython's depth counter and
// sys.getrecursionlimit(): 0, or -1 with RecursionError "maximum recursion depth exceeded".
// Every successful hintc_enter_call() must be paired with one hintc_leave_call().
static inline int hintc_enter_call(void) {
  return Py_EnterRecursiveCall("") ? -1 : 0;  // the C-API reports failure as 1, not -1
}
static inline void hintc_leave_call(void) { Py_LeaveRecursiveCall(); }
