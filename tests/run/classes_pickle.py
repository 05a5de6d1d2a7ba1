# Compiled instances as ordinary Python objects: pickle, copy.copy and copy.deepcopy round trips
# (plain classes, subclasses, dataclasses, frozen ones, unset fields) and weak references.
from dataclasses import dataclass
from typing import List, Optional


class Point:
    def __init__(self, x: float, y: float) -> None:
        self.x = x
        self.y = y
        self.label: Optional[str] = None

    def norm2(self) -> float:
        return self.x * self.x + self.y * self.y


class Tagged(Point):
    def __init__(self, x: float, y: float, tags: List[str]) -> None:
        super().__init__(x, y)
        self.tags = tags
        self.count = len(tags)

    def describe(self) -> str:
        return f"{self.x},{self.y} {self.tags} {self.count} {self.label}"


class Lazy:
    def __init__(self, n: int) -> None:
        if n > 0:
            self.value = n
        self.flag = n > 1

    def get(self) -> int:
        return self.value


@dataclass
class Item:
    name: str
    qty: int = 1
    price: float = 0.0

    def cost(self) -> float:
        return self.qty * self.price


@dataclass(frozen=True)
class Key:
    a: int
    b: str
    weights: List[float]

    def __hash__(self) -> int:
        return hash((self.a, self.b))


class Node:
    def __init__(self, v: int, nxt: Optional["Node"]) -> None:
        self.v = v
        self.nxt = nxt

    def total(self) -> int:
        n: Optional[Node] = self
        t = 0
        while n is not None:
            t += n.v
            n = n.nxt
        return t


def chain(n: int) -> Node:
    head = Node(0, None)
    for i in range(1, n):
        head = Node(i, head)
    return head


def sum_points(ps: List[Point]) -> float:
    return sum([p.norm2() for p in ps])
