import abc
import functools
import inspect

import cls_property_abstract as m
from _show import show

for cls in (m.Shape, m.Square, m.HalfDone):
    print(cls.__name__, sorted(cls.__abstractmethods__), inspect.isabstract(cls))
print(m.Shape.sides.__isabstractmethod__, m.Shape.sides.fget.__isabstractmethod__)
print(m.Shape.area.__isabstractmethod__, m.Shape.area.__name__, m.Shape.area.__qualname__, m.Shape.area.__doc__)
print(m.Square.sides.__isabstractmethod__, getattr(m.Square.area, "__isabstractmethod__", False))
print(getattr(m.Shape.name, "__isabstractmethod__"), m.Shape.sides.__doc__)
show("Shape()", m.Shape)
show("HalfDone()", m.HalfDone)
sq = m.Square(2.0)
print(sq.sides, sq.name, m.describe(sq), sq.describe())


class Tri(m.Shape):
    @property
    def sides(self):
        return 3

    def area(self):
        return 0.5


class Lazy(m.Shape):
    @functools.cached_property
    def sides(self):
        print("computing")
        return 5

    def area(self):
        return 2.0


class Partial(m.Shape):
    def area(self):
        return 1.0


class NewAbstract(m.Square):
    @abc.abstractmethod
    def extra(self):
        ...


for cls in (Tri, Lazy, Partial, NewAbstract):
    print(cls.__name__, sorted(cls.__abstractmethods__))
t = Tri()
print(t.sides, t.name, m.describe(t))
lz = Lazy()
print(lz.sides, lz.sides, m.describe(lz), lz.__dict__)
show("Partial()", Partial)
show("NewAbstract()", NewAbstract, 1.0)
