# yield (a suspension point that resumes with the sent value) and yield from.
from typing import Generator, Iterator


def count(n: int) -> Iterator[int]:
    i = 0
    while i < n:
        yield i
        i += 1


def relay(n: int) -> Generator[int, None, str]:
    r = yield from count(n)
    return "done"
