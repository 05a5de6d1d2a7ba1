// Compiled generators: the generator object holding a native frame and its resume function.
#pragma once
#include <Python.h>

#include <new>  // generated constructors allocate frames with new (std::nothrow)

// CONTRACT.
// A compiled generator function's call allocates its frame (a struct of every local and
// temporary of the body, generated per function) and wraps it in a HintcGen. The body is a resume
// function: it continues at the point `state` names and returns
//   - a new reference: the yielded item (it stored the state to continue from), or
//   - NULL with `retval` set (owned): the body returned, everything it held is released, or
//   - NULL with an exception set: the body raised, everything it held is released.
// Resuming with `thrown` set means the pending exception is raised at the suspended yield.
struct HintcGen;
typedef PyObject* (*HintcGenResume)(HintcGen* gen);
// Frees the frame; `started` 0 means the body never ran, so the frame still owns the arguments.
typedef void (*HintcGenFree)(void* frame, int started);

typedef struct HintcGen {
  PyObject_HEAD
  void* frame;
  HintcGenResume resume;
  HintcGenFree free_frame;
  int state;           // 0: not started; > 0: suspended at that yield; -1: finished
  char running;        // inside resume (or delegating a `yield from`)
  char thrown;         // this resume raises the pending exception at the yield
  PyObject* sent;      // owned: the value of the suspended yield expression, taken on resume
  PyObject* retval;    // owned: the value of `return`, set when the body returns
  PyObject* yieldfrom; // owned: the iterator a suspended `yield from` delegates to
  const char* name;
  const char* qualname;
  PyObject* weakreflist;
} HintcGen;

extern PyTypeObject HintcGen_Type;

// A new generator over `frame` (taken: freed by free_frame even when this fails). NULL on error.
PyObject* hintc_gen_new(HintcGenResume resume, HintcGenFree free_frame, void* frame,
                        const char* name, const char* qualname);

// `yield from it` (it borrowed) at the start: 1 with *out the first item to yield (the generator
// now delegates to it), 0 with *out the result when it finished at once, -1 on error.
int hintc_gen_yield_from(HintcGen* gen, PyObject* it, PyObject** out);

// The sent value of a resumed yield (owned; None when nothing was sent).
static inline PyObject* hintc_gen_take_sent(HintcGen* gen) {
  PyObject* v = gen->sent;
  gen->sent = NULL;
  if (v == NULL) {
    v = Py_None;
    Py_INCREF(v);
  }
  return v;
}
