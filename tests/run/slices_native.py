# Slices with int bounds (native for exact list/tuple/str), slice assignment and deletion, and
# tuple(x)/list(x) of one argument: bounds negative, out of range, huge or bool; receivers that
# are subclasses overriding the item methods come from the driver.
from typing import List, Tuple


def reads(a: List[int], i: int, j: int) -> List[List[int]]:
    return [a[i:j], a[:j], a[i:], a[:], a[-j:], a[:-i], a[i:j:1], a[j:i:-1]]


def str_reads(s: str, i: int, j: int) -> List[str]:
    return [s[i:j], s[:j], s[i:], s[:], s[-j:-i]]


def tuple_reads(t: Tuple[int, ...], i: int, j: int) -> List[Tuple[int, ...]]:
    return [t[i:j], t[:j], t[i:], t[:], t[-i:]]


def bool_bounds(a: List[int], s: str, b: bool) -> Tuple[List[int], str]:
    return a[b:], s[:b]


def identity(t: Tuple[int, ...], s: str, a: List[int]) -> Tuple[bool, bool, bool, bool]:
    return t[:] is t, s[:] is s, a[:] is a, t[0:len(t)] is t


def store(a: List[int], i: int, j: int, v: List[int]) -> List[int]:
    a[i:j] = v
    return a


def store_iter(a: List[int], i: int, j: int, v: object) -> List[int]:
    a[i:j] = v  # type: ignore[assignment]
    return a


def store_self(a: List[int], i: int) -> List[int]:
    a[i:] = a
    a[:i] = a[i:i + 1]
    return a


def delete(a: List[int], i: int, j: int) -> List[int]:
    del a[i:j]
    del a[:i]
    return a


def delete_tail(a: List[int], i: int) -> List[int]:
    del a[i:]
    return a


def rotate(indices: List[int], i: int) -> List[int]:
    indices[i:] = indices[i + 1:] + indices[i:i + 1]
    return indices


def build(xs: List[int], r: int) -> Tuple[Tuple[int, ...], List[int], Tuple[str, ...], List[int]]:
    return tuple([x * 2 for x in xs[:r]]), list(range(r, 0, -1)), tuple("héllo"), list((1, 2))


def convert(o: object) -> Tuple[Tuple[object, ...], List[object]]:
    return tuple(o), list(o)  # type: ignore[call-overload]


def same_tuple(t: Tuple[int, ...]) -> bool:
    return tuple(t) is t


def tuple_ints(t: Tuple[int, ...], i: int) -> int:
    return t[i] * 2 + t[-1]
