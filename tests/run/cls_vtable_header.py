# Instance headers with and without the vtable pointer (ir::ClassDef::has_vtable_pointer): a
# hierarchy that compiled code calls through the vtable (Shape: `a + b` on Shape dispatches to
# Rect's override), leaf classes nothing dispatches on (Point, Node, Maybe, Pair), an open class
# below the virtual root whose Python subclasses get their compiled base's vtable, and a compiled
# exception. The driver takes weak references to each kind, frees long chains of both header
# shapes (deallocations put aside past the nesting bound), reuses free-list entries and round
# trips every kind through pickle and copy.
from dataclasses import dataclass
from typing import List, Optional

from mypy_extensions import mypyc_attr


class Shape:
    def __init__(self, name: str) -> None:
        self.name = name
        self.next: Optional[Shape] = None

    def area(self) -> float:
        return 0.0

    def __add__(self, other: "Shape") -> float:
        return self.area() + other.area()


class Rect(Shape):
    def __init__(self, w: float, h: float) -> None:
        super().__init__("rect")
        self.w = w
        self.h = h

    def area(self) -> float:
        return self.w * self.h

    def __add__(self, other: "Shape") -> float:
        return 10.0 + self.area() + other.area()


@mypyc_attr(allow_interpreted_subclasses=True)
class Blob(Shape):
    def __init__(self, size: float) -> None:
        super().__init__("blob")
        self.size = size

    def area(self) -> float:
        return self.size


def combine(a: Shape, b: Shape) -> float:
    # A virtual call: the slot of Shape.__add__ in a's vtable.
    return a + b


def shape_chain(n: int) -> Shape:
    head = Shape("head")
    for i in range(n):
        s = Rect(float(i), 1.0) if i % 2 else Shape("s" + str(i))
        s.next = head
        head = s
    return head


class Point:
    def __init__(self, x: float, y: float) -> None:
        self.x = x
        self.y = y

    def norm2(self) -> float:
        return self.x * self.x + self.y * self.y


class Node:
    def __init__(self, value: int, left: "Optional[Node]", right: "Optional[Node]") -> None:
        self.value = value
        self.left = left
        self.right = right


def node_chain(n: int) -> Node:
    head = Node(0, None, None)
    for i in range(1, n):
        head = Node(i, head, None)
    return head


def tree(depth: int) -> Node:
    if depth == 0:
        return Node(1, None, None)
    return Node(depth, tree(depth - 1), tree(depth - 1))


def check(t: Node) -> int:
    n = t.value
    if t.left is not None:
        n += check(t.left)
    if t.right is not None:
        n += check(t.right)
    return n


def churn(rounds: int, depth: int) -> int:
    # Trees built and dropped again and again: the free lists hand the freed nodes back.
    total = 0
    for _ in range(rounds):
        total += check(tree(depth))
    return total


class Maybe:
    def __init__(self, n: int) -> None:
        if n % 3 == 0:
            self.value = n
        if n % 2 == 0:
            self.label = "even" + str(n)
        self.ratio = n / 4


def maybe_fields(m: Maybe) -> List[str]:
    out: List[str] = []
    for name in ("value", "label", "ratio"):
        out.append(name + "=" + (repr(getattr(m, name)) if hasattr(m, name) else "unset"))
    return out


@dataclass
class Pair:
    a: int
    b: str = "b"


class Oops(ValueError):
    def __init__(self, code: int) -> None:
        super().__init__("oops " + str(code))
        self.code = code


def raise_oops(code: int) -> None:
    raise Oops(code)


def areas(shapes: List[Shape]) -> List[float]:
    return [s.area() for s in shapes]
