# `is` between native values, dunder methods called on typed values, chains of untyped operands.
from typing import Any, Optional


def int_identity(a: int, b: int) -> list[bool]:
    c = a
    small = 7
    zero = 0
    return [a is b, a is not b, a is c, c is not a, a is small, small is not zero, a is zero,
            (a + 0) is a if -5 <= a <= 256 else True]


def float_identity(x: float, y: float) -> list[bool]:
    z = x
    return [x is z, x is not z, x is y, z is not y]


def bool_identity(p: bool, q: bool) -> list[bool]:
    return [p is q, p is True, p is not False, q is not p]


def mixed_identity(a: int, o: object, x: float, p: bool, s: Optional[int]) -> list[bool]:
    return [a is o, o is a, a is not o, x is o, p is o, s is a, a is s, o is None, s is None,
            a is x, a is p]


def container_dunders(xs: list[int], d: dict[str, int], s: set[int], t: tuple[int, str]) -> list[object]:
    ys = xs.copy()
    ys.__setitem__(0, 99)
    ys.__delitem__(-1)
    e = dict(d)
    e.__setitem__("new", 5)
    e.__delitem__("a")
    n: int = xs.__len__()
    first: int = xs.__getitem__(0)
    v: int = d.__getitem__("a")
    return [n, first, v, s.__contains__(3), s.__contains__(4), d.__contains__("z"),
            d.__contains__(3), ys, sorted(e.items()), xs.__getitem__(slice(1, None)),
            xs.__add__([7]), xs.__mul__(2), s.__or__({9}), s.__and__({3}), t.__len__(),
            t.__getitem__(1), xs.__eq__(xs), xs.__eq__(5), xs.__contains__(2), len(xs.__repr__()),
            d.__or__({"b": 2}), xs.__iter__().__next__(), list(xs.__reversed__())]


def str_dunders(s: str, n: int) -> list[object]:
    return ["a".__mul__(3), s.__len__(), s.__getitem__(0), s.__add__("!"), s.__mul__(n),
            s.__contains__("b"), s.__getitem__(slice(None, None, -1)), "%d-%s".__mod__((n, s)),
            s.__eq__("abc"), s.__lt__("b"), s.__hash__() == hash(s), s.__format__(">6"),
            s.__str__(), s.__repr__()]


def number_dunders(a: int, x: float) -> list[object]:
    return [(3).__add__(4), a.__mul__(a), a.__neg__(), a.__abs__(), a.__floordiv__(3), a.__mod__(3),
            x.__add__(1.5), x.__mul__(2.0), x.__truediv__(4.0), a.__eq__(a), a.__lt__(0),
            a.__eq__(x), a.__bool__(), x.__int__(), a.__index__(), a.bit_length(), x.is_integer()]


def dunder_errors(xs: list[int], d: dict[str, int], k: str, i: int) -> object:
    if k == "list":
        return xs.__getitem__(i)
    if k == "dict":
        return d.__getitem__("missing")
    if k == "del":
        ys = list(xs)
        ys.__delitem__(i)
        return ys
    return "abc".__getitem__(i)


def chain_untyped(a, b, c):
    return a < b < c


def chain_any(a: Any, b: Any, c: Any) -> Any:
    return a <= b == c


def chain_mixed(a: int, b: Any, c: float) -> bool:
    return a < b <= c


def chain_membership(a, b, xs: list[int]) -> bool:
    return a == b in xs


def chain_is(a: Any, b: Any, c: Any) -> bool:
    return a is b is not c


class Loud:
    def __init__(self, name: str, log: list[str]) -> None:
        self.name = name
        self.log = log

    def __lt__(self, other: object) -> Any:
        self.log.append(f"{self.name}<")
        if self.name == "odd":
            return "yes"
        if self.name == "zero":
            return 0
        return isinstance(other, Loud)

    def __bool__(self) -> bool:
        self.log.append(f"bool {self.name}")
        return True


def rich_chain(n1: str, n2: str, n3: str) -> list[object]:
    log: list[str] = []
    evals: list[str] = []

    def mk(n: str) -> Any:
        evals.append(n)
        return Loud(n, log)

    r = mk(n1) < mk(n2) < mk(n3)
    return [r, log, evals]


def chain_short_circuit(a: Any, b: Any) -> list[object]:
    evals: list[str] = []

    def third() -> Any:
        evals.append("third")
        return 10

    r = a < b < third()
    return [r, evals]


def chain_in_condition(a, b, c) -> str:
    if a < b < c:
        return "ordered"
    return "not"


def chain_numpy_like(v: Any) -> object:
    return 0 < v < 10
