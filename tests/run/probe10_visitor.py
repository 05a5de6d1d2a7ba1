"""Expression tree with an ABC base, dataclass nodes, generator walks, a getattr-dispatch visitor."""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Iterator, Optional


class Node(ABC):
    @abstractmethod
    def evaluate(self, env: dict[str, int]) -> int: ...

    def walk(self) -> Iterator[Node]:
        yield self


@dataclass
class Lit(Node):
    value: int

    def evaluate(self, env: dict[str, int]) -> int:
        return self.value


@dataclass
class Ref(Node):
    name: str

    def evaluate(self, env: dict[str, int]) -> int:
        try:
            return env[self.name]
        except KeyError as e:
            raise NameError(f"undefined {self.name}") from e


@dataclass
class Add(Node):
    left: Node
    right: Node
    cache: Optional[int] = field(default=None, compare=False, repr=False)

    def evaluate(self, env: dict[str, int]) -> int:
        if self.cache is None:
            self.cache = self.left.evaluate(env) + self.right.evaluate(env)
        return self.cache

    def walk(self) -> Iterator[Node]:
        yield self
        yield from self.left.walk()
        yield from self.right.walk()


class Visitor:
    def visit(self, n: Node) -> str:
        meth = getattr(self, "visit_" + type(n).__name__, self.generic)
        r: str = meth(n)
        return r

    def generic(self, n: Node) -> str:
        return "?"

    def visit_Lit(self, n: Lit) -> str:
        return str(n.value)

    def visit_Add(self, n: Add) -> str:
        return f"({self.visit(n.left)} + {self.visit(n.right)})"


class Stack:
    def __init__(self) -> None:
        self.items: list[int] = []

    def push(self, x: int) -> Stack:
        self.items.append(x)
        return self

    def pop(self) -> int:
        if not self.items:
            raise IndexError("pop from empty stack")
        return self.items.pop()

    def __len__(self) -> int:
        return len(self.items)

    def __bool__(self) -> bool:
        return bool(self.items)

    def __repr__(self) -> str:
        return f"Stack({self.items})"


def run() -> list[object]:
    tree = Add(Lit(1), Add(Ref("x"), Lit(3)))
    out: list[object] = [tree.evaluate({"x": 5}), tree, [type(n).__name__ for n in tree.walk()]]
    out.append(Visitor().visit(tree))
    out.append(tree == Add(Lit(1), Add(Ref("x"), Lit(3))))
    try:
        Add(Ref("y"), Lit(0)).evaluate({})
    except NameError as e:
        out.append((str(e), repr(e.__cause__), e.name))
    s = Stack().push(1).push(2)
    out.append((s, len(s), bool(s), s.pop(), s.pop(), bool(s)))
    try:
        s.pop()
    except IndexError as e:
        out.append(e.args)
    n: Node = Lit(4)
    match n:
        case Lit(value=v) if v > 3:
            out.append(f"big lit {v}")
        case Lit():
            out.append("lit")
        case _:
            out.append("other")
    return out
