# Attributes a compiled class does not declare, stored from Python code or from unchecked code
# through a value whose type the compiler does not know (`ref = find(n); ref.temp = ...`, as
# pyperformance's go does): the instance keeps them in its __dict__ as CPython's would, while
# the declared fields stay native members. Also pickle/copy of such instances, vars(), del,
# __dict__ replacement, cycles through the dict, a class without fields (3.13 inline values),
# and a __slots__ class, which has no __dict__.
from typing import List, Optional

from mypy_extensions import mypyc_attr


class Node:
    def __init__(self, name: str) -> None:
        self.name = name
        self.kids: List["Node"] = []
        self.parent: Optional["Node"] = None

    def add(self, kid: "Node") -> "Node":
        kid.parent = self
        self.kids.append(kid)
        return kid

    def count(self) -> int:
        return len(self.kids)


@mypyc_attr(allow_interpreted_subclasses=True)
class Bag:
    def size(self) -> int:
        return 0


class Slotted:
    __slots__ = ("a", "b")

    def __init__(self, a: str) -> None:
        self.a = a


def find(n):
    return n


def mark(nodes):
    for n in nodes:
        ref = find(n)
        ref.temp = len(ref.name) - 1
    for n in nodes:
        ref = find(n)
        ref.temp -= 1
        if ref.temp == 0:
            ref.zero = True
    return [(find(n).temp, getattr(find(n), "zero", False)) for n in nodes]


def unmark(nodes):
    for n in nodes:
        ref = find(n)
        del ref.temp
    return [hasattr(find(n), "temp") for n in nodes]


def tree(n: int) -> Node:
    root = Node("root")
    for i in range(n):
        root.add(Node("k" + str(i)))
    return root


def bags(n: int) -> List[Bag]:
    return [Bag() for _ in range(n)]
