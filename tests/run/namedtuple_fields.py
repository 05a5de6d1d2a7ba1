# Typed NamedTuple field reads: p.x and p[i] on variables declared as the module's NamedTuple
# classes (tuple item reads for the exact class, Python's lookup for subclasses that override),
# unpacking, and fields that are not there (AttributeError/IndexError from Python).
from typing import List, NamedTuple, Optional, Tuple


class Point(NamedTuple):
    x: int
    y: int
    label: str = "p"

    def shifted(self, d: int) -> "Point":
        return Point(self.x + d, self.y + d, self.label)


class Box(NamedTuple):
    lo: Point
    hi: Point
    weight: float = 1.0
    tag: Optional[str] = None


def area(b: Box) -> int:
    lo: Point = b.lo
    hi: Point = b.hi
    return (hi.x - lo.x) * (hi[1] - lo[1])


def total(ps: List[Point]) -> int:
    t = 0
    for p in ps:
        q: Point = p
        t += q.x * 10 + q.y + q[-3] + len(q[2])
    return t


def describe(p: Point) -> str:
    x, y, label = p
    return f"{label}:{p.x},{p.y} {x + y} {p[0]} {p[-1]}"


def weigh(b: Box) -> float:
    return b.weight * 2 + (0.5 if b.tag is None else 1.5)


def first(p: Point) -> int:
    return p[0]


def pair(p: Point) -> Tuple[int, int]:
    return (p.x, p.y)


class Odd(NamedTuple):
    a: int
    b: int

    def __getitem__(self, i: object) -> int:  # type: ignore[override]
        return 7

    def __iter__(self):  # type: ignore[override]
        return iter([8, 9])


def odd(o: Odd) -> str:
    x, y = o
    return f"{o[0]} {o.a} {x} {y}"


class Named(NamedTuple):
    x: str


def shadowed(p: Point, ns: List[Named]) -> List[str]:
    return [p.x for p in ns] + [str(p.x)]
