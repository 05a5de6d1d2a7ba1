# Driver of async_protocols: async for/with over compiled and Python iterators and managers.
import asyncio

from _async_helpers import run
import contextlib
import async_protocols as m


class PyIter:
    def __init__(self, items):
        self.items = list(items)

    def __aiter__(self):
        return self

    async def __anext__(self):
        if not self.items:
            raise StopAsyncIteration
        await asyncio.sleep(0)
        return self.items.pop(0)


async def pygen(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i * 10


@contextlib.asynccontextmanager
async def managed(log):
    log.append("cm enter")
    try:
        yield "value"
    finally:
        log.append("cm exit")


log = []
run("sum_ticks", m.sum_ticks(4, log))
print(log)
log = []
run("loop_control", m.loop_control(6, log))
print(log)
log = []
run("loop_control short", m.loop_control(3, log))
print(log)
run("over_python", m.over_python(PyIter("abc")))
run("over_pygen", m.over_python(pygen(3)))
log = []
run("nested_for", m.nested_for(log))
print(log.count("stop"))
for suppress in (False, True):
    for fail in (False, True):
        log = []
        run(f"use {suppress} {fail}", m.use("x", log, suppress, fail))
        print(log)
log = []
run("two", m.two(log))
print(log)
log = []
run("in_loop", m.in_loop(log))
print(log)
log = []
run("python cm", m.over_python_cm(managed(log), log))
print(log)
run("not_iterable", m.not_iterable(5))
run("not_manager", m.not_manager(5))
log = []
run("aexit_raises", m.aexit_raises(log))
print(log)
