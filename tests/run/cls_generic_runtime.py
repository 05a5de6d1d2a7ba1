"""Generic classes at run time: __parameters__, __orig_bases__ and subscription (`Box[int]`,
constructing through the alias), for a Generic[T] class, a subclass of its subscription, and a
class with two type variables."""
from typing import Generic, TypeVar

T = TypeVar("T")
K = TypeVar("K")


class Box(Generic[T]):
    def __init__(self, v: T) -> None:
        self.v = v

    def get(self) -> T:
        return self.v


class IntBox(Box[int]):
    def twice(self) -> int:
        return self.v * 2


class Pair(Box[T], Generic[K, T]):
    def __init__(self, k: K, v: T) -> None:
        super().__init__(v)
        self.k = k


class Keyed(Box[K]):
    pass


def run() -> list[str]:
    b: Box[str] = Box[str]("s")
    p = Pair("k", 3)
    return [b.get(), str(IntBox(4).twice()), f"{p.k} {p.get()}", str(Keyed(1).get())]
