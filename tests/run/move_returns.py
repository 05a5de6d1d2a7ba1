# Returns of a local or a temporary move its reference into the result (transform/move_returns):
# the copies must still be right where the local is read or kept after the return statement.
from __future__ import annotations

from typing import Callable


class Node:
    def __init__(self, name: str) -> None:
        self.name = name
        self.left: Node | None = None
        self.right: Node | None = None

    def pick(self, first: bool) -> Node | None:
        return self.left if first else self.right

    def either(self, first: bool) -> Node:
        n = Node(self.name + ("<" if first else ">"))
        return n


def big_square(n: int) -> int:
    y = n * n
    return y


def small_or_big(n: int, big: bool) -> int:
    y = n + 1
    z = y * 2 ** 70
    return z if big else y


def kept_twice(xs: list[list[int]]) -> list[int]:
    x = [len(xs)]
    xs.append(x)
    return x


def returned_in_finally(log: list[str]) -> list[str]:
    x = ["body"]
    try:
        return x
    finally:
        x.append("finally")
        log.append("ran")


def returned_in_loop(items: list[str], want: str) -> str:
    for s in items:
        t = s.upper()
        if t == want:
            return t
    return "none"


def returned_in_with(cm: Callable[[], object], log: list[str]) -> list[str]:
    x = ["with"]
    with cm():  # type: ignore
        log.append("inside")
        return x


def returned_after_raise(flag: bool) -> list[int]:
    x = [1, 2]
    if flag:
        raise ValueError("flag")
    return x


def returned_param(xs: list[int]) -> list[int]:
    return xs


def returned_twice(a: list[int]) -> tuple[list[int], list[int]]:
    x = a
    y = x
    return (x, y)
