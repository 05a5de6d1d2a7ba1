"""`yield from` (generators, lists, iterators, delegated send/throw/close and return values) and
generator methods of compiled classes."""
from typing import Dict, Generator, Iterator, List


def inner(n: int) -> Generator[int, str, str]:
    got = ""
    for i in range(n):
        s = yield i
        got += str(s)
    return "inner got " + got


def outer(n: int) -> Generator[int, str, None]:
    r = yield from inner(n)
    print(r)
    r2 = yield from inner(1)
    print(r2)


def from_list(xs: List[int]) -> Iterator[int]:
    yield from xs
    yield from range(3)
    yield from "ab"  # type: ignore


def from_empty() -> Generator[int, None, int]:
    x = yield from []
    print("empty gives", x)
    return 7


def chain_returns() -> Generator[int, None, int]:
    a = yield from from_empty()
    b = yield from from_empty()
    return a + b


def catching_inner() -> Generator[int, None, str]:
    try:
        yield 1
        yield 2
    except ValueError as e:
        print("inner caught", e)
        yield 99
    finally:
        print("inner finally")
    return "inner done"


def delegating() -> Generator[int, None, None]:
    try:
        r = yield from catching_inner()
        print("delegate result", r)
        yield 3
    finally:
        print("outer finally")


def tree(d: Dict[str, object], depth: int) -> Iterator[str]:
    for k in sorted(d):
        yield "  " * depth + k
        v = d[k]
        if isinstance(v, dict):
            yield from tree(v, depth + 1)


def deep(n: int) -> Iterator[int]:
    if n > 0:
        yield from deep(n - 1)
    yield n


class Node:
    def __init__(self, value: int, children: List["Node"]) -> None:
        self.value = value
        self.children = children

    def walk(self) -> Iterator[int]:
        yield self.value
        for c in self.children:
            yield from c.walk()

    def evens(self, limit: int) -> Iterator[int]:
        for v in self.walk():
            if v % 2 == 0 and v < limit:
                yield v


def sum_tree(root: Node) -> int:
    s = 0
    for v in root.walk():
        s += v
    return s


def make_tree() -> Node:
    return Node(1, [Node(2, [Node(4, []), Node(5, [])]), Node(3, [Node(6, [])])])


class Bag:
    def __init__(self, items: List[int]) -> None:
        self.items = items

    def __iter__(self) -> Iterator[int]:
        for x in self.items:
            yield x * 10

    @staticmethod
    def upto(n: int) -> Iterator[int]:
        yield from range(n)


def use_bag(b: Bag) -> int:
    t = 0
    for v in b:
        t += v
    for w in Bag.upto(4):
        t += w
    return t
