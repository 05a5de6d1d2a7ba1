# Classes nested in classes: native types reachable as attributes of their outer class
# (qualname Outer.Inner), constructed and typed from compiled code, used from Python, pickled.
from dataclasses import dataclass
from enum import Enum
from typing import List, NamedTuple, Optional


class Outer:
    class Inner:
        def __init__(self, v: int) -> None:
            self.v = v

        def double(self) -> int:
            return self.v * 2

        def __repr__(self) -> str:
            return f"Inner({self.v})"

    class Sub(Inner):
        def double(self) -> int:
            return self.v * 3

    @dataclass
    class Pair:
        a: int
        b: float = 0.5

    class Color(Enum):
        RED = 1
        BLUE = 2

    class Pt(NamedTuple):
        x: int
        y: int

    LIMIT = 10

    def __init__(self, n: int) -> None:
        self.inner = Outer.Inner(n)
        self.items: List["Outer.Inner"] = [Outer.Inner(i) for i in range(n)]

    def make(self, k: int) -> Inner:
        return Outer.Sub(k) if k % 2 else Outer.Inner(k)

    def total(self) -> int:
        t = 0
        for it in self.items:
            t += it.double()
        return t


class Tree:
    class Node:
        class Leaf:
            def __init__(self, w: float) -> None:
                self.w = w

        def __init__(self, leaf: "Tree.Node.Leaf", nxt: Optional["Tree.Node"]) -> None:
            self.leaf = leaf
            self.nxt = nxt

    def __init__(self) -> None:
        self.head: Optional[Tree.Node] = None

    def push(self, w: float) -> None:
        self.head = Tree.Node(Tree.Node.Leaf(w), self.head)

    def weight(self) -> float:
        n = self.head
        s = 0.0
        while n is not None:
            s += n.leaf.w
            n = n.nxt
        return s


def use(o: Outer, x: Outer.Inner) -> int:
    y: "Outer.Inner" = o.make(x.v)
    return y.double() + o.inner.v + Outer.LIMIT


def pair(a: int) -> Outer.Pair:
    return Outer.Pair(a, a / 4)


def point(x: int) -> int:
    p = Outer.Pt(x, x + 1)
    return p.x + p.y


def is_inner(v: object) -> bool:
    return isinstance(v, Outer.Inner)
