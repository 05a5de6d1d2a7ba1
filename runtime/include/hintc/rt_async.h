// Compiled coroutines (`async def`) and the protocols of `await`, `async for` and `async with`.
#pragma once
#include <Python.h>

#include "hintc/rt_gen.h"

// CONTRACT.
// A compiled `async def` is a generator body (rt_gen.h) whose object is a coroutine: type
// "coroutine", awaitable (__await__ gives an iterator over it), send/throw/close, am_send, no
// __next__; CPython's coroutine errors ("cannot reuse already awaited coroutine", "coroutine
// ignored GeneratorExit", ...) and the "coroutine '...' was never awaited" RuntimeWarning when
// one is dropped unstarted. asyncio accepts them: collections.abc.Coroutine recognises the type.
// `await x` is `yield_from` over the iterator hintc_await_iter(x) gives.

// A new coroutine over `frame` (as hintc_gen_new). NULL on error.
PyObject* hintc_coro_new(HintcGenResume resume, HintcGenFree free_frame,
                         HintcGenTraverse traverse_frame, void* frame, HintcGenInfo* info,
                         int has_handlers);

// A compiled async generator (`async def` with `yield`, async_gen.cpp): an "async_generator"
// over a generator body whose `yield_from`s are awaits and whose `yield`s give the items of
// __anext__/asend/athrow (CPython's PEP 525 protocol, asyncgen hooks included). item_kind as
// hintc_gen_new's. NULL on error.
PyObject* hintc_async_gen_new(HintcGenResume resume, HintcGenFree free_frame,
                              HintcGenTraverse traverse_frame, void* frame, HintcGenInfo* info,
                              int item_kind, int has_handlers);
int hintc_is_async_gen(PyObject* o);

// asyncio.iscoroutinefunction() is true for compiled `async def` functions: their function
// objects are a builtin-function subtype carrying asyncio's `_is_coroutine` marker.
// hintc_coroutine_function takes f (a new function object, may be NULL) and returns it marked
// (NULL on error); hintc_mark_coroutine_function marks the module's method-table function name.
PyObject* hintc_coroutine_function(PyObject* f);
int hintc_mark_coroutine_function(PyObject* module, const char* name);

// The iterator `await o` delegates to (new reference): a coroutine itself, or o.__await__().
// TypeError as CPython's for what is not awaitable.
PyObject* hintc_await_iter(PyObject* o);

// `async for` over o: type(o).__aiter__(o) (new reference), checked to have __anext__.
PyObject* hintc_aiter(PyObject* o);
// The awaited iterator of the next step of async iterator `it` (its __anext__()).
PyObject* hintc_anext(PyObject* it);
// After an `async for` step's await failed: 1 when the pending exception is
// StopAsyncIteration (then cleared: the loop ends), else 0 with it still pending.
char hintc_async_stopped(void);

// `async with`: the bound __aexit__ of mgr (TypeError when mgr lacks __aenter__/__aexit__),
// the awaited iterator of mgr.__aenter__(), and of exit(None, None, None) (`exc` NULL) or
// exit(type(exc), exc, exc.__traceback__).
PyObject* hintc_async_with_exit_lookup(PyObject* mgr);
PyObject* hintc_async_with_enter(PyObject* mgr);
PyObject* hintc_async_with_exit(PyObject* exit, PyObject* exc);
