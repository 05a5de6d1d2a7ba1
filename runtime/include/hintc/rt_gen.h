// Compiled generators: the generator object holding a native frame and its resume function.
#pragma once
#include <Python.h>

#include <new>  // generated constructors allocate frames with new (std::nothrow)

#include "hintc/rt_int.h"

// CONTRACT.
// A compiled generator function's call allocates its frame (a struct of every local and
// temporary of the body, generated per function) and wraps it in a HintcGen. The body is a resume
// function: it continues at the point `state` names and returns
//   - a new reference: the yielded item (it stored the state to continue from), or
//   - NULL with `retval` set (owned): the body returned, everything it held is released, or
//   - NULL with an exception set: the body raised, everything it held is released, or
//   - HINTC_GEN_NATIVE: a generator of int/float/bool items yielded the native value in `item`
//     (an int's reference moves there); Python-facing paths box it, compiled `for` loops don't.
// Resuming with `thrown` set means the pending exception is raised at the suspended yield.
struct HintcGen;
typedef PyObject* (*HintcGenResume)(HintcGen* gen);
// What a frame owns depends on the generator's state: 0 (not started) the arguments; k > 0
// (suspended at yield k) its registers and the temporaries held across that yield; -1 (the body
// ended: it released everything) nothing.
// Releases what the frame owns in `state` and frees the frame.
typedef void (*HintcGenFree)(void* frame, int state);
// Visits the objects the frame owns in `state` (the cycle collector's tp_traverse).
typedef int (*HintcGenTraverse)(void* frame, int state, visitproc visit, void* arg);

enum { HINTC_ITEM_OBJECT = 0, HINTC_ITEM_INT = 1, HINTC_ITEM_FLOAT = 2, HINTC_ITEM_BOOL = 3 };
// A marker return value of resume functions, never an object.
extern char hintc_gen_native_marker;
#define HINTC_GEN_NATIVE (reinterpret_cast<PyObject*>(&hintc_gen_native_marker))

// What a generator function's objects share (a static per function, made by the generated
// code): names, where it is defined, where its frame struct keeps the current line, and the
// code object gi_code / cr_code / ag_code give (made on first use, kept for the process).
typedef struct HintcGenInfo {
  const char* name;
  const char* qualname;
  const char* module;  // the module's name: its dict is the frame's f_globals
  const char* file;
  int firstlineno;     // the def's line
  int line_offset;     // offsetof(frame struct, current line)
  int code_flags;      // CO_GENERATOR, CO_COROUTINE or CO_ASYNC_GENERATOR
  PyObject* code;
} HintcGenInfo;

typedef struct HintcGen {
  PyObject_HEAD
  void* frame;
  HintcGenResume resume;
  HintcGenFree free_frame;
  HintcGenTraverse traverse_frame;
  int state;           // 0: not started; > 0: suspended at that yield; -1: finished
  char running;        // inside resume (or delegating a `yield from`)
  char thrown;         // this resume raises the pending exception at the yield
  PyObject* sent;      // owned: the value of the suspended yield expression, taken on resume
  PyObject* retval;    // owned: the value of `return`, set when the body returns
  PyObject* yieldfrom; // owned: the iterator a suspended `yield from` delegates to
  HintcGenInfo* info;
  PyObject* pyframe;  // owned: the frame object gi_frame gave (made on first use), or NULL
  PyObject* weakreflist;
  int item_kind;  // HINTC_ITEM_*: how the body yields
  // The body has exception handlers: the exception it is handling while suspended (owned, may
  // be NULL) is kept here, and sys.exc_info() of the caller is its own meanwhile.
  char has_handlers;
  PyObject* exc_state;
  union {
    HInt i;
    double f;
    char b;
  } item;  // the native item of a HINTC_GEN_NATIVE return
} HintcGen;

extern PyTypeObject HintcGen_Type;
// Compiled coroutines (`async def`, rt_async.h) are HintcGens of this type.
extern PyTypeObject HintcCoro_Type;

static inline int hintc_is_compiled_gen(PyObject* o) {
  return Py_TYPE(o) == &HintcGen_Type || Py_TYPE(o) == &HintcCoro_Type;
}

// A new generator over `frame` (taken: freed by free_frame even when this fails). NULL on error.
// The generator is tracked by the cycle collector.
PyObject* hintc_gen_new(HintcGenResume resume, HintcGenFree free_frame,
                        HintcGenTraverse traverse_frame, void* frame, HintcGenInfo* info,
                        int item_kind, int has_handlers);

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

// The body of g ended (its resume returned NULL) in a compiled loop: finishes g; NULL with no
// exception at the end, or with one on error (PEP 479 applied).
PyObject* hintc_gen_ended(HintcGen* g);

// Next step of a `for` loop in compiled code over `it`, which is expected to be a compiled
// generator yielding items of kind `kind`: HINTC_GEN_NATIVE with the item in the generator's
// `item`, NULL at the end (hintc_iter_finished() tells) or on error, or else a boxed item (owned)
// when `it` turned out to be something else or is inside a `yield from`. The body is resumed
// directly, without the Python-level iterator protocol.
static inline PyObject* hintc_gen_next_native(PyObject* it, int kind) {
  if (HINTC_LIKELY(Py_TYPE(it) == &HintcGen_Type)) {
    HintcGen* g = reinterpret_cast<HintcGen*>(it);
    if (HINTC_LIKELY(g->item_kind == kind && g->state >= 0 && !g->running &&
                     g->yieldfrom == NULL && !g->has_handlers)) {
      g->running = 1;
      PyObject* r = g->resume(g);
      g->running = 0;
      if (HINTC_LIKELY(r != NULL)) return r;
      return hintc_gen_ended(g);
    }
  }
  return Py_TYPE(it)->tp_iternext(it);
}
