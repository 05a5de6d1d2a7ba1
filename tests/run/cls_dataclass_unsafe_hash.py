"""@dataclass(unsafe_hash=True): instances hash their fields (hash=False / compare=False fields
left out) though they are mutable, with eq=True or eq=False; subclasses inherit the hash or, as
a plain (eq) dataclass, set __hash__ to None; __dataclass_params__ records the option."""
from dataclasses import dataclass, field


@dataclass(unsafe_hash=True)
class Cell:
    row: int
    col: int
    label: str = field(default="", compare=False)
    weight: float = field(default=1.0, hash=False)


@dataclass(unsafe_hash=True, eq=False)
class Handle:
    ident: str


@dataclass(unsafe_hash=True, frozen=True, order=True)
class Key:
    a: int
    b: str = "x"


@dataclass
class Sub(Cell):
    extra: int = 0


@dataclass(eq=False)
class Plain(Cell):
    pass


def cells() -> list[str]:
    c = Cell(1, 2, "a")
    seen = {c, Cell(1, 2, "b"), Cell(2, 1)}
    out = [str(len(seen)), str(hash(c) == hash((1, 2))), str(hash(c) == hash(Cell(1, 2, "z", 5.0)))]
    c.row = 7
    out.append(str(hash(c) == hash((7, 2))))
    out.append(str(c == Cell(7, 2, "q", 2.0)))
    index: dict[Cell, str] = {Cell(0, 0): "origin"}
    out.append(index[Cell(0, 0, "other")])
    return out


def handles() -> list[str]:
    h = Handle("h")
    return [str(hash(h) == hash(("h",))), str(h == Handle("h")), str(h == h), str(len({h, Handle("h")}))]


def keys() -> list[str]:
    ks = sorted({Key(2), Key(1, "y"), Key(1)})
    return [repr(ks), str(hash(Key(3)) == hash((3, "x")))]


def subclasses() -> list[str]:
    out = [str(Sub.__hash__ is None), str(hash(Plain(1, 1)) == hash((1, 1)))]
    try:
        hash(Sub(1, 2))
    except TypeError as e:
        out.append(f"TypeError {e}")
    return out
