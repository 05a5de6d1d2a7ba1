# Moved returns (-O2): `return x` of a local that dies there leaves x empty (null, or the small
# int 0) instead of an inc_ref, so the exit block's dec_ref of x releases nothing; a parameter
# (borrowed) and a local that a `finally` reads after the return are still copied.
# golden: -O2
from __future__ import annotations


class Pair:
    def __init__(self, a: Pair | None, b: Pair | None) -> None:
        self.a = a
        self.b = b

    def pick(self, first: bool) -> Pair | None:
        return self.a if first else self.b


def square(n: int) -> int:
    y = n * n
    return y


def same(xs: list[int]) -> list[int]:
    return xs


def logged(xs: list[int]) -> list[int]:
    x = [len(xs)]
    try:
        return x
    finally:
        x.append(0)
