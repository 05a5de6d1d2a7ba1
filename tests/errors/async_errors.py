# Coroutines: awaits and async statements outside `async def`, awaiting a plain value, and what
# hintc does not support yet (async generators, asynchronous comprehensions).
from typing import Any, List


async def agen(n: int) -> Any:
    yield n


def plain(x: Any) -> None:
    await x


async def awaits_int(n: int) -> int:
    return await n


def plain_for(x: Any) -> None:
    async for y in x:
        pass


def plain_with(x: Any) -> None:
    async with x:
        pass


async def comprehension(x: Any) -> List[Any]:
    return [y async for y in x]


z = await plain(1)

# error: 6:1: hintc does not support async generators ('yield' inside 'async def') yet
# error: 11:5: "await" outside coroutine ("async def")
# error: 15:18: Incompatible types in "await" (actual type "int", expected type "Awaitable[Any]")
# error: 19:5: "async for" outside async function
# error: 24:5: "async with" outside async function
# error: 29:15: hintc does not support asynchronous comprehensions yet
# error: 32:5: "await" outside function
