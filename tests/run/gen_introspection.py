# What Python code inspects on compiled generators, coroutines and async generators: gi_code /
# cr_code / ag_code name the function (co_name, co_qualname, co_filename, co_firstlineno),
# gi_frame / cr_frame / ag_frame are None once finished and otherwise a frame of that code at
# the current line, gi_running / gi_yieldfrom / cr_await follow the body, and
# inspect.getgeneratorstate / getcoroutinestate answer as for Python generators.
import inspect
from typing import AsyncIterator, Generator, Iterator, List


def count(n: int) -> Iterator[int]:
    i = 0
    while i < n:
        yield i
        i += 1


def observe(log: List[str]) -> Iterator[str]:
    log.append("start")
    yield "a"
    log.append("middle")
    yield "b"


def inner() -> Generator[int, None, int]:
    yield 1
    yield 2
    return 3


def outer() -> Iterator[int]:
    r = yield from inner()
    yield r


class Tree:
    def __init__(self, items: List[int]) -> None:
        self.items = items

    def walk(self) -> Iterator[int]:
        for x in self.items:
            yield x

    @staticmethod
    def evens(n: int) -> Iterator[int]:
        yield from range(0, n, 2)


def make_nested() -> Iterator[int]:
    def local(k: int) -> Iterator[int]:
        yield k

    return local(7)


async def job(x: int) -> int:
    return x * 2


async def agen(n: int) -> AsyncIterator[int]:
    for i in range(n):
        yield i


def state_inside(holder: List[object]) -> Iterator[str]:
    # The generator asks about itself while it runs.
    g = holder[0]
    yield inspect.getgeneratorstate(g)  # type: ignore[arg-type]
    yield str(g.gi_running)  # type: ignore[attr-defined]
