"""ParamSpec-typed decorators (`*args: P.args, **kwargs: P.kwargs`) and `assert_never` ending a
branch chain or a match, in the spellings mypy accepts."""
from __future__ import annotations

import functools
import typing
from enum import Enum
from typing import Callable, Literal, ParamSpec, TypeVar, assert_never

P = ParamSpec("P")
Q = typing.ParamSpec("Q")
R = TypeVar("R")


def logged(fn: Callable[P, R]) -> Callable[P, R]:
    @functools.wraps(fn)
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        last[fn.__name__] = f"{args}{sorted(kwargs.items())}"
        counts[fn.__name__] = counts.get(fn.__name__, 0) + 1
        return fn(*args, **kwargs)
    return inner


def retry(times: int) -> Callable[[Callable[Q, R]], Callable[Q, R]]:
    def deco(fn: Callable[Q, R]) -> Callable[Q, R]:
        def inner(*args: Q.args, **kwargs: Q.kwargs) -> R:
            for _ in range(times - 1):
                try:
                    return fn(*args, **kwargs)
                except ValueError:
                    counts["retry"] = counts.get("retry", 0) + 1
            return fn(*args, **kwargs)
        return inner
    return deco


last: dict[str, str] = {}
counts: dict[str, int] = {}


@logged
def add(a: int, b: int = 2, *, scale: int = 1) -> int:
    return (a + b) * scale


attempts = [0]


@retry(3)
def flaky(n: int) -> int:
    attempts[0] += 1
    if attempts[0] < 3:
        raise ValueError(n)
    return n * attempts[0]


class Shape(Enum):
    CIRCLE = "c"
    SQUARE = "s"


def area(s: Shape, x: float) -> float:
    if s is Shape.CIRCLE:
        return 3.0 * x * x
    elif s is Shape.SQUARE:
        return x * x
    else:
        assert_never(s)


def sides(s: Shape) -> int:
    match s:
        case Shape.CIRCLE:
            return 0
        case Shape.SQUARE:
            return 4
        case _:
            typing.assert_never(s)


def word(k: Literal["a", "b"]) -> str:
    if k == "a":
        return "alpha"
    if k == "b":
        return "beta"
    assert_never(k)


class Box:
    def __repr__(self) -> str:
        return "Box()"

    @logged
    def size(self, n: int) -> int:
        return n * 10


def run() -> list[object]:
    counts.clear()
    attempts[0] = 0
    return [add(1), add(1, 5, scale=3), flaky(7), area(Shape.CIRCLE, 2.0), area(Shape.SQUARE, 3.0),
            sides(Shape.SQUARE), word("b"), Box().size(4), dict(counts), dict(last)]
