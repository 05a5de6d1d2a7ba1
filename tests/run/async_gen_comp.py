# Asynchronous comprehensions: list/set/dict comprehensions with `async for` clauses and awaits in
# the element and conditions, async generator expressions (also made in a plain def), nested
# clauses mixing sync and async iteration, and errors raised inside them.
import asyncio
from typing import Any, AsyncIterator, Dict, List, Set


async def numbers(n: int) -> AsyncIterator[int]:
    for i in range(n):
        await asyncio.sleep(0)
        yield i


async def double(x: int) -> int:
    await asyncio.sleep(0)
    return 2 * x


async def lists(n: int) -> List[Any]:
    a = [x async for x in numbers(n)]
    b = [await double(x) async for x in numbers(n) if x % 2 == 0]
    c = [x + y async for x in numbers(3) for y in range(x)]
    d = [await double(x) for x in range(n) if await double(x) > 2]
    e = [[y async for y in numbers(x)] for x in range(3)]
    return [a, b, c, d, e]


async def sets_dicts(n: int) -> List[Any]:
    s: Set[int] = {x % 3 async for x in numbers(n)}
    d: Dict[int, str] = {x: str(await double(x)) async for x in numbers(n)}
    return [sorted(s), d]


async def genexp_sum(n: int) -> int:
    g = (await double(x) async for x in numbers(n))
    total = 0
    async for v in g:
        total += v
    return total


def make_genexp(src: Any) -> Any:
    # An async genexp may be made outside `async def`; its first iterable's aiter() runs here.
    return (x * 10 async for x in src)


async def use_made(n: int) -> List[int]:
    out: List[int] = []
    async for v in make_genexp(numbers(n)):
        out.append(v)
    return out


async def await_only_genexp(n: int) -> List[int]:
    g = (await double(x) for x in range(n))
    return [v async for v in g]


async def failing(n: int) -> List[int]:
    return [10 // (x - 2) async for x in numbers(n)]


async def closes(log: List[str]) -> AsyncIterator[int]:
    try:
        for i in range(10):
            yield i
    finally:
        log.append("closed")


async def early_error(log: List[str]) -> List[int]:
    return [1 // (3 - x) async for x in closes(log)]
