# @property on compiled classes is a real `property` to Python code: C.__dict__["p"] is a
# property whose fget/fset/fdel are callables running the compiled methods (with __name__,
# __qualname__, __doc__), read-only and deleter-less properties raise CPython 3.11's
# AttributeError, Python subclasses of an open class reuse them (@Base.p.setter,
# property(Base.p.fget, ...), super().p), and properties work on dataclasses, subclasses,
# exception classes and nested classes.
from dataclasses import dataclass
from typing import List

from mypy_extensions import mypyc_attr


class Temp:
    """A temperature."""

    def __init__(self, celsius: float) -> None:
        self._c = celsius
        self.log: List[str] = []

    @property
    def celsius(self) -> float:
        """Degrees Celsius."""
        return self._c

    @celsius.setter
    def celsius(self, v: float) -> None:
        self.log.append(f"set {v}")
        self._c = v

    @celsius.deleter
    def celsius(self) -> None:
        self.log.append("del")
        self._c = 0.0

    @property
    def fahrenheit(self) -> float:
        return self._c * 9 / 5 + 32

    @property
    def kelvin(self) -> float:
        "Kelvin, read only."
        return self._c + 273.15

    @kelvin.deleter
    def kelvin(self) -> None:
        self.log.append("del kelvin")


def warm(t: Temp) -> float:
    # Compiled code calls the getter and setter directly.
    t.celsius = t.celsius + 10.0
    return t.fahrenheit


@mypyc_attr(allow_interpreted_subclasses=True)
class Base:
    def __init__(self, n: int) -> None:
        self._n = n

    @property
    def n(self) -> int:
        """The count."""
        return self._n

    @n.setter
    def n(self, v: int) -> None:
        self._n = v * 2

    @property
    def label(self) -> str:
        return f"base {self._n}"

    def show(self) -> str:
        return f"{self.label}: {self.n}"


class Derived(Base):
    @property
    def label(self) -> str:
        return "derived " + super().label


@dataclass
class Point:
    x: int
    y: int

    @property
    def norm1(self) -> int:
        return abs(self.x) + abs(self.y)

    @norm1.setter
    def norm1(self, v: int) -> None:
        self.x = v
        self.y = 0


def read_norm(p: Point) -> int:
    return p.norm1


class AppError(ValueError):
    def __init__(self, code: int) -> None:
        super().__init__(f"code {code}")
        self._code = code

    @property
    def code(self) -> int:
        """The code."""
        return self._code


class Outer:
    class Inner:
        @property
        def v(self) -> int:
            return 1
