// The native stack guard: how much of the current thread's C stack compiled recursion may use.
#include <pthread.h>

#include <climits>
#include <cstdint>

#include "hintc/rt_errors.h"

namespace {

// Below this many free bytes the guard reports the stack as used up: what is left serves the
// error path, and Python code or C-API calls made by the deepest compiled frame.
constexpr uintptr_t kMaxReserve = 256 * 1024;

// The lowest address compiled frames may reach on this thread (0 until first computed; 1 when the
// thread's stack bounds are unknown, which disables the guard rather than guessing).
thread_local uintptr_t t_stack_floor = 0;

uintptr_t compute_floor() {
  pthread_attr_t attr;
  if (pthread_getattr_np(pthread_self(), &attr) != 0) return 1;
  void* low = nullptr;
  size_t size = 0;
  int rc = pthread_attr_getstack(&attr, &low, &size);
  pthread_attr_destroy(&attr);
  if (rc != 0 || low == nullptr || size == 0) return 1;
  // A small thread stack keeps three quarters of itself for compiled frames.
  uintptr_t reserve = size / 4 < kMaxReserve ? size / 4 : kMaxReserve;
  return reinterpret_cast<uintptr_t>(low) + reserve;
}

}  // namespace

int hintc_stack_frames(int frame_bytes) {
  uintptr_t floor = t_stack_floor;
  if (floor == 0) floor = t_stack_floor = compute_floor();
  if (floor == 1) return INT_MAX;
  char probe = 0;
  // The probe's address approximates this thread's current stack pointer.
  uintptr_t here = reinterpret_cast<uintptr_t>(&probe);
  if (here <= floor) return 0;
  uintptr_t frames = (here - floor) / static_cast<uintptr_t>(frame_bytes);
  return frames > static_cast<uintptr_t>(INT_MAX) ? INT_MAX : static_cast<int>(frames);
}
