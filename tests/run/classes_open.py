# Compiled classes declared open to Python subclasses (mypyc's allow_interpreted_subclasses and
# trait): compiled callers see a Python subclass's overrides of methods and properties.
from typing import List

from mypy_extensions import mypyc_attr, trait


@mypyc_attr(allow_interpreted_subclasses=True)
class Shape:
    def __init__(self, name: str) -> None:
        self.name = name
        self.scale = 1

    def area(self) -> float:
        return 0.0

    def describe(self) -> str:
        return f"{self.name}: {self.area():.2f} x{self.scale} ({self.kind})"

    @property
    def kind(self) -> str:
        return "shape"

    def grow(self, by: int) -> int:
        self.scale += by
        return self.scale


class Square(Shape):
    def __init__(self, side: float) -> None:
        super().__init__("square")
        self.side = side

    def area(self) -> float:
        return self.side * self.side


@trait
class Named:
    def label(self) -> str:
        return "named"


def total_area(shapes: List[Shape]) -> float:
    t = 0.0
    for s in shapes:
        t += s.area()
    return t


def describe_all(shapes: List[Shape]) -> List[str]:
    return [s.describe() + " " + s.kind for s in shapes]


def grow_all(shapes: List[Shape], by: int) -> int:
    t = 0
    for s in shapes:
        t += s.grow(by)
    return t


def label(n: Named) -> str:
    return n.label() + "!"
