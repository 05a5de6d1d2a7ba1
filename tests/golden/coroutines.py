# Coroutines: `await` of a compiled coroutine is a yield_from with a typed result, a temporary
# held across the await is listed on it, `async for` lands StopAsyncIteration, `async with`.
from typing import Any, List


async def double(x: int) -> int:
    return 2 * x


async def held(x: int, names: List[str]) -> str:
    return str(x) + str(await double(x))


async def loop(it: Any, cm: Any) -> int:
    n = 0
    async for v in it:
        n += 1
    async with cm as c:
        n += 2
    return n
