# Class statements with keywords: TypedDict's total=, metaclass= (classes made by a Python
# metaclass, Enum options), and the keywords a metaclass's __prepare__/__new__ receive.
from abc import ABCMeta, abstractmethod
from enum import Enum, EnumMeta
from typing import Any, List, TypedDict

from _meta_helpers import Registering


class Movie(TypedDict, total=False):
    title: str
    year: int


class Required(TypedDict):
    name: str


class Tagged(metaclass=Registering, color="red", size=3):
    def hello(self) -> str:
        return "hello from " + type(self).__name__


class Shape(metaclass=ABCMeta):
    @abstractmethod
    def area(self) -> float: ...

    def twice(self) -> float:
        return 2 * self.area()


class Square(Shape):
    def __init__(self, side: float) -> None:
        self.side = side

    def area(self) -> float:
        return self.side * self.side


class Color(Enum, metaclass=EnumMeta):
    RED = 1
    GREEN = 2


def movies() -> List[str]:
    m: Movie = {"title": "x"}
    out = [str(m), str(sorted(Movie.__optional_keys__)), str(Movie.__total__),
           str(sorted(Required.__required_keys__)), str(Required.__total__)]
    return out


def tagged() -> List[str]:
    t: Any = Tagged()
    return [t.hello(), str(Tagged.options), str(Tagged.prepared_with), str(type(Tagged).__name__),
            str(Square(3.0).twice()), str(list(Color)), str(Color.RED.value)]


def abstract_error() -> str:
    try:
        Shape()  # type: ignore[abstract]
    except TypeError as e:
        return str(e)
    return "no error"


def local_keywords(n: int) -> List[str]:
    class Local(metaclass=Registering, n=n):
        pass
    Registering.made.pop()
    return [str(Local.options), str(Local.prepared_with)]


def local_typeddict_bad() -> str:
    try:
        class P(TypedDict, tot=False):  # type: ignore[call-arg]
            a: int
    except TypeError as e:
        return str(e)
    return "no error"
