"""Compiled classes: fields, methods, properties, static/class methods and dunders."""
from typing import ClassVar, Iterator


class Vec:
    """A 2-d vector."""

    dims: ClassVar[int] = 2
    label = "vec"
    x: float
    y: float

    def __init__(self, x: float, y: float) -> None:
        self.x = x
        self.y = y
        self.calls = 0

    def dot(self, other: "Vec") -> float:
        self.calls += 1
        return self.x * other.x + self.y * other.y

    def scaled(self, k: float) -> "Vec":
        return Vec(self.x * k, self.y * k)

    @property
    def length2(self) -> float:
        return self.dot(self)

    @property
    def first(self) -> float:
        return self.x

    @first.setter
    def first(self, v: float) -> None:
        self.x = v

    @staticmethod
    def zero() -> "Vec":
        return Vec(0.0, 0.0)

    @classmethod
    def describe(cls) -> str:
        return "class " + cls.__name__

    def __repr__(self) -> str:
        return "Vec(" + repr(self.x) + ", " + repr(self.y) + ")"

    def __str__(self) -> str:
        return "<" + str(self.x) + " " + str(self.y) + ">"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Vec):
            return False
        return self.x == other.x and self.y == other.y

    def __lt__(self, other: "Vec") -> bool:
        return self.length2 < other.length2

    def __hash__(self) -> int:
        return hash((self.x, self.y))

    def __add__(self, other: "Vec") -> "Vec":
        return Vec(self.x + other.x, self.y + other.y)

    def __neg__(self) -> "Vec":
        return Vec(-self.x, -self.y)


class Bag:
    def __init__(self) -> None:
        self.items: list[int] = []
        self.pos = 0

    def add(self, v: int) -> "Bag":
        self.items.append(v)
        return self

    def __len__(self) -> int:
        return len(self.items)

    def __getitem__(self, i: int) -> int:
        return self.items[i]

    def __contains__(self, v: int) -> bool:
        return v in self.items

    def __iter__(self) -> Iterator[int]:
        return iter(self.items)

    def __call__(self, k: int) -> int:
        return sum(self.items) * k


class Counter:
    count: int

    def bump(self) -> int:
        self.count += 1
        return self.count


def make_and_use(n: int) -> float:
    total = 0.0
    v = Vec(1.0, 2.0)
    for i in range(n):
        w = v.scaled(float(i))
        total += w.dot(v)
    return total + v.calls


def bag_total(b: Bag) -> int:
    t = 0
    for i in range(len(b.items)):
        t += b.items[i]
    return t + len(b)


def unset(c: Counter) -> int:
    return c.bump()


def field_read(v: Vec) -> float:
    return v.first + v.length2


def static_and_class() -> str:
    z = Vec.zero()
    return Vec.describe() + " " + str(z.x)


def vec_sum(vs: list[Vec]) -> Vec:
    acc = Vec.zero()
    for v in vs:
        acc = acc + v
    return acc


def vec_ops(a: Vec, b: Vec) -> float:
    c = a + b
    return c.x * 10.0 + (a + c).y
