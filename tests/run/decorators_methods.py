"""Decorators on methods of compiled classes beyond staticmethod/classmethod/property."""
import functools
from functools import lru_cache

from _deco_helpers import counting, log, tag


class Grid:
    """A grid whose path counts are cached per instance and argument."""

    def __init__(self, width: int) -> None:
        self.width = width
        self.computed = 0

    @functools.lru_cache(maxsize=None)
    def paths(self, n: int) -> int:
        """Lattice paths, cached."""
        self.computed += 1
        if n == 0:
            return 1
        return self.paths(n - 1) * 2 + self.width

    @lru_cache(maxsize=2)
    def small_cache(self, n: int) -> int:
        self.computed += 1
        return n * self.width

    @tag("method")
    def describe(self, prefix: str) -> str:
        return prefix + str(self.width)

    @counting
    def area(self, h: int = 1) -> int:
        """Width times h."""
        return self.width * h

    def plain(self) -> int:
        return self.width + 1

    def use_all(self) -> str:
        # Compiled calls go through the decorated class attributes.
        a = self.paths(10)
        b = self.small_cache(3) + self.small_cache(3)
        c = self.describe("w=")
        d = self.area(5)
        return str(a) + " " + str(b) + " " + str(c) + " " + str(d) + " " + str(self.plain())

    def __hash__(self) -> int:
        return self.width

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Grid) and other.width == self.width


def outside(g: Grid) -> object:
    return g.paths(12)


class Base:
    def __init__(self, k: int) -> None:
        self.k = k
        self.hits = 0

    def value(self, x: int) -> int:
        return x + self.k

    @counting
    def scaled(self, x: int) -> int:
        return x * self.k


class Cached(Base):
    @lru_cache(maxsize=None)
    def value(self, x: int) -> int:
        # A decorated override: calls through Base's static type must reach the decorated one.
        self.hits += 1
        return x * 100 + self.k

    def scaled(self, x: int) -> int:
        return -x


def through_base(b: Base, x: int) -> object:
    return str(b.value(x)) + "/" + str(b.scaled(x))
