# Typed NamedTuple reads: p.x and p[1] take the tuple item when p is exactly Point (else Python's
# lookup) and unbox it to the field's type.
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
