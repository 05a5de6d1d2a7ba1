# Classes that hold only ints, floats and bools (ir::ClassDef::collectable false): instances
# without the collector's header. Vectors made and dropped in loops (free-list reuse), bignum
# and float fields, a hierarchy with a virtual call, a frozen/ordered dataclass, and a
# hierarchy whose compiled subclass adds an object field, which keeps the whole hierarchy
# collectable so a cycle through the subclass is still freed by gc.collect().
from dataclasses import dataclass
from typing import List, Optional


class Vec:
    def __init__(self, x: float, y: float, z: float) -> None:
        self.x = x
        self.y = y
        self.z = z

    def add(self, o: "Vec") -> "Vec":
        return Vec(self.x + o.x, self.y + o.y, self.z + o.z)

    def scale(self, k: float) -> "Vec":
        return Vec(self.x * k, self.y * k, self.z * k)

    def __repr__(self) -> str:
        return f"Vec({self.x}, {self.y}, {self.z})"


class Counter:
    total: int = 0

    def __init__(self, start: int, on: bool) -> None:
        self.n = start
        self.on = on

    def bump(self, k: int) -> int:
        self.n = self.n * k + 1
        return self.n


class Shape:
    def __init__(self, a: int) -> None:
        self.a = a

    def area(self) -> int:
        return self.a


class Square(Shape):
    def __init__(self, a: int, scale: float) -> None:
        super().__init__(a)
        self.scale = scale

    def area(self) -> int:
        return self.a * self.a


def areas(shapes: List[Shape]) -> int:
    return sum(s.area() for s in shapes)  # a virtual call


@dataclass(frozen=True, order=True)
class Money:
    units: int
    cents: int
    ok: bool = True


class Base:
    def __init__(self, v: int) -> None:
        self.v = v


class Holder(Base):
    def __init__(self, v: int) -> None:
        super().__init__(v)
        self.other: Optional[Base] = None


def walk(n: int) -> Vec:
    step = Vec(0.5, -1.0, 2.0)
    acc = Vec(0.0, 0.0, 0.0)
    for i in range(n):
        acc = acc.add(step.scale(float(i % 7)))
    return acc


def cycle(n: int) -> List[Holder]:
    out = []
    for i in range(n):
        a, b = Holder(i), Holder(-i)
        a.other = b
        b.other = a
        out.append(a)
    return out
