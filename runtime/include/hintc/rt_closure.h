// Closures: environments of captured variables and the function objects of nested defs/lambdas.
#pragma once
#include <Python.h>

#include "hintc/rt_class.h"  // HintcFastcall

// CONTRACT.
// An environment holds the captured variables of one activation of a compiled function. Its
// generated C struct starts with this header; the typed slots follow. The runtime sees the slots
// only through the table in `def`: HInt slots (released; PyLongs cannot form cycles) and
// PyObject* slots (traversed by the GC, since a closure stored in its own environment is a cycle).
typedef struct {
  Py_ssize_t size;               // sizeof the generated struct
  const Py_ssize_t* int_slots;   // offsets of HInt slots, -1 terminated
  const Py_ssize_t* obj_slots;   // offsets of PyObject* slots, -1 terminated
} HintcEnvDef;

typedef struct {
  PyObject_VAR_HEAD const HintcEnvDef* def;
} HintcEnv;

// A new environment with every slot zeroed (the caller marks int/bool slots unset), GC tracked.
PyObject* hintc_env_new(const HintcEnvDef* def);
// Raise the error of reading an unset captured variable: UnboundLocalError in the function owning
// it, NameError "cannot access free variable ..." in a nested function.
void hintc_raise_unbound_cell(const char* name, int free);

// What every function object of one nested def shares.
typedef struct {
  const char* name;
  const char* qualname;
  const char* doc;     // NULL: None
  const char* module;  // the module's name (__module__)
  HintcFastcall wrapper;  // called with the function object as `self`
} HintcClosureDef;

// A nested function object: its def and the environment it closes over (None when it captures
// nothing). name/qualname/doc/dict are created on first use or assignment.
typedef struct {
  PyObject_HEAD vectorcallfunc vectorcall;
  const HintcClosureDef* def;
  PyObject* env;
  PyObject* name;
  PyObject* qualname;
  PyObject* doc;
  PyObject* dict;
  PyObject* weakrefs;
  PyObject* defaults;  // tuple of the defaulted parameters' values (__defaults__), or NULL
  PyObject* module;    // an assigned __module__ (functools.wraps sets it), or NULL
} HintcClosure;

// The function object of def over env (borrowed; a new reference is taken), with the n values
// of its defaults (borrowed). NULL on error.
PyObject* hintc_closure_new(const HintcClosureDef* def, PyObject* env, PyObject* const* defaults,
                            Py_ssize_t n);
// Default i of a function object (borrowed): what a wrapper passes for an omitted argument.
static inline PyObject* hintc_closure_default(PyObject* self, Py_ssize_t i) {
  return PyTuple_GET_ITEM(((HintcClosure*)self)->defaults, i);
}
// The environment a wrapper passes to the native function (borrowed).
static inline PyObject* hintc_closure_env(PyObject* self) { return ((HintcClosure*)self)->env; }
