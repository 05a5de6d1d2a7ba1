// Line profiler runtime, used only by modules built with --profile: per-line hit and time counters.
#pragma once
#include <Python.h>

#include <cstdint>

#include "hintc/rt_int.h"

#if !defined(__x86_64__) && !defined(__i386__)
#include <chrono>
#endif

// CONTRACT.
// A profile build gives every compiled function a static line table: lines[i] is the source line
// of counters[i]. Each native frame keeps its own HintcProfFrame on the C stack, so recursion and
// error exits attribute time per frame (never through global "current line" state):
//   hintc_prof_enter   at entry (after the depth check): counts the call, fires cProfile's CALL
//   hintc_prof_line    where a line starts executing: counts the hit and charges the time since
//                      the frame's previous event to the frame's previous line (callees included,
//                      as line_profiler does)
//   hintc_prof_exit    before every return and error exit: charges the last line, adds the
//                      frame's total time, fires cProfile's RETURN
// Counters are only touched with the GIL held. Each counter's time is in ticks of
// hintc_prof_now(); hintc_prof_register exposes the module's tables to hintc.profile.

struct HintcProfCounter {
  uint64_t hits;
  uint64_t ticks;
};

struct HintcProfModule;

struct HintcProfFunc {
  const char* name;  // Python name (UTF-8)
  int def_line;      // line of the `def`
  int nlines;
  const int* lines;            // source line of each counter
  HintcProfCounter* counters;  // nlines entries
  uint64_t calls;
  uint64_t ticks;                  // entry to exit, summed over all frames
  PyObject* code;                  // code object cProfile keys on (made on the first profiled call)
  struct HintcProfModule* module;  // set by hintc_prof_register
};

struct HintcProfModule {
  const char* module_name;
  const char* filename;
  int nfuncs;
  HintcProfFunc* const* funcs;
  PyObject* globals;  // the module's dict (strong), for the frames handed to cProfile
};

struct HintcProfFrame {
  HintcProfFunc* fn;
  HintcProfCounter* cur;  // counter of the line running now (NULL before the first one)
  uint64_t start, last;
  PyObject* frame;  // the frame object given to the profile function's CALL event, if any
};

// A cheap monotonic tick: the TSC on x86 (a few ns; converted using hintc_prof_seconds_per_tick),
// else the steady clock in ns.
static inline uint64_t hintc_prof_now(void) {
#if defined(__x86_64__) || defined(__i386__)
  return __builtin_ia32_rdtsc();
#else
  return static_cast<uint64_t>(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                   std::chrono::steady_clock::now().time_since_epoch())
                                   .count());
#endif
}

// Seconds per tick of hintc_prof_now(), calibrated against the steady clock.
double hintc_prof_seconds_per_tick(void);

// Fires PyTrace_CALL / PyTrace_RETURN on the thread's profile function (sys.setprofile,
// cProfile) with a frame of fn's cached code object. Call returns 0, or -1 with an exception set
// when the profile function failed (it is then unset, as CPython does).
int hintc_prof_call_event(HintcProfFrame* fr);
void hintc_prof_return_event(HintcProfFrame* fr);

// `first` is the counter of the function's first line (-1 if it has none): the time before the
// first line event (argument setup) is charged to it, so that line times add up to the total.
static inline int hintc_prof_enter(HintcProfFrame* fr, HintcProfFunc* fn, int first) {
  fr->fn = fn;
  fr->cur = first >= 0 ? fn->counters + first : nullptr;
  fr->frame = nullptr;
  fn->calls++;
  if (HINTC_UNLIKELY(PyThreadState_Get()->c_profilefunc != nullptr)) {
    if (hintc_prof_call_event(fr) < 0) return -1;
  }
  fr->start = fr->last = hintc_prof_now();
  return 0;
}

static inline void hintc_prof_line(HintcProfFrame* fr, HintcProfCounter* line) {
  const uint64_t now = hintc_prof_now();
  fr->cur->ticks += now - fr->last;
  line->hits++;
  fr->cur = line;
  fr->last = now;
}

static inline void hintc_prof_exit(HintcProfFrame* fr) {
  const uint64_t now = hintc_prof_now();
  if (fr->cur != nullptr) fr->cur->ticks += now - fr->last;
  fr->fn->ticks += now - fr->start;
  if (HINTC_UNLIKELY(fr->frame != nullptr)) hintc_prof_return_event(fr);
}

// At module init, before the body runs: binds the module's tables and adds the module attributes
// __hintc_profile_stats__() (a dict of raw counters) and __hintc_profile_reset__(). 0 / -1.
int hintc_prof_register(PyObject* module, HintcProfModule* table);
