# Coroutines: awaits and async statements outside `async def`, awaiting a plain value, and the
# rules of async generators and asynchronous comprehensions (CPython's SyntaxErrors, mypy's
# annotation error).
from typing import Any, AsyncIterator, Iterator, List


async def returns_value(n: int) -> AsyncIterator[int]:
    yield n
    return n


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


def comprehension(x: Any) -> List[Any]:
    return [y async for y in x]


async def delegates(x: Any) -> AsyncIterator[int]:
    yield from x


async def sync_annotation(n: int) -> Iterator[int]:
    yield n


z = await plain(1)

# error: 9:5: 'return' with value in async generator
# error: 13:5: "await" outside coroutine ("async def")
# error: 17:18: Incompatible types in "await" (actual type "int", expected type "Awaitable[Any]")
# error: 21:5: "async for" outside async function
# error: 26:5: "async with" outside async function
# error: 31:12: asynchronous comprehension outside of an asynchronous function
# error: 35:5: 'yield from' inside async function
# error: 38:38: The return type of an async generator function should be "AsyncGenerator" or one of its supertypes
# error: 42:5: "await" outside function
