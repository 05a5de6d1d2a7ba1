# Properties (getter/setter), explicit __slots__, class attributes (ClassVar and plain) read through
# self and rebound from a classmethod and from Python, truthiness dunders, __getattr__ fallback and
# __eq__ without __hash__.
from __future__ import annotations

from typing import ClassVar, List, Optional


class Temp:
    scale: ClassVar[str] = "C"
    count = 0

    def __init__(self, c: float) -> None:
        self._c: Optional[float] = c
        Temp.count += 1

    @property
    def celsius(self) -> float:
        c = self._c
        if c is None:
            raise AttributeError("no temperature")
        return c

    @celsius.setter
    def celsius(self, v: float) -> None:
        if v < -273.15:
            raise ValueError(f"below absolute zero: {v}")
        self._c = v

    def clear(self) -> None:
        self._c = None

    @property
    def fahrenheit(self) -> float:
        return self.celsius * 9 / 5 + 32

    @classmethod
    def set_scale(cls, s: str) -> None:
        cls.scale = s

    def label(self) -> str:
        return f"{self.celsius}{self.scale}"


class Slotted:
    __slots__ = ("a", "b")

    def __init__(self, a: int, b: str) -> None:
        self.a = a
        self.b = b

    def total(self) -> str:
        return self.b * self.a


class Bag:
    def __init__(self, items: List[int]) -> None:
        self.items = items

    def __len__(self) -> int:
        return len(self.items)


class Flagged:
    def __init__(self, on: bool) -> None:
        self.on = on

    def __bool__(self) -> bool:
        return self.on

    def __len__(self) -> int:
        return 99


class Dyn:
    def __init__(self) -> None:
        self.real = 1

    def __getattr__(self, name: str) -> str:
        if name.startswith("x_"):
            return name[2:]
        raise AttributeError(f"Dyn has no {name!r}")


class Point:
    def __init__(self, x: int, y: int) -> None:
        self.x = x
        self.y = y

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Point):
            return NotImplemented
        return self.x == other.x and self.y == other.y


def run() -> List[str]:
    out: List[str] = []
    t = Temp(20.0)
    out.append(f"{t.celsius} {t.fahrenheit} {t.label()}")
    t.celsius = 30.5
    out.append(t.label())
    try:
        t.celsius = -300.0
    except ValueError as e:
        out.append(str(e))
    t.clear()
    try:
        out.append(str(t.celsius))
    except AttributeError as e:
        out.append("AE " + str(e))
    Temp.set_scale("K")
    t.celsius = 1.0
    out.append(t.label() + " " + str(Temp.count))
    s = Slotted(3, "ab")
    out.append(s.total())
    s.a = 2
    out.append(s.total())
    out.append(str([bool(Bag([])), bool(Bag([1])), bool(Flagged(False)), bool(Flagged(True))]))
    out.append("yes" if Bag([1, 2]) else "no")
    out.append("yes" if not Flagged(False) else "no")
    d = Dyn()
    out.append(d.x_hello + " " + str(d.real))
    try:
        out.append(d.missing)
    except AttributeError as e:
        out.append("AE " + str(e))
    p = Point(1, 2)
    out.append(str([p == Point(1, 2), p != Point(1, 3), p == 5]))  # type: ignore[comparison-overlap]
    try:
        hash(p)
    except TypeError as e:
        out.append("TE " + str(e))
    out.append(str(Point.__hash__))
    return out
