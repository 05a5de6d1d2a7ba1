# Classes the module makes through Python's class machinery although their bases are compiled
# here: several compiled bases (a mixin), a class decorator the compiler does not apply itself
# (a registry, dataclass options beyond the native ones), and @typing.final on a native class.
# The compiled bases then take Python subclasses, so compiled code calling their methods sees
# the overrides of the runtime-made classes.
import functools
from dataclasses import dataclass, field
from typing import Callable, Dict, Generic, List, Type, TypeVar, final

T = TypeVar("T")
REGISTRY: Dict[str, type] = {}


def register(cls: Type[T]) -> Type[T]:
    REGISTRY[cls.__name__] = cls
    return cls


def tagged(tag: str) -> Callable[[Type[T]], Type[T]]:
    def apply(cls: Type[T]) -> Type[T]:
        setattr(cls, "tag", tag)
        return cls
    return apply


class Named:
    def name(self) -> str:
        return "named " + type(self).__name__

    def shout(self) -> str:
        return self.name().upper()


class Shape:
    def __init__(self, k: int) -> None:
        self.k = k

    def area(self) -> int:
        return 0

    def report(self) -> str:
        return f"{type(self).__name__}({self.k}) area={self.area()}"


class Square(Shape, Named):
    def area(self) -> int:
        return self.k * self.k

    def name(self) -> str:
        return "square"


@register
class Circle(Shape):
    def area(self) -> int:
        return 3 * self.k * self.k


@tagged("x")
@register
class Plain:
    def __init__(self, v: float) -> None:
        self.v = v

    def double(self) -> float:
        return self.v * 2


@dataclass(repr=False, unsafe_hash=True)
class Point:
    x: int
    y: int = 0
    tags: List[str] = field(default_factory=list, compare=False, hash=False)

    def norm1(self) -> int:
        return abs(self.x) + abs(self.y)


@functools.lru_cache(maxsize=None)
class Interned:
    def __init__(self, key: str) -> None:
        self.key = key


@final
class Leaf:
    def __init__(self, n: int) -> None:
        self.n = n

    def twice(self) -> int:
        return self.n * 2


class Box(Generic[T]):
    def __init__(self, v: T) -> None:
        self.v = v

    def get(self) -> T:
        return self.v


class NamedBox(Box[int], Named):
    def get(self) -> int:
        return self.v + 1


def areas(shapes: List[Shape]) -> int:
    return sum(s.area() for s in shapes)


def reports(shapes: List[Shape]) -> List[str]:
    return [s.report() for s in shapes]


def unbox(b: Box[int]) -> int:
    return b.get()


def shout_all(xs: List[Named]) -> List[str]:
    return [x.shout() for x in xs]
