# Dataclass options kw_only=True (keyword-only parameters after the positional ones, also below a
# positional base) and slots=True (__slots__ of the own fields), called from compiled code and
# from Python.
from __future__ import annotations

from dataclasses import dataclass, field
from typing import List


@dataclass(kw_only=True)
class Opts:
    verbose: bool = False
    level: int = 1
    name: str


@dataclass
class Base:
    x: int
    y: int = 0


@dataclass(kw_only=True)
class Tagged(Base):
    tag: str
    extra: List[str] = field(default_factory=list)


@dataclass(slots=True)
class Pt:
    x: int
    y: int

    def norm1(self) -> int:
        return abs(self.x) + abs(self.y)


def run() -> List[str]:
    o = Opts(name="a", level=3)
    t = Tagged(1, tag="t")
    t2 = Tagged(1, 2, tag="u", extra=["e"])
    p = Pt(3, -4)
    return [repr(o), repr(Opts(name="b")), repr(t), repr(t2), repr(p), str(p.norm1()), str(Pt.__slots__)]
