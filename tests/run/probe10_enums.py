"""Configuration model: advanced Enum features, NamedTuple with methods, ABC properties."""
from __future__ import annotations

import enum
from abc import ABC, abstractmethod
from enum import Enum, IntFlag, StrEnum, auto
from typing import Any, NamedTuple, Optional


class Color(Enum):
    RED = (255, 0, 0)
    GREEN = (0, 255, 0)
    BLUE = (0, 0, 255)
    CRIMSON = (255, 0, 0)  # an alias of RED

    def __init__(self, r: int, g: int, b: int) -> None:
        self.r = r
        self.g = g
        self.b = b

    @property
    def hex(self) -> str:
        return f"#{self.r:02x}{self.g:02x}{self.b:02x}"

    @classmethod
    def from_hex(cls, text: str) -> Color:
        v = int(text.lstrip("#"), 16)
        rgb = ((v >> 16) & 255, (v >> 8) & 255, v & 255)
        for c in cls:
            if c.value == rgb:
                return c
        raise ValueError(text)


class Level(StrEnum):
    DEBUG = auto()
    INFO = auto()
    ERROR = "err"


class Mode(Enum):
    READ = "r"
    WRITE = "w"

    @classmethod
    def _missing_(cls, value: object) -> Optional[Mode]:
        if isinstance(value, str) and value.lower() in ("r", "w"):
            return cls(value.lower())
        return None

    def __str__(self) -> str:
        return f"mode:{self.value}"


class Access(IntFlag):
    X = 1
    W = 2
    R = 4


class Ordinal(Enum):
    @staticmethod
    def _generate_next_value_(name: str, start: int, count: int, last_values: list[Any]) -> Any:
        return name[:2].lower() + str(count)

    FIRST = auto()
    SECOND = auto()


class Version(NamedTuple):
    major: int
    minor: int = 0
    patch: int = 0

    @classmethod
    def parse(cls, text: str) -> Version:
        parts = [int(p) for p in text.split(".")]
        return cls._make(parts + [0] * (3 - len(parts)))

    def bump(self, part: str) -> Version:
        if part == "major":
            return Version(self.major + 1)
        if part == "minor":
            return self._replace(minor=self.minor + 1, patch=0)
        return self._replace(patch=self.patch + 1)

    def __str__(self) -> str:
        return ".".join(map(str, self))


class Shape(ABC):
    @property
    @abstractmethod
    def area(self) -> float: ...

    @classmethod
    @abstractmethod
    def unit(cls) -> Shape: ...

    def describe(self) -> str:
        return f"{type(self).__name__}({self.area:.2f})"


class Square(Shape):
    def __init__(self, side: float) -> None:
        self.side = side

    @property
    def area(self) -> float:
        return self.side**2

    @classmethod
    def unit(cls) -> Square:
        return cls(1.0)


class Half(Shape):
    @property
    def area(self) -> float:
        return 0.5


def report() -> list[str]:
    out: list[str] = []
    out.append(f"{Color.RED.hex} {Color['CRIMSON'] is Color.RED} {list(Color)} {len(Color)}")
    out.append(f"{list(Color.__members__)} {Color.from_hex('#00ff00')!r} {Color.from_hex('0000ff').name}")
    out.append(f"{Color.BLUE.value} {Color['GREEN'].g} {Color.RED.r}")
    info: str = "info"
    out.append(f"{list(Level)} {Level.INFO == info} {Level.ERROR.upper()} {str(Level.DEBUG)} {Level('err')!r}")
    out.append(f"{format(Level.INFO)} {Level.INFO:>6}| {','.join(Level)}")
    out.append(f"{Mode('R')} {Mode('w')!r} {Mode.READ.name}")
    try:
        Mode("x")
    except ValueError as e:
        out.append(f"missing: {e}")
    a = Access.R | Access.W
    out.append(f"{a!r} {int(a)} {Access.X in a} {a & 6} {Access(7)!r} {list(Access(5))} {a + 1}")
    out.append(f"{[o.value for o in Ordinal]} {Ordinal.SECOND!r}")
    v = Version.parse("1.4")
    out.append(f"{v!r} {v} {v.bump('minor')} {v.bump('major')!r} {v.bump('patch')} {v > Version(1, 3, 9)}")
    out.append(f"{sorted([Version(2), Version(1, 10), Version(1, 2, 3)])} {Version._fields} {v._asdict()}")
    d: dict[object, str] = {Version(1): "one", Color.RED: "red", Level.INFO: "info"}
    out.append(f"{d[Version(1, 0, 0)]} {d[Color.CRIMSON]} {d[info]}")
    sq = Square.unit()
    out.append(f"{sq.describe()} {Square(3.0).area} {isinstance(sq, Shape)}")
    try:
        Half()  # type: ignore[abstract]
    except TypeError as e:
        out.append(str(e))
    out.append(str(sorted(Shape.__abstractmethods__)))
    try:
        @enum.unique
        class Dup(Enum):
            A = 1
            B = 1
    except ValueError as e:
        out.append(f"unique: {e}")
    Http = Enum("Http", ["GET", "POST"])
    out.append(f"{list(Http)} {Http.POST.value}")
    return out
