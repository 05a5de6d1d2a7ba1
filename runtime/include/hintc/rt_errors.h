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
// Native stack guard: compiled recursion, and Python and compiled code calling each other, raise
// RecursionError when the calling thread's C stack nears its end (what is left serves the error
// path and Python code called from the deepest frame), whatever sys.getrecursionlimit() allows.
// The stack bounds of the thread that last asked are cached (under the GIL one thread runs
// compiled code at a time), so the common test is two compares.
struct HintcStackCache {
  uintptr_t floor;  // lowest address compiled frames may reach (0: not known yet)
  uintptr_t high;   // the stack's top: addresses in (floor, high) are on this stack and fine
};
extern HintcStackCache hintc_stack_cache;
int hintc_stack_exhausted_slow(uintptr_t sp);  // another thread's stack, or below the floor
static inline int hintc_stack_exhausted(void) {
  uintptr_t sp = (uintptr_t)__builtin_frame_address(0);
  if (__builtin_expect(sp > hintc_stack_cache.floor && sp < hintc_stack_cache.high, 1)) return 0;
  return hintc_stack_exhausted_slow(sp);
}
// Sets RecursionError "maximum recursion depth exceeded"; returns NULL.
PyObject* hintc_raise_recursion(void);
// Recursion guard for compiled function bodies, sharing CPython's depth counter and
// sys.getrecursionlimit(): 0, or -1 with RecursionError "maximum recursion depth exceeded".
// Every successful hintc_enter_call() must be paired with one hintc_leave_call().
static inline int hintc_enter_call(void) {
  return Py_EnterRecursiveCall("") ? -1 : 0;  // the C-API reports failure as 1, not -1
}
static inline void hintc_leave_call(void) { Py_LeaveRecursiveCall(); }
