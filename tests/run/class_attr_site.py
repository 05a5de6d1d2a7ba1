# `C.name` on classes made by their metaclass (Enum members, class constants of classes with a
# base from another module): read through a per-site cache (rt_class_attr.h) that must give
# what type_getattro gives after every kind of change to the class, its bases, its metaclass,
# the value's type, or the global the class is bound to.
from enum import Enum, Flag, IntEnum
from string import Formatter
from typing import List


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1  # an alias of RED


class Num(IntEnum):
    ONE = 1
    TWO = 2


class Perm(Flag):
    R = 4
    W = 2
    X = 1


class Base(Enum):
    def describe(self) -> str:
        return self.name.lower()


class Shape(Base):
    SQUARE = "sq"
    CIRCLE = "ci"


class Fmt(Formatter):
    LIMIT = 10
    label = "fmt"

    def tag(self) -> str:
        return "tag"


def count(items: List[Color]) -> int:
    n = 0
    for x in items:
        if x is Color.RED:
            n += 1
        elif x is Color.GREEN:
            n += 2
        elif x is Color.CRIMSON:
            n += 100  # never: CRIMSON is RED
    return n


def members() -> list:
    return [Color.RED, Color.CRIMSON, Color.BLUE, Num.TWO, Num.ONE + Num.TWO, Perm.R | Perm.W,
            Shape.SQUARE, Shape.CIRCLE.describe(), Color.RED.value, Color.BLUE.name]


def limit() -> object:
    return Fmt.LIMIT


def label() -> object:
    return Fmt.label


def tag() -> object:
    return Fmt.tag  # a function: a descriptor, never cached


def missing() -> object:
    return Color.PURPLE  # type: ignore[attr-defined]


def rebind() -> None:
    global Color

    class Other(Enum):
        RED = 10
        GREEN = 20
        BLUE = 30
        CRIMSON = 40

    Color = Other  # type: ignore[misc]
