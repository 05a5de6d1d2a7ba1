// Polling for signals (Ctrl-C, signal handlers) on the back-edges of compiled loops.
#pragma once
#include <Python.h>

#include "hintc/rt_int.h"

// Iterations between two calls of PyErr_CheckSignals: the counter costs a decrement and a
// predictable branch per iteration; a handler still runs within microseconds to milliseconds.
#define HINTC_SIGNAL_INTERVAL 1024u

// Polls between two offers of the GIL to other threads (as CPython's eval loop does every 5 ms,
// a long compiled loop must not starve the program's other threads).
#define HINTC_GIL_YIELD_POLLS 64u

HINTC_NOINLINE static int hintc_poll_signals_slow(unsigned* ticks) {
  static unsigned polls = 0;
  *ticks = HINTC_SIGNAL_INTERVAL;
  if (++polls >= HINTC_GIL_YIELD_POLLS) {
    polls = 0;
    PyThreadState* ts = PyEval_SaveThread();
    PyEval_RestoreThread(ts);
  }
  return PyErr_CheckSignals();
}

// Returns 0, or -1 with the exception a signal handler raised (KeyboardInterrupt for Ctrl-C).
// *ticks counts down from HINTC_SIGNAL_INTERVAL (its initial value): a decrement of memory and a
// branch on its flags per back-edge.
static inline int hintc_poll_signals(unsigned* ticks) {
  if (HINTC_LIKELY(--*ticks != 0)) return 0;
  return hintc_poll_signals_slow(ticks);
}
