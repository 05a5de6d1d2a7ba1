# `self.x = None` completed by a later assignment in the same method: the field is `T | None`
# (mypy's partial None type), narrowed by `is not None` tests, so calls on it are direct.
from __future__ import annotations


class Tree:
    def __init__(self, depth: int) -> None:
        if depth == 0:
            self.left = None
            self.right = None
        else:
            self.left = Tree(depth - 1)
            self.right = Tree(depth - 1)

    def check(self) -> int:
        if self.left is not None:
            assert self.right is not None
            return 1 + self.left.check() + self.right.check()
        else:
            return 1


class Cell:
    def __init__(self, v: int) -> None:
        self.value = None
        self.note = None  # never given another value: any value
        if v > 0:
            self.value = v * 10

    def get(self) -> int:
        if self.value is None:
            return -1
        return self.value + 1

    def clear(self) -> None:
        self.value = None


def run() -> list[str]:
    out = [str(Tree(d).check()) for d in range(5)]
    for v in (0, 3):
        c = Cell(v)
        out.append("%r %r %d" % (c.value, c.note, c.get()))
        c.clear()
        out.append("%r %d" % (c.value, c.get()))
    t = Tree(2)
    t.left = None
    out.append(str(t.check()))
    return out
