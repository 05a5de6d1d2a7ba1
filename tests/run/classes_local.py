# Class statements inside functions: a new class object per call, made by the class machinery,
# with compiled methods that close over the function's variables; super(), decorators,
# class attributes, local dataclasses, NamedTuples and Enums, and classes deriving from them.
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Callable, List, NamedTuple

from mypy_extensions import mypyc_attr


@mypyc_attr(allow_interpreted_subclasses=True)
class Base:
    def __init__(self, n: int) -> None:
        self.n = n

    def describe(self) -> str:
        return "Base" + str(self.n)


def make_counter(start: int) -> Any:
    step = 2

    class Counter:
        """A counter made per call."""
        kind = "counter"
        scale: int = 3

        def __init__(self) -> None:
            self.value = start

        def bump(self) -> int:
            self.value += step
            return self.value

        @staticmethod
        def unit() -> int:
            return step

        @classmethod
        def name(cls) -> str:
            return cls.__name__ + ":" + cls.kind

        @property
        def twice(self) -> int:
            return self.value * 2

        def __repr__(self) -> str:
            return f"Counter({self.value})"

    return Counter


def subclassing(x: int) -> List[str]:
    class A:
        def hello(self) -> str:
            return "A" + str(x)

    class B(A):
        def hello(self) -> str:
            return "B>" + super().hello()

    class C(Base):
        def __init__(self, n: int) -> None:
            super().__init__(n * 10)

        def describe(self) -> str:
            return "C/" + super().describe()

    return [A().hello(), B().hello(), C(x).describe(), str(isinstance(B(), A))]


def records(n: int) -> List[str]:
    @dataclass
    class Rec:
        name: str
        score: float = 0.0

    class P(NamedTuple):
        x: int
        y: int = 0

    class Mode(Enum):
        ON = 1
        OFF = 2

    out: List[str] = []
    for i in range(n):
        r: Rec = Rec("r" + str(i), i * 1.5)
        p = P(i, i * i)
        out.append(f"{r} {p} {p.x + p.y} {Mode(1 + i % 2).name}")
    return out


def same_class_each_call() -> Any:
    class K:
        pass
    return K


def closure_late(fns: List[Callable[[], int]]) -> int:
    total = 0

    class Acc:
        def add(self, k: int) -> None:
            nonlocal total
            total += k

    a = Acc()
    for i in range(5):
        a.add(i)
    return total
