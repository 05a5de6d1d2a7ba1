# Driver of async_basic: each coroutine runs under asyncio.run; the coroutine protocol directly.
import asyncio

from _async_helpers import run
import async_basic as m


run("add", m.add(2, 3))
run("total", m.total(10))
print("run_main", m.run_main(5))
log = []
run("gather", m.gather_all(log))
print(log)
run("gather_errors", m.gather_errors())
run("fails", m.fails(7))
run("catches", m.catches(1))
run("catches", m.catches(9))
c = m.Counter(5)
run("bump", c.bump(3))
print(c.value)
run("nested", m.nested(4))
run("objects", m.awaits_objects("hello"))
log = []
run("cancel", m.cancel_it(log))
print(log)
run("no_await", m.no_await(21))
co = m.add(1, 1)
print(type(co).__name__, co.__name__, co.__qualname__)
print(asyncio.iscoroutine(co))
try:
    co.send(None)
    co.send(None)
except StopIteration as e:
    print("StopIteration", e.value)
try:
    co.send(None)
except RuntimeError as e:
    print("RuntimeError", e)
co = m.add(1, 1)
try:
    co.send(5)
except TypeError as e:
    print("TypeError", e)
co.close()
co = m.fails(1)
co.send(None)
try:
    co.throw(KeyError("k"))
except KeyError as e:
    print("thrown", repr(e))
