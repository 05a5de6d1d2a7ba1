# `in` over lists and tuples, list/tuple .index() and .count(), and `in` a display of literals:
# searched natively with CPython's comparisons (identity, then item == x).
from typing import List, Tuple


def int_in_tuple(t: Tuple[int, ...], x: int) -> bool:
    return x in t


def obj_in_list(xs: List[object], x: object) -> bool:
    return x in xs


def float_in_list(xs: List[float], x: float) -> bool:
    return x in xs


def not_in(xs: List[int], x: int) -> bool:
    return x not in xs


def index_of(xs: List[int], x: int) -> int:
    return xs.index(x)


def obj_index(xs: List[object], x: object) -> int:
    return xs.index(x)


def tuple_index(t: Tuple[str, ...], x: str) -> int:
    return t.index(x)


def count_of(xs: List[int], x: int) -> int:
    return xs.count(x)


def tuple_count(t: Tuple[object, ...], x: object) -> int:
    return t.count(x)


def in_literals(i: int) -> int:
    n = 0
    if i in (3, 4, -5):
        n += 1
    if i in {3, 4, 5}:
        n += 10
    if i not in [7, 2**70]:
        n += 100
    return n


def str_in_literals(s: str) -> int:
    n = 0
    if s in ("a", "bc", r"d\n"):
        n += 1
    if s not in {"", "x"}:
        n += 10
    return n


def tuple_eq(t: Tuple[object, ...], u: Tuple[object, ...]) -> bool:
    return t == u


def tuple_ne(t: Tuple[int, int], j: int) -> bool:
    return t != (1, j)
