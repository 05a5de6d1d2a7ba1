# Async generators: `yield` and `await` in one body, async for over compiled and Python async
# generators, typed items, asend/athrow/aclose, finally on aclose, errors out of the body, methods
# and nested async generators capturing variables.
import asyncio
from typing import Any, AsyncGenerator, AsyncIterator, List


async def count(n: int) -> AsyncIterator[int]:
    for i in range(n):
        await asyncio.sleep(0)
        yield i * i


async def untyped(xs: List[str]):
    for x in xs:
        yield x.upper()
        await asyncio.sleep(0)


async def py_style(n: int) -> AsyncIterator[Any]:
    i = 0
    while i < n:
        yield (i, str(i))
        i += 1


async def total(n: int) -> int:
    s = 0
    async for x in count(n):
        s += x
    return s


async def collect(src: Any) -> List[Any]:
    out: List[Any] = []
    async for x in src:
        out.append(x)
    return out


async def echo() -> AsyncGenerator[str, str]:
    got = "start"
    try:
        while True:
            got = yield "echo:" + got
            await asyncio.sleep(0)
    finally:
        print("echo finally", got)


async def drive_echo() -> List[str]:
    g = echo()
    out = [await g.asend(None)]
    for w in ["a", "b", "c"]:
        out.append(await g.asend(w))
    await g.aclose()
    try:
        await g.asend("x")
    except StopAsyncIteration:
        out.append("stopped")
    return out


async def guarded(log: List[str]) -> AsyncIterator[int]:
    try:
        yield 1
        yield 2
    except ValueError as e:
        log.append("caught " + str(e))
        yield 99
    finally:
        log.append("guarded finally")


async def drive_athrow() -> List[Any]:
    log: List[str] = []
    g = guarded(log)
    out: List[Any] = [await g.__anext__()]
    out.append(await g.athrow(ValueError("boom")))
    try:
        await g.__anext__()
    except StopAsyncIteration:
        out.append("end")
    out.append(log)
    return out


async def failing(n: int) -> AsyncIterator[int]:
    yield n
    await asyncio.sleep(0)
    raise KeyError(n)


async def drive_failing() -> List[Any]:
    out: List[Any] = []
    try:
        async for x in failing(3):
            out.append(x)
    except KeyError as e:
        out.append(repr(e))
    return out


async def early_break(log: List[str]) -> int:
    g = guarded(log)
    async for x in g:
        if x == 1:
            break
    await g.aclose()
    return len(log)


class Ticker:
    def __init__(self, step: int) -> None:
        self.step = step

    async def ticks(self, n: int) -> AsyncIterator[int]:
        for i in range(n):
            await asyncio.sleep(0)
            yield i * self.step


async def nested(k: int) -> List[int]:
    async def inner(n: int) -> AsyncIterator[int]:
        for i in range(n):
            yield i + k

    out: List[int] = []
    async for v in inner(3):
        out.append(v)
    async for v in Ticker(k).ticks(3):
        out.append(v)
    return out


async def stop_inside() -> AsyncIterator[int]:
    yield 1
    raise StopAsyncIteration


async def ignores_exit() -> AsyncIterator[int]:
    try:
        yield 1
    finally:
        yield 2


async def drive_errors() -> List[str]:
    out: List[str] = []
    g = stop_inside()
    await g.__anext__()
    try:
        await g.__anext__()
    except RuntimeError as e:
        out.append("RuntimeError " + str(e))
    h = ignores_exit()
    await h.__anext__()
    try:
        await h.aclose()
    except RuntimeError as e:
        out.append("RuntimeError " + str(e))
    c = count(3)
    a = c.__anext__()
    b = c.__anext__()
    it = a.__await__()
    it.send(None)
    try:
        b.send(None)
    except RuntimeError as e:
        out.append("RuntimeError " + str(e))
    try:
        await c.aclose()
    except RuntimeError as e:
        out.append("RuntimeError " + str(e))
    return out
