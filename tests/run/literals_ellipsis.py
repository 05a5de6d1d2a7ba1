# `...` as an expression: the Ellipsis constant (a sentinel default, an item, a subscript).
from typing import Any

import numpy as np

MISSING: Any = ...


def describe(x: Any = ...) -> str:
    if x is ...:
        return "no argument"
    return repr(x)


def values() -> list[object]:
    e = ...
    pair = (1, ...)
    return [e, e is Ellipsis, MISSING is ..., pair, str(...), repr([...]), type(...).__name__,
            ... == ..., {...: "dots"}[...]]


def slicing() -> list[object]:
    a = np.arange(8).reshape(2, 2, 2)
    return [a[..., 0].tolist(), a[1, ...].tolist(), a[...].shape]


def stub() -> None:
    ...
