# @abstractmethod on compiled ABC classes as Python code sees it: abstract methods and abstract
# properties carry __isabstractmethod__, keep the class abstract until a subclass (compiled or
# Python, of an open class) overrides them, and the override is what instances use.
from abc import ABC, abstractmethod

from mypy_extensions import mypyc_attr


@mypyc_attr(allow_interpreted_subclasses=True)
class Shape(ABC):
    @property
    @abstractmethod
    def sides(self) -> int:
        """How many sides."""
        ...

    @abstractmethod
    def area(self) -> float:
        """The area."""
        ...

    @property
    def name(self) -> str:
        return f"{self.sides}-gon"

    def describe(self) -> str:
        return f"{self.name} with {self.sides}, area {self.area():.1f}"


class Square(Shape):
    def __init__(self, side: float) -> None:
        self.side = side

    @property
    def sides(self) -> int:
        return 4

    def area(self) -> float:
        return self.side * self.side


class HalfDone(Shape):
    def area(self) -> float:
        return 1.0


def describe(s: Shape) -> str:
    return s.describe()
