# Async generators closing with awaits: `finally` and handlers that await while aclose()/athrow()
# run, `async with` inside the body, shutdown_asyncgens finalising abandoned generators, gather of
# several consumers, and asend/athrow/aclose on finished generators.
import asyncio
from typing import Any, AsyncIterator, List


class Resource:
    def __init__(self, name: str, log: List[str]) -> None:
        self.name = name
        self.log = log

    async def __aenter__(self) -> "Resource":
        await asyncio.sleep(0)
        self.log.append("enter " + self.name)
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await asyncio.sleep(0)
        self.log.append("exit " + self.name)


async def slow_cleanup(log: List[str]) -> AsyncIterator[int]:
    try:
        async with Resource("r", log):
            for i in range(100):
                yield i
    finally:
        await asyncio.sleep(0)
        log.append("cleaned")


async def handler_awaits(log: List[str]) -> AsyncIterator[str]:
    while True:
        try:
            yield "tick"
        except KeyError as e:
            await asyncio.sleep(0)
            log.append("handled " + str(e))
            yield "recovered"


async def close_with_awaits() -> List[str]:
    log: List[str] = []
    g = slow_cleanup(log)
    async for x in g:
        if x == 2:
            break
    await g.aclose()
    await g.aclose()  # closing again is a no-op
    return log


async def throw_with_awaits() -> List[str]:
    log: List[str] = []
    g = handler_awaits(log)
    out = [await g.__anext__()]
    out.append(await g.athrow(KeyError("k")))
    out.append(await g.__anext__())
    await g.aclose()
    try:
        await g.athrow(ValueError("late"))
    except ValueError as e:
        out.append("late " + str(e))
    out.append(str(await g.aclose()))
    return out + log


async def consumer(name: str, n: int, log: List[str]) -> int:
    total = 0
    async for x in slow_cleanup(log):
        if x >= n:
            break
        total += x
        await asyncio.sleep(0)
    return total


async def gathered() -> List[Any]:
    log: List[str] = []
    results = await asyncio.gather(consumer("a", 3, log), consumer("b", 5, log))
    return [results, sorted(log)]


async def abandon(log: List[str]) -> int:
    g = slow_cleanup(log)
    first = await g.__anext__()
    return first  # left suspended: asyncio.run's shutdown_asyncgens acloses it


async def finished_ops() -> List[str]:
    out: List[str] = []

    async def one() -> AsyncIterator[int]:
        yield 1

    g = one()
    out.append(str([x async for x in g]))
    try:
        await g.__anext__()
    except StopAsyncIteration:
        out.append("StopAsyncIteration")
    try:
        await g.asend(5)
    except StopAsyncIteration:
        out.append("StopAsyncIteration again")
    out.append(str(await g.aclose()))
    h = one()
    try:
        await h.asend(5)
    except TypeError as e:
        out.append("TypeError " + str(e))
    aw = h.__anext__()
    out.append(str(await aw))
    try:
        await aw
    except RuntimeError as e:
        out.append("RuntimeError " + str(e))
    return out
