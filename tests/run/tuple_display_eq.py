# `t == (a, b, ...)` compares an exact tuple's items with the display's values in order, without
# building the display: int and object items, lengths that differ, tuple subclasses and int
# subclasses with their own __eq__, identity before == (nan), the first unequal item stopping
# the comparison before an item whose __eq__ raises, and a display whose later item rebinds a name.
import math
from typing import List, NamedTuple, Tuple


class Pair(NamedTuple):
    a: int
    b: int


class Loud(tuple):
    def __eq__(self, other: object) -> bool:
        print("Loud.__eq__")
        return True

    def __hash__(self) -> int:
        return 0


class Odd(int):
    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return 0


class Boom:
    def __eq__(self, other: object) -> bool:
        raise ValueError("boom")


def eq_pair(t: Tuple[int, int], j: int) -> bool:
    return t == (1, j)


def eq_var(t: Tuple[int, ...], j: int) -> bool:
    return t == (j, 2)


def eq_obj(x: object, j: int, s: str) -> object:
    return x == (j, s)


def eq_any(x: object, y: object) -> object:
    return x == (y, 1)


def count(t: Tuple[int, int]) -> int:
    n = 0
    a: List[Tuple[int, int]] = [(3, 5)]
    for j in range(10):
        if t == (1, j):
            n += 1
        if a[0] == (j, 5):
            n += 10
    return n


def rebind(j: int) -> bool:
    t = (1, 2)
    return t == (j, (j := 2))


def eq_str(t: Tuple[str, int], s: str) -> bool:
    return t == (s, 3)
