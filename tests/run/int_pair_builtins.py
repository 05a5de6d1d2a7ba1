# `q, r = divmod(a, b)` of ints assigns the quotient and the remainder without a tuple (any
# targets: names, attributes, items; floor rules on negative and huge values; the error before
# any target is assigned; a local `divmod` called as itself); min/max of two ints as one select.
from typing import Dict, List


class Box:
    def __init__(self) -> None:
        self.q = 0
        self.r = 0


def into_names(a: int, b: int) -> List[int]:
    q = r = -99
    try:
        q, r = divmod(a, b)
    except ZeroDivisionError:
        pass
    return [q, r]


def into_targets(a: int, b: int) -> List[object]:
    box = Box()
    d: Dict[str, int] = {}
    box.q, d["r"] = divmod(a, b)
    return [box.q, d["r"]]


def swap_order(a: int, b: int) -> List[int]:
    a, b = divmod(a, b)  # both computed from the old values
    return [a, b]


def sum_all(xs: List[int], d: int) -> int:
    n = 0
    for x in xs:
        q, r = divmod(x, d)
        n += q * 7 + r
    return n


def local_shadow(a: int, b: int) -> List[int]:
    def divmod(x: int, y: int) -> List[int]:
        return [y, x]

    q, r = divmod(a, b)
    return [q, r]


def min_max(a: int, b: int) -> List[int]:
    return [min(a, b), max(a, b), min(b, a), max(b, a)]


def running(xs: List[int]) -> List[int]:
    n = 10**30
    m = -(10**30)
    for x in xs:
        n = min(n, x)
        m = max(m, x)
    return [n, m]
