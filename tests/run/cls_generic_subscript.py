"""A compiled Generic[T] class subscripted at run time (`Stack[int]()`, an alias called later),
for it and a generic subclass."""
from typing import Generic, Iterator, Optional, TypeVar

T = TypeVar("T")
K = TypeVar("K")


class Stack(Generic[T]):
    def __init__(self) -> None:
        self._items: list[T] = []

    def push(self, x: T) -> None:
        self._items.append(x)

    def pop(self) -> T:
        if not self._items:
            raise IndexError("pop from empty stack")
        return self._items.pop()

    def peek(self) -> Optional[T]:
        return self._items[-1] if self._items else None

    def __iter__(self) -> Iterator[T]:
        return reversed(self._items)


class Keyed(Stack[T], Generic[K, T]):
    def __init__(self, key: K) -> None:
        super().__init__()
        self.key = key


def run() -> list[str]:
    s = Stack[int]()
    s.push(3)
    s.push(4)
    out = [f"{s.pop()} {s.peek()} {type(s).__name__}"]
    try:
        Stack[str]().pop()
    except IndexError as e:
        out.append(f"IndexError {e}")
    k = Keyed[str, int]("a")
    k.push(1)
    out.append(f"{k.key} {list(k)} {isinstance(k, Stack)}")
    alias = Stack[float]
    out.append(type(alias()).__name__)
    return out
