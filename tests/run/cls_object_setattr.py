"""object.__setattr__(self, "field", value) on compiled instances: the frozen dataclass's
__post_init__ idiom (init=False fields derived from the others), a plain class, a class whose
own __setattr__ it bypasses; ordinary stores to the frozen fields still raise
FrozenInstanceError, and object.__setattr__ from Python on a class defining __setattr__ works."""
from dataclasses import FrozenInstanceError, dataclass, field
from typing import Any, Optional


@dataclass(frozen=True)
class Rect:
    w: int
    h: int
    area: int = field(init=False)
    label: str = field(init=False, repr=False)
    parent: Optional["Rect"] = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "area", self.w * self.h)
        object.__setattr__(self, "label", f"{self.w}x{self.h}")

    def scaled(self, k: int) -> "Rect":
        return Rect(self.w * k, self.h * k, self)


class Counter:
    def __init__(self) -> None:
        self.hits = 0
        self.name = "c"
        object.__setattr__(self, "hits", 10)  # a comment between arguments is fine

    def bump(self) -> int:
        object.__setattr__(self, "hits", self.hits + 1)
        return self.hits


class Locked:
    def __init__(self, v: int) -> None:
        object.__setattr__(self, "v", v)
        object.__setattr__(self, "log", [])

    v: int
    log: list[str]

    def __setattr__(self, name: str, value: Any) -> None:
        self.log.append(f"refused {name}")
        raise AttributeError(f"{name} is locked")

    def force(self, v: int) -> int:
        object.__setattr__(self, "v", v)
        return self.v


def rects() -> list[str]:
    r = Rect(2, 3)
    s = r.scaled(2)
    out = [repr(r), str(r.area), r.label, repr(s), str(s.area), str(s.parent is r)]
    try:
        r.area = 1  # type: ignore[misc]
    except FrozenInstanceError as e:
        out.append(f"FrozenInstanceError {e}")
    out.append(str(r == Rect(2, 3)) + " " + str(hash(r) == hash(Rect(2, 3))))
    return out


def counter() -> list[int]:
    c = Counter()
    return [c.hits, c.bump(), c.bump()]


def locked() -> list[str]:
    k = Locked(1)
    try:
        k.v = 2
    except AttributeError as e:
        k.log.append(f"AttributeError {e}")
    k.force(5)
    return k.log + [str(k.v)]
