import copy
import pickle

import classes_open as m


class Circle(m.Shape):
    def __init__(self, r: float) -> None:
        super().__init__("circle")
        self.r = r

    def area(self) -> float:
        return 3.0 * self.r * self.r

    @property
    def kind(self) -> str:
        return "round"


class BigSquare(m.Square):
    def area(self) -> float:
        return 10 * super().area()

    def grow(self, by: int) -> int:
        return super().grow(by * 100)


class Tag(m.Named):
    def label(self) -> str:
        return "tag"


shapes = [m.Shape("blob"), m.Square(2.0), Circle(1.0), BigSquare(1.5)]
print(m.total_area(shapes))
print(m.describe_all(shapes))
print(m.grow_all(shapes, 2), [s.scale for s in shapes])
print(m.label(m.Named()), m.label(Tag()))
c = Circle(2.0)
c.color = "red"
d = copy.deepcopy(c)
print(type(d).__name__, d.r, d.name, d.color, d.area())
print(isinstance(c, m.Shape), BigSquare.__mro__[1:3])


class Broken(m.Shape):
    def area(self) -> float:
        raise ValueError("no area for " + self.name)


m.describe_all([m.Square(1.0), Broken("broken")])
