# match: or-pattern captures typed by the join of their alternatives, wildcards in or-patterns,
# the subject narrowed in a case with a compiled class pattern, complex literal patterns.
from dataclasses import dataclass
from typing import List, Optional, Tuple, Union


@dataclass
class Point:
    """A grid point; Point3 adds a height."""

    x: int
    y: int

    def norm1(self) -> int:
        return abs(self.x) + abs(self.y)


@dataclass
class Point3(Point):
    z: int


class Shape:
    def area(self) -> float:
        return 0.0


class Square(Shape):
    def __init__(self, side: float) -> None:
        self.side = side

    def area(self) -> float:
        return self.side * self.side


def twice(n: int) -> int:
    return n * 2


def pick(v: List[int]) -> int:
    match v:
        case [x] | [x, _]:
            return twice(x) + x.bit_length()
        case [_, _, x] | [_, _, _, x, *_]:
            return x
    return -1


def pair(v: Tuple[int, str]) -> str:
    match v:
        case (1, s) | (2, s):
            return s.upper()
        case (n, "k") | (n, "q"):
            return repr(n * 2)
        case (n, _):
            return repr(n)
    return "?"


def anything(v: object) -> str:
    match v:
        case [x] | (x, _):
            return "seq " + repr(x)
        case {"k": x} | {"key": x}:
            return "map " + repr(x)
        case 1+2j:
            return "complex"
        case -1-2j:
            return "neg complex"
        case 3j:
            return "imaginary"
        case -0.5+0j:
            return "real complex"
        case _:
            return "other"


def strs(v: List[str]) -> str:
    match v:
        case [a, "+", b] | [b, "-", a]:
            return a + b
        case [*rest] | [*rest, "end"]:  # type: ignore[misc]
            return "|".join(rest)


def narrowed(p: object) -> int:
    match p:
        case Point3():
            return p.x + p.y + p.z
        case Point(x=0):
            return p.y
        case Point():
            return p.x * p.y + p.norm1()
    return -1


def narrowed_base(s: Shape) -> float:
    match s:
        case Square():
            return s.side + s.area()
    return s.area()


def narrowed_guard(p: Optional[Point]) -> str:
    match p:
        case Point() if p.x > 0:
            return "pos " + str(p.x)
        case None:
            return "none"
    return "other"


def rebinds(p: object) -> str:
    match p:
        case Point():
            p = "replaced"
            return str(p)
    return "no"


def mixed(v: Union[int, str]) -> str:
    match v:
        case int(n) | str(n):  # type: ignore[misc]
            return repr(n)


def union_subject(v: list[int] | tuple[int, int] | None) -> int:
    match v:
        case [x] | (x, _):
            return x * 3
        case None:
            return -1
    return 0
