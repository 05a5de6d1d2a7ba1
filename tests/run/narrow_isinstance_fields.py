# isinstance() narrows fields of compiled instances (self.left, node.child.left) to a compiled
# subclass; fields declared by tuple assignment and `self.x: Final = x`.
from typing import Final, Optional


class Tree:
    pass


class Leaf(Tree):
    def __init__(self, v: int) -> None:
        self.v = v


class Node(Tree):
    def __init__(self, value: int, left: Tree, right: Tree) -> None:
        self.value = value
        self.left, self.right = left, right
        self.tag: Final = "node"


class Holder:
    def __init__(self, t: Tree, extra: Optional[Tree]) -> None:
        self.t = t
        self.extra = extra

    def depth_sum(self) -> int:
        if isinstance(self.t, Node):
            total = self.t.value
            if isinstance(self.t.left, Leaf):
                total += self.t.left.v
            return total
        if isinstance(self.t, Leaf):
            return -self.t.v
        return 0

    def extra_value(self) -> int:
        if isinstance(self.extra, Leaf):
            return self.extra.v
        return -1

    def swap_then_read(self) -> str:
        if isinstance(self.t, Node):
            self.t = Leaf(9)
            return "swapped" if isinstance(self.t, Leaf) else "no"
        return "none"


def describe(n: Node) -> str:
    return n.tag + str(n.value)
