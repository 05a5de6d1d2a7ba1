"""__new__ in classes (made by Python, so it makes the instances as in CPython): a singleton,
super().__new__(cls) with __init__ after it, a subclass inheriting __new__, a __new__ returning
another type (then __init__ does not run); zero-argument super() in classmethods and in a
staticmethod taking the class first, in native classes and Python-made ones."""
from typing import Any, Optional

from mypy_extensions import mypyc_attr


class Single:
    _inst: Optional["Single"] = None

    def __new__(cls) -> "Single":
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst

    def __init__(self) -> None:
        self.count = getattr(self, "count", 0) + 1


class Tagged:
    made_with: str

    def __new__(cls, value: int, tag: str = "t") -> "Tagged":
        obj = super().__new__(cls)
        obj.made_with = f"{tag}{value}"
        return obj

    def __init__(self, value: int, tag: str = "t") -> None:
        self.value = value * 2


class SubTagged(Tagged):
    def describe(self) -> str:
        return f"{type(self).__name__} {self.made_with} {self.value}"


class Odd:
    def __new__(cls, n: int) -> Any:
        if n % 2:
            return f"odd {n}"
        return super().__new__(cls)

    def __init__(self, n: int) -> None:
        self.n = n


@mypyc_attr(allow_interpreted_subclasses=True)
class Base:
    @classmethod
    def make(cls, n: int) -> str:
        return f"Base.make {cls.__name__} {n}"

    @staticmethod
    def build(cls: type, n: int) -> str:
        return f"Base.build {cls.__name__} {n}"


@mypyc_attr(allow_interpreted_subclasses=True)
class Child(Base):
    @classmethod
    def make(cls, n: int) -> str:
        return "Child " + super().make(n + 1)

    @staticmethod
    def build(cls: type, n: int) -> str:
        return "Child " + super().build(cls, n * 10)  # type: ignore[misc]


class Closed:
    @staticmethod
    def build(cls: type, n: int) -> str:
        return f"Closed.build {cls.__name__} {n}"


class ClosedChild(Closed):
    @staticmethod
    def build(cls: type, n: int) -> str:
        return "ClosedChild " + super().build(cls, n + 1)  # type: ignore[misc]


def run() -> list[str]:
    a, b = Single(), Single()
    t = SubTagged(3, tag="x")
    o1, o2 = Odd(3), Odd(4)
    return [
        str(a is b),
        str(a.count),
        t.describe(),
        str(Tagged(5).made_with),
        str(o1),
        type(o2).__name__,
        str(getattr(o2, "n", None)),
        Child.make(1),
        Child().make(2),
        Child.build(Child, 3),
        ClosedChild.build(ClosedChild, 4),
    ]
