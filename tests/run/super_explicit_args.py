# super(C, self).m(...) naming the enclosing class and the method's first parameter is the same
# call as super().m(...) (a direct call of the base's method); any other super(X, y) is
# Python's super object.
from typing import Any


class Base:
    def __init__(self, x: int) -> None:
        super(Base, self).__init__()
        self.x = x

    def method(self, x: int) -> int:
        return self.x + x

    def name(self) -> str:
        return "Base"

    @classmethod
    def make(cls, x: int) -> "Base":
        return cls(x)


class Mid(Base):
    def __init__(self, x: int, y: str = "d") -> None:
        super(Mid, self).__init__(x)
        self.y = y

    def method(self, x: int) -> int:
        x = super(Mid, self).method(x)
        return x + 1

    def name(self) -> str:
        return "Mid>" + super(Mid, self).name()

    @classmethod
    def make(cls, x: int) -> "Base":
        r = super(Mid, cls).make(x)
        return r


class Leaf(Mid):
    def __init__(self, x: int) -> None:
        super(Leaf, self).__init__(x, "leaf")

    def name(self) -> str:
        # Skips Mid: not the enclosing class, so Python's super.
        return "Leaf>" + super(Mid, self).name()

    def other(self, o: Any) -> str:
        # Another object than the first parameter: Python's super.
        return super(Leaf, o).name()


def run(n: int) -> int:
    total = 0
    for i in range(n):
        total += Mid(i, "y").method(i)
    return total


def describe() -> list[Any]:
    m = Mid.make(4)
    leaf = Leaf(2)
    return [run(10), Mid(1, "a").name(), leaf.name(), leaf.method(3), type(m).__name__,
            m.x, leaf.other(Leaf(1)), leaf.y]
