# int/float/bool fields of closed classes (kept boxed so Python reads specialise): reads and
# stores from compiled and Python code, big ints across digit boundaries, updates that must never
# show through other references to the old value, small-int identity, unset fields, class-body
# defaults, dataclasses, inheritance and the free list's reused instances.
from __future__ import annotations

from mypy_extensions import mypyc_attr

from dataclasses import dataclass
from typing import Callable, List


@mypyc_attr(boxed_fields=True)
class Counter:
    def __init__(self, start: int) -> None:
        self.n = start
        self.x = 0.5
        self.ok = False

    def bump(self, k: int) -> int:
        for _ in range(k):
            self.n += 1
            self.x += 0.25
        self.ok = not self.ok
        return self.n

    def scale(self, f: int) -> int:
        self.n = self.n * f
        return self.n

    def set_all(self, n: int, x: float, ok: bool) -> None:
        self.n = n
        self.x = x
        self.ok = ok

    def snapshot(self) -> str:
        return f"{self.n} {self.x} {self.ok}"


@mypyc_attr(boxed_fields=True)
class Lazy:
    def __init__(self, flag: bool) -> None:
        if flag:
            self.v = 3
            self.f = 2.5
            self.b = True

    def get_v(self) -> int:
        return self.v

    def get_f(self) -> float:
        return self.f

    def get_b(self) -> bool:
        return self.b


@mypyc_attr(boxed_fields=True)
class Defaults:
    n: int = 300
    big: int = 2**70
    x: float = 1.5
    on: bool = True

    def step(self) -> str:
        self.n += 1
        self.big += 1
        self.x *= 2.0
        self.on = not self.on
        return f"{self.n} {self.big} {self.x} {self.on}"


@mypyc_attr(boxed_fields=True)
class Base:
    def __init__(self, n: int, x: float) -> None:
        self.n = n
        self.x = x

    def total(self) -> float:
        return self.n + self.x


@mypyc_attr(boxed_fields=True)
class Sub(Base):
    def __init__(self, n: int, x: float, flag: bool) -> None:
        super().__init__(n, x)
        self.flag = flag
        self.m = n * 2

    def total(self) -> float:
        self.n += 1
        return self.n + self.x + self.m + (1 if self.flag else 0)


@mypyc_attr(boxed_fields=True)
@dataclass
class Rec:
    n: int
    x: float = 0.0
    ok: bool = False


@mypyc_attr(boxed_fields=True)
@dataclass(frozen=True, order=True)
class Key:
    n: int
    x: float
    ok: bool


def held_values(c: Counter) -> List[int]:
    # The values read before the stores keep theirs: native copies and a list's boxes.
    old = c.n
    held = [c.n, c.n]
    c.n += 1000003
    c.n += 1
    c.n = c.n - 2
    return [old, held[0], held[1], c.n]


def held_float(c: Counter, keep: Callable[[float], None]) -> float:
    keep(c.x)
    c.x += 1.0
    c.x += 1.0
    return c.x


def store_then_read(c: Counter, arg: int) -> int:
    c.n = arg + 7
    c.n += 1
    return arg


def pass_field(c: Counter) -> int:
    # The argument is the field's value; the callee stores the field before reading it.
    return store_then_read(c, c.n)


def pass_field_float(c: Counter, f: Callable[[Counter, float], float]) -> float:
    return f(c, c.x)


def pass_field_int(c: Counter, f: Callable[[Counter, int], int]) -> int:
    return f(c, c.n)


def counters(n: int) -> int:
    cs = [Counter(i * 1000) for i in range(4)]
    for i in range(n):
        cs[i % 4].bump(1)
    return sum([c.n for c in cs])


def make_lazy(flag: bool) -> Lazy:
    return Lazy(flag)


def rec_bump(r: Rec) -> Rec:
    r.n += 1
    r.x += 0.5
    r.ok = not r.ok
    return r
