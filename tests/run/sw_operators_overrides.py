# Operator-overloading vectors (__add__/__radd__/__iadd__/__neg__/__abs__/__bool__), reflected
# priority of a subclass that overrides __radd__, objects with __index__ used as sequence
# indexes, and overrides taking wider parameter types than the base method (contravariance).
import math
from typing import List, Union


class Vec:
    def __init__(self, x: float, y: float) -> None:
        self.x = x
        self.y = y

    def __add__(self, o: "Vec") -> "Vec":
        return Vec(self.x + o.x, self.y + o.y)

    def __radd__(self, o: "Vec") -> "Vec":
        return Vec(self.x + o.x, self.y + o.y)

    def __iadd__(self, o: "Vec") -> "Vec":
        self.x += o.x
        self.y += o.y
        return self

    def __neg__(self) -> "Vec":
        return Vec(-self.x, -self.y)

    def __abs__(self) -> float:
        return math.hypot(self.x, self.y)

    def __bool__(self) -> bool:
        return self.x != 0 or self.y != 0

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.x:g}, {self.y:g})"


class Tagged(Vec):
    def __radd__(self, o: Vec) -> Vec:
        return Tagged(o.x * 10 + self.x, o.y * 10 + self.y)


class Slot:
    def __init__(self, i: int) -> None:
        self.i = i

    def __index__(self) -> int:
        return self.i


class Shape:
    def scale(self, k: int) -> str:
        return f"shape*{k}"

    def area(self) -> Union[int, float]:
        return 0


class Square(Shape):
    def __init__(self, side: int) -> None:
        self.side = side

    def scale(self, k: Union[int, str]) -> str:
        return f"square*{k!r}"

    def area(self) -> int:
        return self.side * self.side


class Cube(Square):
    def scale(self, k: Union[int, str]) -> str:
        return "cube:" + super().scale(k)


def scale_all(shapes: List[Shape], k: int) -> List[str]:
    return [s.scale(k) for s in shapes]


def total_area(shapes: List[Shape]) -> float:
    t = 0.0
    for s in shapes:
        t += s.area()
    return t


def vectors(n: int) -> List[str]:
    out: List[str] = []
    acc = Vec(0, 0)
    out.append(str(bool(acc)))
    for i in range(n):
        acc += Vec(i, 1)
    out.append(repr(acc))
    out.append(repr(-acc) + " " + str(abs(Vec(3, 4))))
    out.append(repr(Vec(1, 2) + Tagged(3, 4)))
    out.append(repr(Tagged(3, 4) + Vec(1, 2)))
    out.append(repr(Vec(1, 1) + Vec(2, 2)))
    v: Vec = Tagged(1, 1)
    out.append(repr(Vec(5, 5) + v))
    out.append("truthy" if Vec(0, 1) else "falsy")
    out.append("truthy" if Vec(0, 0) else "falsy")
    return out


def indexing(k: int) -> List[str]:
    xs = [10, 20, 30, 40]
    s = Slot(k)
    ys = list(xs)
    ys[Slot(0)] = 99
    return [str(xs[s]), "abcd"[s], str((1, 2, 3, 4)[s]), str(b"wxyz"[s]), str(ys), str(xs[Slot(-1)])]


def run() -> None:
    print(vectors(4))
    print(indexing(2), indexing(-4))
    try:
        indexing(9)
    except IndexError as e:
        print("IndexError", e)
    shapes: List[Shape] = [Shape(), Square(3), Cube(2)]
    print(scale_all(shapes, 2), total_area(shapes))
    sq = Square(4)
    print(sq.scale("x"), sq.area(), Cube(1).scale("y"))
