# Python reads of int and float fields (per-field getters): values around the small-int cache
# (-5..256), 63-bit and bigger ints, floats, unset fields (AttributeError), in closed, open,
# subclass and exception classes.
from __future__ import annotations

from mypy_extensions import mypyc_attr


class Nums:
    def __init__(self, n: int, x: float) -> None:
        self.n = n
        self.x = x

    def set_n(self, n: int) -> None:
        self.n = n

    def clear(self) -> None:
        del self.n
        del self.x


class Later:
    def __init__(self, on: bool) -> None:
        if on:
            self.n = 5
            self.x = 0.25


@mypyc_attr(allow_interpreted_subclasses=True)
class OpenNums:
    def __init__(self, n: int, x: float) -> None:
        self.n = n
        self.x = x


class SubNums(Nums):
    def __init__(self) -> None:
        super().__init__(-6, -0.0)
        self.m = 257


class NumError(ValueError):
    def __init__(self, code: int, ratio: float) -> None:
        super().__init__("num")
        self.code = code
        self.ratio = ratio


def values() -> list[int]:
    return [-6, -5, -1, 0, 1, 255, 256, 257, 2**30, 2**62 - 1, 2**62, -(2**62) - 1, 2**100]
