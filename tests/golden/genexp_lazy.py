# A lazy generator expression: the first iterable evaluated and iter()-ed at creation, a
# captured variable read through the environment, typed int items consumed by a compiled for.
from typing import Iterator, List


def evens(xs: List[int], k: int) -> int:
    total = 0
    for v in (x * k for x in xs if x % 2 == 0):
        total += v
    return total


def lazy(words: object) -> object:
    return (w for w in words)  # type: ignore[attr-defined]
