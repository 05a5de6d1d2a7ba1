# `async for` and `async with` in compiled coroutines: compiled and Python async iterators and
# context managers, StopAsyncIteration, break/continue/else, suppression by __aexit__,
# exceptions and returns through `async with`, and the protocol errors.
import asyncio
from typing import Any, List, Optional


class Ticker:
    """An async iterator written as a compiled class."""

    def __init__(self, n: int, log: List[str]) -> None:
        self.i = 0
        self.n = n
        self.log = log

    def __aiter__(self) -> "Ticker":
        return self

    async def __anext__(self) -> int:
        await asyncio.sleep(0)
        if self.i >= self.n:
            self.log.append("stop")
            raise StopAsyncIteration
        self.i += 1
        return self.i


class Resource:
    def __init__(self, name: str, log: List[str], suppress: bool) -> None:
        self.name = name
        self.log = log
        self.suppress = suppress

    async def __aenter__(self) -> str:
        await asyncio.sleep(0)
        self.log.append("enter " + self.name)
        return self.name.upper()

    async def __aexit__(self, t: Any, v: Any, tb: Any) -> bool:
        await asyncio.sleep(0)
        self.log.append("exit " + self.name + " " + (type(v).__name__ if v is not None else "-"))
        return self.suppress


async def sum_ticks(n: int, log: List[str]) -> int:
    s = 0
    async for x in Ticker(n, log):
        s += x
    else:
        log.append("else")
    return s


async def loop_control(n: int, log: List[str]) -> List[int]:
    out: List[int] = []
    async for x in Ticker(n, log):
        if x == 2:
            continue
        if x == 4:
            break
        out.append(x)
    else:
        log.append("no break")
    return out


async def over_python(it: Any) -> List[object]:
    out: List[object] = []
    async for x in it:
        out.append(x)
    return out


async def nested_for(log: List[str]) -> List[str]:
    out: List[str] = []
    async for a in Ticker(2, log):
        async for b in Ticker(2, log):
            out.append(f"{a}{b}")
    return out


async def use(name: str, log: List[str], suppress: bool, fail: bool) -> str:
    async with Resource(name, log, suppress) as r:
        log.append("body " + r)
        if fail:
            raise KeyError(name)
        return "returned " + r
    return "suppressed"


async def two(log: List[str]) -> str:
    async with Resource("a", log, False) as a, Resource("b", log, False) as b:
        log.append(a + b)
    return "done"


async def in_loop(log: List[str]) -> int:
    n = 0
    for i in range(3):
        async with Resource(str(i), log, False):
            if i == 1:
                continue
            n += i
    return n


async def over_python_cm(cm: Any, log: List[str]) -> Optional[object]:
    async with cm as v:
        log.append("inside")
        return v


async def not_iterable(x: Any) -> None:
    async for _ in x:
        pass


async def not_manager(x: Any) -> None:
    async with x:
        pass


async def aexit_raises(log: List[str]) -> str:
    try:
        async with Resource("r", log, False):
            raise ValueError("inner")
    except ValueError as e:
        return "outer caught " + str(e)
    return "no"
