# match on sequences (star anywhere, nested, str not a sequence), mappings (**rest, missing keys,
# non-dict mappings), class patterns (compiled dataclasses read natively, NamedTuples, builtins
# matching themselves, keyword attributes), as-patterns and or-patterns binding the same names.
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Dict, List, NamedTuple, Tuple


@dataclass
class Point:
    x: int
    y: int


@dataclass
class Point3(Point):
    z: int = 0


class Pair(NamedTuple):
    left: Any
    right: Any


class Plain:
    __match_args__ = ("a", "b")

    def __init__(self, a: int, b: str) -> None:
        self.a = a
        self.b = b


def seq(o: Any) -> str:
    match o:
        case []:
            return "empty"
        case [x]:
            return f"one {x!r}"
        case [1, *_, 9]:
            return "one to nine"
        case [first, *middle, last] if len(middle) > 2:
            return f"long {first} {middle} {last}"
        case (a, b):
            return f"pair {a} {b}"
        case [a, [b, c], *rest]:
            return f"nested {a} {b} {c} {rest}"
        case [*init, "end"]:
            return f"ends {init}"
        case _:
            return "no"


def typed_seq(xs: List[int]) -> int:
    match xs:
        case [a, b, *rest]:
            return a * b + len(rest)
        case [a]:
            return a
        case _:
            return 0


def typed_tuple(t: Tuple[int, str]) -> str:
    match t:
        case (0, s):
            return "zero " + s
        case (n, s):
            return s * n


def mapping(o: Any) -> str:
    match o:
        case {"type": "point", "x": x, "y": y}:
            return f"point {x} {y}"
        case {"type": "named", **rest}:
            return f"named {sorted(rest.items())}"
        case {1: one, -2: minus_two}:
            return f"ints {one} {minus_two}"
        case {}:
            return f"mapping {len(o)}"
        case _:
            return "not a mapping"


def typed_map(d: Dict[str, int]) -> int:
    match d:
        case {"a": a, "b": b}:
            return a + b
        case {"a": a, **others}:
            return a - len(others)
        case _:
            return -1


def classes(o: Any) -> str:
    match o:
        case Point3(x=0, z=z):
            return f"p3 on axis z={z}"
        case Point(0, 0):
            return "origin"
        case Point(x, 0) | Point(0, x):
            return f"on an axis at {x}"
        case Point(x=px, y=py) as p if px == py:
            return f"diagonal {px} {p}"
        case Point(px, py):
            return f"point {px + py}"
        case Pair(Point() as l, r):
            return f"pair of point {l} and {r!r}"
        case Pair(left=1):
            return "pair starting with 1"
        case Plain(n, "s"):
            return f"plain {n}"
        case Plain(b=text):
            return "plain b=" + text
        case bool(b):
            return f"bool {b}"
        case int(n):
            return f"int {n}"
        case float(f) | str(f):
            return f"float or str {f}"
        case list([*items]) | tuple(items):
            return f"list or tuple {items}"
        case dict() as d:
            return f"dict {d}"
        case _:
            return "other"


def native(p: Point) -> int:
    match p:
        case Point3(x, y, z):
            return x + y + z
        case Point(x=x, y=1):
            return x * 100
        case Point(x, y):
            return x - y


def group_and_as(o: Any) -> str:
    match o:
        case (1 | 2) as small:
            return f"small {small}"
        case [(3 as three), *_] as whole:
            return f"three in {whole} {three}"
        case ("a" | "b") as letter, (int() | float()) as num:
            return f"{letter}{num}"
        case _:
            return "other"


def iterate(n: int) -> List[str]:
    out: List[str] = []
    for i in range(n):
        match [i, i + 1]:
            case [0, _]:
                out.append("start")
            case [a, b] if b % 3 == 0:
                out.append(f"{a}:{b}")
            case _:
                out.append(".")
    return out


def ordered() -> str:
    return mapping(OrderedDict([("type", "point"), ("x", 1), ("y", 2)]))
