# Type aliases, TypeVar generic functions, Literal/NewType/TypeAlias spellings, overloaded
# containers of aliases: mypy-clean code that names types indirectly.
from typing import Dict, List, Literal, NewType, Optional, Sequence, Tuple, TypeVar, Union

import typing
from typing import cast

from typing_extensions import TypeAlias

Vector = List[float]
Matrix = List[Vector]
Grid: TypeAlias = Dict[Tuple[int, int], str]
UserId = NewType("UserId", int)
Mode = Literal["r", "w"]
MaybeInt = Optional[int]
Number = Union[int, float]

T = TypeVar("T")
K = TypeVar("K")
N = TypeVar("N", int, float)


def scale(v: Vector, k: float) -> Vector:
    return [x * k for x in v]


def transpose(m: Matrix) -> Matrix:
    return [list(col) for col in zip(*m)]


def grid_text(g: Grid, w: int, h: int) -> str:
    return "\n".join("".join(g.get((x, y), ".") for x in range(w)) for y in range(h))


def user(n: int) -> UserId:
    return UserId(n + 1000)


def open_mode(m: Mode) -> str:
    return m * 2


def maybe(v: MaybeInt) -> int:
    return -1 if v is None else v * 2


def add_numbers(a: Number, b: Number) -> Number:
    return a + b


def first(xs: Sequence[T]) -> T:
    return xs[0]


def first_or(xs: List[T], default: T) -> T:
    return xs[0] if xs else default


def invert(d: Dict[K, T]) -> Dict[T, K]:
    return {v: k for k, v in d.items()}


def biggest(a: N, b: N) -> N:
    return a if a > b else b


def pairs(xs: List[T]) -> List[Tuple[T, T]]:
    return list(zip(xs, xs[1:]))


def casts(v: object, xs: List[object]) -> List[object]:
    n = cast(int, v)
    s = typing.cast("List[int]", xs)
    return [n + 1, len(s), cast(str, "x") * 2]


def cast_bad(v: object) -> int:
    return cast(int, v) + 1


def alias_value() -> str:
    return str(Vector) + " " + str(Grid) + " " + str(Optional[int])
