// The native stack guard: how much of the current thread's C stack compiled code may use.
#include <pthread.h>

#include <cstdint>

#include "hintc/rt_errors.h"

HintcStackCache hintc_stack_cache = {0, 0};

namespace {

// Below this many free bytes the guard reports the stack as used up: what is left serves the
// error path, and Python code or C-API calls made by the deepest compiled frame.
constexpr uintptr_t kMaxReserve = 256 * 1024;

// This thread's bounds (floor 0 until first computed). Unknown bounds disable the guard rather
// than guess: floor 0 and high UINTPTR_MAX, so every address passes the inline test.
thread_local HintcStackCache t_stack = {0, 0};

HintcStackCache compute_bounds() {
  HintcStackCache unknown = {0, UINTPTR_MAX};
  pthread_attr_t attr;
  if (pthread_getattr_np(pthread_self(), &attr) != 0) return unknown;
  void* low = nullptr;
  size_t size = 0;
  int rc = pthread_attr_getstack(&attr, &low, &size);
  pthread_attr_destroy(&attr);
  if (rc != 0 || low == nullptr || size == 0) return unknown;
  // A small thread stack keeps three quarters of itself for compiled frames.
  uintptr_t reserve = size / 4 < kMaxReserve ? size / 4 : kMaxReserve;
  uintptr_t base = reinterpret_cast<uintptr_t>(low);
  return {base + reserve, base + size};
}

}  // namespace

int hintc_stack_exhausted_slow(uintptr_t sp) {
  if (t_stack.high == 0) t_stack = compute_bounds();
  hintc_stack_cache = t_stack;  // the thread now running compiled code
  // Only the reserve itself is exhausted stack: an address elsewhere (an alternate stack) is not.
  return sp <= t_stack.floor && sp + kMaxReserve >= t_stack.floor ? 1 : 0;
}

PyObject* hintc_raise_recursion(void) {
  PyErr_SetString(PyExc_RecursionError, "maximum recursion depth exceeded");
  return nullptr;
}
