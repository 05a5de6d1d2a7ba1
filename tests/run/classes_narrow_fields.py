# Optional fields narrowed as mypy narrows member expressions: `if self.x is None: return`,
# `if node.nxt is not None and ...`, assignment of a non-None value, while loops walking a
# linked list through a field, and a store of None in between (the narrowed read re-checks).
from __future__ import annotations

from typing import List, Optional


class Node:
    def __init__(self, v: int, nxt: Optional[Node] = None) -> None:
        self.v = v
        self.nxt = nxt
        self.cache: Optional[str] = None

    def second(self) -> int:
        if self.nxt is None:
            return -1
        return self.nxt.v

    def label(self) -> str:
        if self.cache is None:
            self.cache = f"n{self.v}"
        return self.cache

    def third(self) -> int:
        if self.nxt is not None and self.nxt.nxt is not None:
            return self.nxt.nxt.v
        return -1

    def drop_next(self) -> None:
        self.nxt = None


class Chain:
    def __init__(self) -> None:
        self.head: Optional[Node] = None
        self.size = 0

    def push(self, v: int) -> None:
        self.head = Node(v, self.head)
        self.size += 1

    def first(self) -> int:
        if not self.head:
            raise IndexError("empty chain")
        return self.head.v

    def values(self) -> List[int]:
        out: List[int] = []
        cur = self.head
        while cur is not None:
            out.append(cur.v)
            cur = cur.nxt
        return out

    def sneaky(self) -> int:
        if self.head is None:
            return 0
        self.head.drop_next()
        h = self.head
        h.nxt = None
        return self.head.v


def walk(n: Node) -> int:
    if n.nxt is None:
        return n.v
    return n.v + n.nxt.v


def run() -> List[str]:
    a = Node(1, Node(2, Node(3)))
    out = [str(a.second()), str(Node(9).second()), a.label(), a.label(), str(a.third()), str(Node(1).third())]
    c = Chain()
    try:
        c.first()
    except IndexError as e:
        out.append(str(e))
    for i in range(4):
        c.push(i)
    out.append(f"{c.first()} {c.values()} {c.sneaky()} {c.values()} {walk(a)} {walk(Node(5))}")
    return out
