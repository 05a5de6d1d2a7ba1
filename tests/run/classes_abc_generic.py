# Generic[T] classes over TypeVars (one native type; annotations such as Stack[int]), a subclass
# of a parameterised base, ABC bases with @abstractmethod (instantiation raises CPython's
# TypeError while abstract methods remain, also on a partial subclass), an abstract property,
# and a Protocol used as an annotation for compiled and Python classes.
from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Dict, Generic, Iterator, List, Optional, Protocol, TypeVar

T = TypeVar("T")
K = TypeVar("K")


class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []

    def push(self, x: T) -> None:
        self.items.append(x)

    def pop(self) -> T:
        if not self.items:
            raise IndexError("pop from empty Stack")
        return self.items.pop()

    def peek(self) -> Optional[T]:
        return self.items[-1] if self.items else None

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self) -> Iterator[T]:
        for x in reversed(self.items):
            yield x


class IntStack(Stack[int]):
    def total(self) -> int:
        return sum(self.items)


class Registry(Generic[K, T]):
    def __init__(self) -> None:
        self.data: Dict[K, T] = {}

    def put(self, k: K, v: T) -> Registry[K, T]:
        self.data[k] = v
        return self

    def get(self, k: K, default: T) -> T:
        return self.data.get(k, default)


class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...

    @property
    @abstractmethod
    def label(self) -> str:
        """The shape's name."""

    def describe(self) -> str:
        return f"{self.label} {self.area():.2f}"


class Partial(Shape):
    @property
    def label(self) -> str:
        return "partial"


class Sq(Partial):
    def __init__(self, s: float) -> None:
        self.s = s

    def area(self) -> float:
        return self.s * self.s

    @property
    def label(self) -> str:
        return "square"


class Circle(Shape):
    def __init__(self, r: float) -> None:
        self.r = r

    def area(self) -> float:
        return 3.0 * self.r * self.r

    @property
    def label(self) -> str:
        return "circle"


class HasArea(Protocol):
    def area(self) -> float: ...


def total(xs: List[HasArea]) -> float:
    return sum(x.area() for x in xs)


def run() -> List[str]:
    s: Stack[int] = Stack()
    s.push(1)
    s.push(2)
    out = [str(len(s)), str(list(s)), str(s.peek()), str(s.pop() + 10), str(s.pop())]
    try:
        s.pop()
    except IndexError as e:
        out.append(str(e))
    words: Stack[str] = Stack()
    words.push("a")
    out.append(words.pop().upper() + str(words.peek()))
    i = IntStack()
    for n in range(5):
        i.push(n)
    out.append(f"{i.total()} {list(i)[:2]} {isinstance(i, Stack)}")
    r: Registry[str, int] = Registry()
    out.append(str(r.put("a", 1).put("b", 2).get("b", 0) + r.get("z", -1)))
    for make in (Shape, Partial):
        try:
            make()  # type: ignore[abstract]
        except TypeError as e:
            out.append(str(e))
    shapes: List[Shape] = [Sq(2.0), Circle(1.0)]
    out.append(", ".join(x.describe() for x in shapes))
    out.append(str(total([Sq(1.5), Circle(2.0)])))
    return out
