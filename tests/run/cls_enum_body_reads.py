"""Class bodies of Python-made classes reading their own names run in the metaclass's prepared
namespace, as in CPython: a Flag's `RW = R | W` sees R and W's values after auto(), aliases
and derived members of an Enum, and a custom __prepare__ mapping sees every store in order."""
from enum import Enum, Flag, IntFlag, auto

from _meta_helpers import RecordingMeta

log = RecordingMeta.log


class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W
    ALL = R | W | X


class Bits(IntFlag):
    ONE = auto()
    TWO = auto()
    BOTH = ONE | TWO


class Shade(Enum):
    LIGHT = auto()
    DARK = auto()
    DEFAULT = LIGHT


class Size(Enum):
    SMALL = 1
    LARGE = SMALL * 10
    for_loop_made = [s for s in range(2)]


class Thing(metaclass=RecordingMeta):
    a = 1
    b = a + 1

    def total(self) -> int:
        return 3


def run() -> list[str]:
    return [
        f"{Perm.RW} {Perm.ALL} {Perm.R in Perm.RW} {Perm.X in Perm.RW} {list(Perm)}",
        f"{Bits.BOTH} {int(Bits.BOTH)} {Bits.ONE | Bits.TWO == Bits.BOTH}",
        f"{Shade.DEFAULT} {Shade.DEFAULT is Shade.LIGHT} {list(Shade)}",
        f"{Size.LARGE.value} {Size.for_loop_made.value}",
        f"{Thing.b} {Thing().total()} {log}",
    ]
