# Worklists: `while todo:` on lists and tuples (by size when exact, __len__/__bool__ of
# subclasses otherwise) and list.pop() / pop(i) in place on exact lists: negative, bool and
# out-of-range indices, empty lists, the storage CPython keeps or shrinks (sys.getsizeof),
# subclasses overriding pop, and indices that are not ints.
from __future__ import annotations

import sys


class Node:
    def __init__(self, name: str) -> None:
        self.name = name
        self.succ: list[Node] = []


def bfs(n: int) -> list[str]:
    # A binary tree of n nodes walked breadth first through a list used as a queue.
    nodes = [Node("n" + str(i)) for i in range(n)]
    for i in range(1, n):
        nodes[(i - 1) // 2].succ.append(nodes[i])
    order: list[str] = []
    if not nodes:
        return order
    todo: list[Node] = [nodes[0]]
    while todo:
        v = todo.pop(0)
        order.append(v.name)
        for w in v.succ:
            todo.append(w)
    return order


def pops(xs: list[int]) -> list[object]:
    ys = list(xs)
    out: list[object] = []
    out.append(ys.pop())
    out.append(ys.pop(0))
    out.append(ys.pop(-2))
    out.append(ys.pop(True))
    out.append(ys.pop(False))
    out.append(ys)
    return out


def pop_at(xs: list[str], i: int) -> tuple[str, list[str]]:
    ys = list(xs)
    return ys.pop(i), ys


def pop_last(xs: list[str]) -> tuple[str, list[str]]:
    ys = list(xs)
    return ys.pop(), ys


def pop_index_object(xs: list[str], i: object) -> str:
    # Not an int: pop itself takes __index__ or raises its TypeError.
    return xs.pop(i)  # type: ignore[call-overload]


def sizes_while_popping(n: int, front: bool) -> list[int]:
    # The capacity after each pop must be CPython's: in place while it would not shrink.
    ys: list[int] = []
    for i in range(n):
        ys.append(i)
    out = [sys.getsizeof(ys)]
    while ys:
        ys.pop(0) if front else ys.pop()
        out.append(sys.getsizeof(ys))
    return out


def drain(xs: list[int]) -> int:
    total = 0
    while xs:
        total += xs.pop()
    return total


def truth(xs: list[int], t: tuple[int, ...]) -> tuple[bool, bool, bool, bool]:
    a = True if xs else False
    b = not t
    c = bool(xs) and len(xs) > 1
    d = False
    while t:
        d = True
        break
    return a, b, c, d


def pop_front(xs: list[str]) -> str:
    return xs.pop(0)


def pop_back(xs: list[str]) -> str:
    return xs.pop()
