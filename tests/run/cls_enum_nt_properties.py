"""Decorated methods of classes their metaclass makes (Enum, IntEnum, NamedTuple): @property,
decorators written in Python, staticmethod and classmethod."""
import functools
from enum import Enum, IntEnum
from typing import Any, Callable, NamedTuple, Optional


def shout(f: Callable[[Any], str]) -> Callable[[Any], str]:
    @functools.wraps(f)
    def wrapper(self: Any) -> str:
        return f(self).upper()

    return wrapper


class Color(Enum):
    RED = 1
    GREEN = 2

    @property
    def is_warm(self) -> bool:
        return self is Color.RED

    @property
    def label(self) -> str:
        return f"{self.name.lower()}#{self.value}"

    @shout
    def describe(self) -> str:
        return "color " + self.name

    @classmethod
    def parse(cls, s: str) -> "Color":
        return cls[s.upper()]

    @staticmethod
    def count() -> int:
        return len(Color)


class Level(IntEnum):
    LOW = 1
    HIGH = 5

    @property
    def doubled(self) -> int:
        return self.value * 2


class Pair(NamedTuple):
    a: int
    b: str = "x"
    c: Optional[float] = None

    @property
    def twice(self) -> int:
        return self.a * 2

    @property
    def text(self) -> str:
        return f"{self.a}{self.b}"

    @shout
    def show(self) -> str:
        return f"pair {self.b}"


def run() -> list[str]:
    p = Pair(3, "q")
    out = [f"{Color.RED.is_warm} {Color.GREEN.is_warm} {Color.GREEN.label} {Color.RED.describe()}"]
    out.append(f"{Color.parse('green')} {Color.count()} {Level.HIGH.doubled} {Level(1).doubled}")
    out.append(f"{p.twice} {p.text} {p.show()} {Pair(1).twice} {p._replace(a=10).twice}")
    try:
        p.twice = 3  # type: ignore[misc]
    except AttributeError as e:
        out.append(f"AttributeError {e}")
    return out
