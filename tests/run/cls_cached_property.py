"""functools.cached_property in a class: the class is made by Python (the value lives in the
instance __dict__), computed once per instance, deletable to recompute, beside plain methods
and properties; compiled code reads it through the instance."""
import functools


class Lazy:
    def __init__(self, n: int) -> None:
        self.n = n
        self.calls = 0

    @functools.cached_property
    def square(self) -> int:
        self.calls += 1
        return self.n * self.n

    @property
    def double(self) -> int:
        return self.n * 2

    def bump(self) -> None:
        self.n += 1


class Sub(Lazy):
    @functools.cached_property
    def cube(self) -> int:
        return self.n**3


def run() -> list[str]:
    lz = Lazy(4)
    first, again = lz.square, lz.square
    lz.bump()
    stale = lz.square
    del lz.square
    fresh = lz.square
    s = Sub(2)
    return [str(x) for x in (first, again, stale, fresh, lz.calls, lz.double, s.cube, s.square)]
