# Dataclasses with field(default=..., default_factory=...), __post_init__ (also inherited),
# order/frozen options, inheritance, and the dataclasses module's functions on compiled instances
# (fields, asdict, astuple, replace, is_dataclass); Enum, IntEnum, Flag and NamedTuple classes.
from __future__ import annotations
import dataclasses
from dataclasses import dataclass, field, InitVar
from enum import Enum, IntEnum, Flag, auto
from typing import List, NamedTuple, Dict, Optional


@dataclass
class Item:
    name: str
    qty: int = 0
    tags: List[str] = dataclasses.field(default_factory=list)
    price: float = field(default=1.5)

    def __post_init__(self) -> None:
        if self.qty < 0:
            raise ValueError("negative qty")
        self.tags.append("new")


@dataclass(order=True, frozen=True)
class Ver:
    major: int
    minor: int = 0


@dataclass
class Pt:
    x: int
    y: int


@dataclass
class Base:
    a: int
    log: List[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.log.append(f"post {type(self).__name__} {self.a}")


@dataclass
class Derived(Base):
    b: str = "b"


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1

    def hot(self) -> bool:
        return self is Color.RED


class Pri(IntEnum):
    LOW = auto()
    HIGH = auto()


class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()


class P(NamedTuple):
    x: int
    y: int = 0

    def norm1(self) -> int:
        return abs(self.x) + abs(self.y)


def run() -> List[str]:
    out: List[str] = []
    i = Item("a", 2)
    out.append(repr(i))
    out.append(str(i == Item("a", 2, ["new"])))
    try:
        Item("b", -1)
    except ValueError as e:
        out.append(str(e))
    out.append(str(sorted([Ver(1, 2), Ver(1, 0), Ver(0, 9)])))
    v = Ver(1)
    try:
        setattr(v, "major", 3)
    except dataclasses.FrozenInstanceError as e:
        out.append("frozen " + str(e))
    out.append(str(hash(v) == hash(Ver(1, 0))))
    p = Pt(1, 2)
    out.append(repr(p) + str(dataclasses.astuple(p)) + str(dataclasses.asdict(Derived(1))))
    out.append(repr(dataclasses.replace(p, y=5)))
    out.append(str([f.name for f in dataclasses.fields(Derived)]))
    dd = Derived(2, b="x")
    out.append(repr(dd) + " " + str(Item("z").tags is Item("z").tags))
    out.append(str(dataclasses.is_dataclass(dd)) + " " + repr(dataclasses.replace(dd, a=7)))
    out.append(f"{Color.RED} {Color(2)} {Color['BLUE']} {Color.CRIMSON is Color.RED} {Color.RED.name} {Color.RED.value}")
    out.append(str(list(Color)) + str(len(Color)) + str(Color.RED.hot()) + str(Color.GREEN.hot()))
    out.append(f"{Pri.LOW + 1} {Pri.HIGH > Pri.LOW} {int(Pri.HIGH)}")
    rw = Perm.R | Perm.W
    out.append(f"{rw} {Perm.R in rw} {Perm.X in rw} {bool(Perm.R & Perm.X)}")
    q = P(3, -4)
    out.append(f"{q} {q.norm1()} {q._replace(y=1)} {q._asdict()} {P._fields} {P(1)}")
    x, y = q
    out.append(str(x * y))
    d: Dict[Color, int] = {Color.RED: 1}
    out.append(str(d.get(Color.RED)) + str(d.get(Color.BLUE)))
    try:
        Color(7)
    except ValueError as e:
        out.append(str(e))
    return out
