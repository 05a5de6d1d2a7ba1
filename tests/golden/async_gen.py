# An async generator (its awaits are yield_froms, its yields unboxed int items), an `async for`
# over it in an async list comprehension, and an async generator expression.
import asyncio
from typing import Any, AsyncIterator, List


async def ticks(n: int) -> AsyncIterator[int]:
    for i in range(n):
        await asyncio.sleep(0)
        yield i


async def collect(n: int) -> List[int]:
    return [x + 1 async for x in ticks(n)]


def doubled(src: Any) -> Any:
    return (2 * x async for x in src)
