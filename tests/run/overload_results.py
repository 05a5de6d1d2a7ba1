# Calls of @overload-ed functions, methods and operators have the result type of the overload
# their argument types pick (as mypy infers it), so what follows them is typed; an argument of
# unknown type (Any) picks none for sure and the result stays the implementation's.
from __future__ import annotations

from typing import Any, Optional, overload


class Point:
    def __init__(self, x: float, y: float) -> None:
        self.x = x
        self.y = y

    @overload
    def __sub__(self, other: Vector) -> Point: ...
    @overload
    def __sub__(self, other: Point) -> Vector: ...
    def __sub__(self, other: Point | Vector) -> Point | Vector:
        if isinstance(other, Point):
            return Vector(self.x - other.x, self.y - other.y)
        return Point(self.x - other.x, self.y - other.y)

    @overload
    def moved(self, by: float) -> Point: ...
    @overload
    def moved(self, by: Vector) -> Point: ...
    @overload
    def moved(self, by: None) -> None: ...
    def moved(self, by: float | Vector | None) -> Point | None:
        if by is None:
            return None
        if isinstance(by, Vector):
            return Point(self.x + by.x, self.y + by.y)
        return Point(self.x + by, self.y + by)


class Vector:
    def __init__(self, x: float, y: float) -> None:
        self.x = x
        self.y = y

    def length2(self) -> float:
        return self.x * self.x + self.y * self.y

    def __repr__(self) -> str:
        return f"Vector({self.x}, {self.y})"


@overload
def double(a: int) -> int: ...
@overload
def double(a: str) -> str: ...
@overload
def double(a: list[int], times: int = 2) -> list[int]: ...
def double(a: int | str | list[int], times: int = 2) -> int | str | list[int]:
    return a * times


def describe(o: Optional[Point]) -> str:
    return "none" if o is None else f"({o.x}, {o.y})"


def main() -> None:
    p, q = Point(4.0, 6.0), Point(1.0, 2.0)
    d = p - q
    print(type(d).__name__, d.length2(), d)
    e = p - Vector(1.0, 1.0)
    print(type(e).__name__, e.x + e.y)
    print(describe(p.moved(1.0)), describe(p.moved(0.5)), describe(p.moved(d)), describe(p.moved(None)))
    print(double(21) + 1, double("ab").upper(), double([1, 2], 3), len(double([5])))
    anything: Any = "xy"
    print(double(anything), (q - anything) if isinstance(anything, Point) else "skip")
    total = 0.0
    for i in range(5):
        total += (Point(i * 1.0, i * 0.5) - q).length2()
    print(total)
