"""Calls of values annotated Callable[..., R] / Callable[[A], R] (a field, a parameter, a local,
a module global) have the result type R, so `is None` narrowing works on them; a callable
returning something else raises TypeError where its result enters typed code."""
from typing import Any, Callable, Optional


class Node:
    def __init__(self, v: int) -> None:
        self.v = v

    def twice(self) -> int:
        return self.v * 2


class H:
    def __init__(self, fn: Callable[..., Optional[int]]) -> None:
        self.fn = fn
        self._v: Optional[int] = None
        self.first = fn()

    def get(self) -> int:
        self._v = self.fn()
        if self._v is None:
            return -1
        return self._v + 1

    def first_or(self, d: int) -> int:
        if self.first is None:
            return d
        return self.first * 10


class Typed:
    make: Callable[[int], Node]

    def __init__(self, make: Callable[[int], Node]) -> None:
        self.make = make

    def total(self) -> int:
        n = self.make(3)
        return n.twice() + n.v


def apply(g: Callable[[int], Optional[int]], x: int) -> int:
    r = g(x)
    if r is None:
        return 0
    return r + 1


def local_call() -> int:
    g: Callable[[], Optional[str]] = lambda: "ab"
    s = g()
    if s is None:
        return 0
    alias = g
    t = alias()
    return len(s.upper()) + (len(t) if t is not None else 100)


scale: Callable[[float], float] = lambda x: x * 2


def scaled(x: float) -> float:
    return scale(x) + 0.5


def inc(x: int) -> Optional[int]:
    return x + 1 if x >= 0 else None


def wrong(v: Any) -> Callable[[], Optional[int]]:
    return lambda: v


def run() -> list[str]:
    out = []
    h = H(lambda: 5)
    out.append(f"{h.get()} {h.first_or(7)} {H(lambda: None).get()} {H(lambda: None).first_or(7)}")
    out.append(f"{apply(inc, 3)} {apply(inc, -3)} {apply(lambda x: x * x, 4)}")
    out.append(f"{Typed(Node).total()} {local_call()} {scaled(1.0)} {scaled(2)}")
    for bad in [wrong("s")]:
        try:
            H(bad).get()
        except TypeError as e:
            out.append("TypeError " + type(e).__name__)
    return out
