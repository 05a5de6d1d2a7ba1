# Python classes deriving from several compiled classes (mixins): as for Python classes, bases
# without instance fields combine with any one base that has some, in any order, with weak
# references and attribute stores; two bases with fields each (here declared as __slots__, so
# that CPython refuses them too) raise CPython's layout TypeError. On 3.12+ this needs the weak
# reference list outside the instance struct (a field-less compiled class is object's size).
from typing import List

from mypy_extensions import mypyc_attr


@mypyc_attr(allow_interpreted_subclasses=True)
class Named:
    def name(self) -> str:
        return "named " + type(self).__name__


@mypyc_attr(allow_interpreted_subclasses=True)
class Tagged:
    def tag(self) -> str:
        return "<" + self.name_of() + ">"

    def name_of(self) -> str:
        return "tagged"


@mypyc_attr(allow_interpreted_subclasses=True)
class Shape:
    __slots__ = ("k",)

    def __init__(self, k: int) -> None:
        self.k = k

    def area(self) -> int:
        return self.k * self.k


@mypyc_attr(allow_interpreted_subclasses=True)
class Scaled(Shape):
    __slots__ = ("f",)

    def __init__(self, k: int, f: float) -> None:
        super().__init__(k)
        self.f = f

    def area(self) -> int:
        return int(self.k * self.k * self.f)


@mypyc_attr(allow_interpreted_subclasses=True)
class Weighted:
    __slots__ = ("w",)

    def __init__(self, w: float) -> None:
        self.w = w


def names(xs: List[Named]) -> List[str]:
    return [x.name() for x in xs]


def areas(xs: List[Shape]) -> List[int]:
    return [x.area() for x in xs]


def tags(xs: List[Tagged]) -> List[str]:
    return [x.tag() for x in xs]
