# Decorated Python-made classes (@runtime_checkable Protocols checked with isinstance, an
# @enum.unique Enum) and NamedTuple values held in fields, globals, lists and dicts.
import enum
from typing import Dict, List, NamedTuple, Optional, Protocol, runtime_checkable


@runtime_checkable
class Sized2(Protocol):
    def size(self) -> int: ...


@runtime_checkable
class Named(Protocol):
    name: str


class Box:
    def __init__(self, n: int) -> None:
        self.n = n
        self.name = "box"

    def size(self) -> int:
        return self.n


class Blob:
    def size(self) -> int:
        return -1


@enum.unique
class Unit(enum.Enum):
    CM = "cm"
    INCH = "in"


class Pt(NamedTuple):
    x: int
    y: float
    unit: Unit = Unit.CM


ORIGIN = Pt(0, 0.0)
CORNERS: Dict[str, Pt] = {"ne": Pt(1, 1.0), "sw": Pt(-1, -1.0, Unit.INCH)}


class Path:
    def __init__(self, start: Pt) -> None:
        self.start = start
        self.points: List[Pt] = [start]
        self.last: Optional[Pt] = None

    def add(self, p: Pt) -> None:
        self.points.append(p)
        self.last = p

    def length(self) -> float:
        total = 0.0
        prev = self.start
        for p in self.points[1:]:
            total += abs(p.x - prev.x) + abs(p.y - prev.y)
            prev = p
        return total


def sizes(items: List[object]) -> List[str]:
    out: List[str] = []
    for it in items:
        if isinstance(it, Sized2):
            out.append(f"{type(it).__name__}:{it.size()}")
        else:
            out.append(f"{type(it).__name__}:-")
    return out


def run(k: int) -> List[str]:
    path = Path(ORIGIN)
    for i in range(k):
        path.add(Pt(i, i * 0.5))
    path.add(CORNERS["sw"])
    out = [f"{path.length():.2f}", str(path.start.x + path.start.y), str(path.points[-1].unit)]
    if path.last is not None:
        out.append(f"{path.last.x} {path.last[1]} {path.last._replace(x=9)}")
    out.append(str(ORIGIN == Pt(0, 0.0)) + " " + str(ORIGIN._asdict()) + " " + str(CORNERS["ne"].y))
    out += sizes([Box(k), Blob(), "str", 3])
    out.append(f"{isinstance(Box(1), Named)} {isinstance(Blob(), Named)} {Unit('in').name}")
    try:
        Unit("mm")
    except ValueError as e:
        out.append("ValueError " + str(e))
    return out
