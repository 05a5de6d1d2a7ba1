"""Validation errors raised from dunders, properties, dataclass hooks, generators and context
managers, reported through tracebacks."""
from __future__ import annotations

import contextlib
import functools
from dataclasses import dataclass
from typing import Callable, Iterator


@dataclass
class Temperature:
    celsius: float

    @classmethod
    def checked(cls, celsius: float) -> Temperature:
        if celsius < -273.15:
            raise ValueError(f"below absolute zero: {celsius}")
        return cls(celsius)


class Grid:
    def __init__(self, w: int, h: int) -> None:
        self.w = w
        self.h = h
        self._cells = [0] * (w * h)

    def __getitem__(self, pos: tuple[int, int]) -> int:
        x, y = pos
        if not (0 <= x < self.w and 0 <= y < self.h):
            raise IndexError(f"cell {pos} outside {self.w}x{self.h}")
        return self._cells[y * self.w + x]

    def __iter__(self) -> Iterator[int]:
        for i, c in enumerate(self._cells):
            if c < 0:
                raise RuntimeError(f"corrupt cell {i}")
            yield c

    @property
    def width(self) -> int:
        return self.w

    @width.setter
    def width(self, value: int) -> None:
        if value <= 0:
            raise ValueError("width must be positive")
        self.w = value

    def __enter__(self) -> Grid:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.w == 99:
            raise OSError("exit failed")

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Grid) and other.h < 0:
            raise TypeError("bad grid")
        return isinstance(other, Grid) and self.w == other.w

    def __hash__(self) -> int:
        if self.h == 0:
            raise ValueError("unhashable empty grid")
        return self.w

    def __str__(self) -> str:
        if self.h == 1:
            raise LookupError("cannot render")
        return f"Grid {self.w}"


@functools.total_ordering
class Rank:
    def __init__(self, n: int) -> None:
        self.n = n

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rank) and self.n == other.n

    def __lt__(self, other: Rank) -> bool:
        if other.n < 0:
            raise ValueError("negative rank")
        return self.n < other.n


@contextlib.contextmanager
def opened(name: str) -> Iterator[str]:
    if not name:
        raise FileNotFoundError("no name")
    yield name.upper()
    if name == "x":
        raise PermissionError("close failed")


def total(g: Grid) -> int:
    return sum(g)


def make_checker(limit: int) -> Callable[[int], int]:
    def check(v: int) -> int:
        if v > limit:
            raise OverflowError(f"{v} > {limit}")
        return v
    return check


def use_checker(values: list[int]) -> int:
    chk = make_checker(3)
    t = 0
    for v in values:
        t += chk(v)
    return t


def use_lambda(values: list[int]) -> list[int]:
    f = lambda v: 10 // v  # noqa: E731
    return list(map(f, values))


def case(n: int) -> object:
    g = Grid(2, 2)
    if n == 0:
        return Temperature.checked(-300.0)
    if n == 1:
        return g[5, 0]
    if n == 2:
        g._cells[3] = -1
        return total(g)
    if n == 3:
        g.width = 0
        return g
    if n == 4:
        with Grid(99, 1):
            return 1
    if n == 5:
        return g == Grid(1, -1)
    if n == 6:
        return {Grid(1, 0): 1}
    if n == 7:
        return f"{Grid(3, 1)}"
    if n == 8:
        return Rank(1) > Rank(-2)
    if n == 9:
        with opened("") as f:
            return f
    if n == 10:
        with opened("x") as f:
            return f
    if n == 11:
        return use_checker([1, 2, 5])
    if n == 12:
        return use_lambda([1, 0])
    return sorted([Rank(2), Rank(-1), Rank(0)])
