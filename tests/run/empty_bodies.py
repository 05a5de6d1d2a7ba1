# A def whose body is `...` (and a docstring) outside an abstract method or Protocol: mypy's
# empty-body check alone refuses it; it compiles, and subclasses and properties override it.
from typing import Optional


class Shape:
    def area(self) -> float: ...

    def name(self) -> str:
        """The shape's name."""
        ...

    @property
    def sides(self) -> int: ...

    def note(self) -> Optional[str]: ...


class Square(Shape):
    def __init__(self, side: float) -> None:
        self.side = side

    def area(self) -> float:
        return self.side * self.side

    def name(self) -> str:
        return "square"

    @property
    def sides(self) -> int:
        return 4


def nothing() -> None: ...


def describe(s: Shape) -> str:
    return f"{s.name()} {s.area()} {s.sides} {s.note()} {nothing()}"


def doc() -> str:
    return Shape.name.__doc__ or ""
