# Fields typed by their first assignment's value, as mypy infers them: any expression (math
# calls, arithmetic, chained assignment, method results, other fields), then native reads and
# in-place updates; a field whose later stores would change the value's type (an int into a
# field first given a float, a bool where an int was) keeps every value as CPython does.
from __future__ import annotations

from math import cos, sin, sqrt


class Point:
    def __init__(self, i: float) -> None:
        self.x = x = sin(i)
        self.y = cos(i) * 3
        self.z = (x * x) / 2
        self.norm = self.length()
        self.scaled = self.x * 2 + self.norm
        self.label = "p" + str(int(i))
        self.parts = [self.x, self.y]
        self.pair = (int(i), self.label)

    def length(self) -> float:
        return sqrt(self.x * self.x + self.y * self.y + self.z * self.z)

    def normalize(self) -> None:
        norm = self.length()
        self.x /= norm
        self.y /= norm
        self.z /= norm

    def maximize(self, other: Point) -> Point:
        self.x = self.x if self.x > other.x else other.x
        self.y = self.y if self.y > other.y else other.y
        return self


class Mixed:
    def __init__(self, n: int) -> None:
        self.total = 0.5 * n    # a float, later an int: each value as stored
        self.count = n * 2      # an int, later a bool
        self.name = "n" + str(n)  # a str, later a value of any type
        self.kept = n + 1       # an int throughout

    def change(self, flag: bool) -> None:
        self.total = 3  # type: ignore[assignment]
        self.count = flag  # type: ignore[assignment]
        self.name = untyped(self.kept)
        self.kept += 1


def untyped(v):  # type: ignore[no-untyped-def]
    return [v] if v > 2 else v


def run() -> list[str]:
    out = []
    pts = [Point(i) for i in range(1, 6)]
    for p in pts:
        p.normalize()
    best = pts[0]
    for p in pts[1:]:
        best = best.maximize(p)
    out.append("%r %r %r" % (best.x, best.y, best.z))
    p = pts[2]
    out.append("%r %r %s %r %r" % (p.norm, p.scaled, p.label, p.parts, p.pair))
    for n in (1, 4):
        m = Mixed(n)
        out.append(repr((m.total, m.count, m.name, m.kept)))
        m.change(n > 2)
        out.append(repr((m.total, m.count, m.name, m.kept)))
    return out
