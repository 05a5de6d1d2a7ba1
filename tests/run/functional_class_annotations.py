# Classes made by a call (NamedTuple('NT', ...), namedtuple, Enum('E', ...), TypedDict(...))
# name types in annotations: their values are objects.
from collections import namedtuple
from enum import Enum
from typing import List, NamedTuple, TypedDict

NT = NamedTuple("NT", [("x", int), ("y", int)])
Pt = namedtuple("Pt", ["a", "b"])
Color = Enum("Color", "RED GREEN")
Movie = TypedDict("Movie", {"title": str, "year": int})


def larger(nt: NT) -> int:
    if nt.x > nt.y:
        return nt.x
    return nt.y


def total(ps: List[Pt]) -> int:
    return sum(p.a + p.b for p in ps)


def name_of(c: Color) -> str:
    return c.name


def describe(m: Movie) -> str:
    return f"{m['title']} ({m['year']})"


def run() -> str:
    return f"{larger(NT(1, 2))} {larger(NT(5, 3))} {total([Pt(1, 2), Pt(3, 4)])} " \
        f"{name_of(Color.GREEN)} {describe({'title': 'Up', 'year': 2009})}"
