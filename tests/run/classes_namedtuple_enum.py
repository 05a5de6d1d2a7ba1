# typing.NamedTuple and enum.Enum/IntEnum classes with compiled methods, made by their real
# metaclasses: fields with defaults, tuple behaviour, members, lookup, iteration, identity.
import enum
from enum import Enum, IntEnum, auto
from typing import List, NamedTuple, Tuple


class Point(NamedTuple):
    """A point."""
    x: int
    y: int = 0
    label: str = "p"

    def norm1(self) -> int:
        return abs(self.x) + abs(self.y)

    def moved(self, dx: int) -> "Point":
        return self._replace(x=self.x + dx)

    @staticmethod
    def origin() -> "Point":
        return Point(0, 0, "o")

    @classmethod
    def diagonal(cls, n: int) -> "Point":
        return cls(n, n)

    def __repr__(self) -> str:
        return f"P<{self.x},{self.y}>"


class Pair(NamedTuple):
    a: float
    b: List[int]


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3

    def describe(self) -> str:
        return f"{self.name}={self.value}"

    @classmethod
    def from_name(cls, n: str) -> "Color":
        return cls[n]


class Level(IntEnum):
    LOW = auto()
    MID = auto()
    HIGH = 10

    def doubled(self) -> int:
        return int(self) * 2


class Shape(enum.Enum):
    SQUARE = "sq"
    CIRCLE = "ci"

    def __str__(self) -> str:
        return "shape " + self.value


def total(ps: List[Point]) -> int:
    t = 0
    for p in ps:
        x, y, _ = p
        t += x * 10 + y + p.norm1() + p[0]
    return t


def make(n: int) -> List[Point]:
    return [Point(i, i * 2) for i in range(n)] + [Point.origin(), Point.diagonal(n)]


def pick(c: Color) -> str:
    if c is Color.RED:
        return "red!"
    if c == Color.GREEN:
        return "green"
    return c.describe()


def levels() -> List[Tuple[str, int]]:
    return [(lv.name, lv.value + lv.doubled()) for lv in Level]


def by_value(v: int) -> Color:
    return Color(v)


def compare(a: Level, b: Level) -> bool:
    return a < b
