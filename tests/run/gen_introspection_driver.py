import asyncio
import collections.abc
import inspect
import os

import gen_introspection as m


def code_info(c):
    return (c.co_name, c.co_qualname, os.path.basename(c.co_filename), c.co_firstlineno)


def frame_info(f):
    if f is None:
        return None
    return (f.f_code.co_name, f.f_lineno, f.f_back)


g = m.count(2)
print(code_info(g.gi_code), g.gi_code is g.gi_code, g.gi_code is m.count(1).gi_code)
print(inspect.getgeneratorstate(g), g.gi_running, g.gi_suspended, g.gi_yieldfrom)
f = g.gi_frame
print(frame_info(f), f.f_code is g.gi_code, f.f_globals is vars(m))
print(next(g), inspect.getgeneratorstate(g), frame_info(g.gi_frame), g.gi_frame is f)
print(next(g), frame_info(g.gi_frame))
print(list(g), inspect.getgeneratorstate(g), g.gi_frame, g.gi_running, g.gi_suspended)
print(code_info(g.gi_code))

log = []
g = m.observe(log)
print(frame_info(g.gi_frame), log)
print(next(g), frame_info(g.gi_frame), log)
print(next(g), frame_info(g.gi_frame), log)
g.close()
print(inspect.getgeneratorstate(g), g.gi_frame, log)
g = m.observe(log)
g.close()
print("closed unstarted", inspect.getgeneratorstate(g), g.gi_frame)

g = m.outer()
print(next(g), type(g.gi_yieldfrom).__name__, code_info(g.gi_yieldfrom.gi_code))
print(frame_info(g.gi_frame), frame_info(g.gi_yieldfrom.gi_frame))
print(next(g), next(g), g.gi_yieldfrom, frame_info(g.gi_frame))

w = m.Tree([5]).walk()
print(code_info(w.gi_code), next(w), frame_info(w.gi_frame))
e = m.Tree.evens(5)
print(code_info(e.gi_code), next(e), frame_info(e.gi_frame), type(e.gi_yieldfrom).__name__)
g = m.count(3)
f = g.gi_frame
print("held", f.f_lineno, next(g), f.f_lineno, next(g), f.f_lineno, list(g), g.gi_frame)
n = m.make_nested()
print(code_info(n.gi_code), repr(n.gi_frame.f_lineno))

holder = []
g = m.state_inside(holder)
holder.append(g)
print(list(g))

# inspect.isgenerator / isasyncgen test types.GeneratorType / AsyncGeneratorType: False for
# compiled ones (docs/DIFFERENCES.md; tests/test_boundary.py).
print(isinstance(g, collections.abc.Generator), inspect.isawaitable(g))

c = m.job(4)
print(code_info(c.cr_code), inspect.getcoroutinestate(c), frame_info(c.cr_frame), c.cr_await, c.cr_origin)
print(c.cr_running, c.cr_suspended)
try:
    c.send(None)
except StopIteration as e:
    print("returned", e.value)
print(inspect.getcoroutinestate(c), c.cr_frame)
print(isinstance(c, collections.abc.Coroutine), inspect.isawaitable(c), asyncio.iscoroutine(c))


async def drive():
    a = m.agen(2)
    print(code_info(a.ag_code), frame_info(a.ag_frame), a.ag_running, a.ag_await)
    print(await a.__anext__(), frame_info(a.ag_frame))
    print([x async for x in a], a.ag_frame)
    print(isinstance(a, collections.abc.AsyncGenerator))


asyncio.run(drive())
