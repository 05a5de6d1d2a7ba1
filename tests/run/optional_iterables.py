# Iterating a value that may be None (mypy's only complaint): the iteration is compiled and a
# None raises CPython's TypeError at run time.
from __future__ import annotations

from typing import Iterator, Optional


class Node:
    def __init__(self, left: Node | None, value: int, right: Node | None) -> None:
        self.left = left
        self.value = value
        self.right = right

    def __iter__(self) -> Iterator[int]:
        if self.left is not None:
            yield from self.left
        yield self.value
        if self.right is not None:
            yield from self.right


def build(values: list[int]) -> Node | None:
    if not values:
        return None
    i = len(values) // 2
    return Node(build(values[:i]), values[i], build(values[i + 1 :]))


def walk(values: list[int]) -> list[int]:
    out = []
    it = build(values)
    for v in it:
        out.append(v)
    return out


def comprehension(values: list[int]) -> list[int]:
    t = build(values)
    return [v * 2 for v in t]


def zipped(values: list[int]) -> list[tuple[int, int]]:
    return list(zip(build(values), range(100)))


def unpacked(xs: Optional[list[str]]) -> str:
    a, b = xs
    return a + b


def star_unpacked(xs: Optional[list[str]]) -> list[str]:
    a, *rest = xs
    return rest + [a]


def delegate(values: list[int]) -> Iterator[int]:
    yield from build(values)
