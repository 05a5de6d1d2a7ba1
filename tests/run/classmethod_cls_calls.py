# `cls` in a classmethod is mypy's type[Self]: calls of the class's classmethods and
# staticmethods through it and reads of its class attributes are typed; a subclass that
# redefines the method (or the attribute) is seen, as CPython's lookup on cls sees it.
from __future__ import annotations


class Strength:
    BASE = 10
    NAMES = ("weak", "strong")

    def __init__(self, strength: int, name: str) -> None:
        self.strength = strength
        self.name = name

    @classmethod
    def stronger(cls, s1: Strength, s2: Strength) -> bool:
        return s1.strength < s2.strength

    @classmethod
    def strongest(cls, s1: Strength, s2: Strength) -> Strength:
        if cls.stronger(s1, s2):
            return s1
        return s2

    @staticmethod
    def scale(v: int) -> int:
        return v * 3

    @classmethod
    def make(cls, v: int) -> Strength:
        return cls(cls.scale(v) + cls.BASE, cls.NAMES[v % 2] + ":" + cls.__name__)

    @classmethod
    def greet(cls) -> str:
        return "hello from " + cls.__name__

    @classmethod
    def twice(cls) -> str:
        return cls.greet() + " / " + cls.greet()


class Sub(Strength):
    BASE = 100

    @classmethod
    def greet(cls) -> str:
        return "sub says hi"


def run() -> list[str]:
    a, b = Strength(1, "a"), Strength(2, "b")
    out = [Strength.strongest(a, b).name, Sub.strongest(b, a).name]
    for k in (Strength, Sub):
        s = k.make(3)
        out.append("%s %d %s" % (type(s).__name__, s.strength, s.name))
        out.append(k.twice())
    out.append(Sub(0, "x").twice())
    return out


class Direction:
    NONE = 0
    FORWARD = 1
    LABELS = ("none", "forward")


def directions(d: int) -> str:
    # C.X in a def: the class attribute's type (a compiled class).
    if d == Direction.FORWARD:
        return Direction.LABELS[Direction.FORWARD] + str(Direction.NONE + d)
    return Direction.LABELS[Direction.NONE]
