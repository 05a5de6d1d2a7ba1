# Native slices (seq.slice / seq.setslice / seq.delslice with the given-bounds mask), a stepped
# slice through a slice object, tuple(x)/list(x) without a builtin lookup, int(s) of a str and
# int f-string fields without boxing; reversed(range()) loops counting down.
from typing import List, Tuple


def slices(a: List[int], s: str, t: Tuple[int, ...], i: int) -> Tuple[List[int], str, Tuple[int, ...], List[int]]:
    a[i:] = a[:i]
    del a[i:i + 1]
    return a[i:], s[:i], t[1:-1], a[::2]


def build(a: List[int], s: str) -> Tuple[Tuple[int, ...], List[str], int, str]:
    n = int(s)
    return tuple(a), list(s), n, f"{n}-{s}"


def countdown(a: int, b: int) -> int:
    # reversed(range(a, b)): from b - 1 down to a with step -1, no range or reversed object
    total = 0
    for i in reversed(range(a, b)):
        total += i
    return total


def tuple_int(t: Tuple[int, ...], i: int) -> int:
    # an int item of a tuple[int, ...] is read unboxed in one step (TupleGetInt)
    return t[i]
