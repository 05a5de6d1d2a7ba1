# Dataclasses: field() on an InitVar (its default, kw_only, and the flags an InitVar ignores),
# and replace() with InitVars: one without a default must be passed, one with a default (plain
# or from field()) may be left out and then gets the class attribute.
from dataclasses import InitVar, dataclass, field, fields, replace
from typing import List


@dataclass
class Tank:
    name: str
    scale: InitVar[int] = field(default=3)
    level: int = 0
    offset: InitVar[int] = field(default=10, repr=False, compare=False, hash=None)
    unit: InitVar[str] = "l"

    def __post_init__(self, scale: int, offset: int, unit: str) -> None:
        self.level = self.level * scale + offset
        self.name = self.name + "/" + unit


@dataclass
class Pipe:
    length: int
    factor: InitVar[int] = field(kw_only=True, default=2)
    extra: InitVar[int] = field()

    def __post_init__(self, factor: int, extra: int) -> None:
        self.length = self.length * factor + extra


@dataclass
class Needs:
    base: int
    add: InitVar[int]
    mul: InitVar[int] = field(default=1)

    def __post_init__(self, add: int, mul: int) -> None:
        self.base = (self.base + add) * mul


@dataclass
class Quiet:
    a: int
    hidden: InitVar[int] = field(default=7, init=False)


def tanks() -> List[str]:
    a = Tank("a")
    b = Tank("b", 2, 5, 1, "ml")
    c = Tank("c", offset=0)
    return [repr(a), repr(b), repr(c), str(a == Tank("a")), str(Tank.scale), str(Tank.offset),
            str([f.name for f in fields(Tank)])]


def pipes() -> List[str]:
    p = Pipe(4, 1)
    q = Pipe(4, 0, factor=5)
    return [repr(p), repr(q), str(Pipe.factor)]


def replaced() -> List[str]:
    n = Needs(1, 2, 3)
    out = [repr(n), repr(replace(n, add=0)), repr(replace(n, add=1, mul=10)),
           repr(replace(n, base=5, add=0))]
    t = replace(Tank("t", 1, 1, 0), level=2)
    out.append(repr(t))
    q = Quiet(1)
    out += [repr(q), repr(replace(q, a=2)), str(Quiet.hidden), str(Quiet.__match_args__)]
    try:
        replace(q, hidden=3)
    except ValueError as e:
        out.append("ValueError: " + str(e))
    try:
        replace(n, mul=2)
    except ValueError as e:
        out.append("ValueError: " + str(e))
    return out
