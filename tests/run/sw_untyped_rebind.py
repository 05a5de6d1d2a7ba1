# Untyped defs whose locals change type (mypy does not check them), math functions without a
# native version, the throwaway name _ rebound with other types, TypedDict classes.
import math
from typing import TypedDict


def untyped(xs):
    total = 0
    for x in xs:
        total += x
    return total


def untyped2(n):
    acc = 1
    acc = acc * n
    label = "x"
    label = label * 2 if n else None
    return acc, label


def rebind():
    v = 1
    v = "s"
    return v


def loops(xs):
    out = []
    for i, x in enumerate(xs):
        out.append((i, x))
    best = None
    for x in xs:
        if best is None or x > best:
            best = x
    return out, best


def math_more(x: float, n: int) -> list[object]:
    return [math.copysign(1.0, x), math.factorial(n), math.gcd(n, 12), math.isqrt(n), math.trunc(x), math.modf(x),
            math.frexp(x), math.isclose(x, x + 1e-12), math.isclose(1.0, 1.1, rel_tol=0.2), math.prod([n, 2]),
            math.fsum([0.1] * 10), math.comb(n, 2), math.lcm(n, 4), math.fmod(x, 2.0)]


def math_err(n: int) -> int:
    return math.factorial(n)


def underscore(rows: list[tuple[str, int, float]]) -> list[str]:
    names = [n for n, _, _ in rows]
    for _, k, _ in rows:
        names.append(str(k))
    return names


class Point(TypedDict):
    x: int
    y: int


def td(p: Point) -> int:
    q: Point = {"x": 1, "y": 2}
    r = Point(x=3, y=4)
    return p["x"] + q["y"] + r["x"]


def keys() -> list[object]:
    return [sorted(Point.__annotations__), Point.__required_keys__ == frozenset({"x", "y"}), Point.__total__]
