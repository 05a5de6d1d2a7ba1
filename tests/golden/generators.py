# yield (a suspension point that resumes with the sent value; int items unboxed), yield from,
# and a for loop taking the unboxed items of a compiled generator.
from typing import Generator, Iterator


def count(n: int) -> Iterator[int]:
    i = 0
    while i < n:
        yield i
        i += 1


def relay(n: int) -> Generator[int, None, str]:
    r = yield from count(n)
    return "done"


def total(n: int) -> int:
    s = 0
    for x in count(n):
        s += x
    return s
