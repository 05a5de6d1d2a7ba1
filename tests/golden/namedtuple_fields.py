# Typed NamedTuple reads: p.x and p[1] take the tuple item when p is exactly Point (else Python's
# lookup) and unbox it to the field's type; `a, b, c = p` reads the items of p itself when exact.
from typing import NamedTuple


class Point(NamedTuple):
    x: int
    y: float
    name: str = ""


def norm1(p: Point) -> float:
    return p.x + p[1]


def label(p: Point) -> str:
    q: Point = p
    return q.name


def parts(p: Point) -> float:
    a, b, c = p
    return a + b
