"""super() used as a value, not as `super().m(...)`: a base property through super(), the proxy
bound to a name, super() in a property getter and in classmethods, in a class made inside a
function, and the builtin's own RuntimeError outside any method."""
from typing import Optional

from mypy_extensions import mypyc_attr


class Base:
    def __init__(self, size: int) -> None:
        self.size = size

    @property
    def double(self) -> int:
        return self.size * 2

    @double.setter
    def double(self, v: int) -> None:
        self.size = v // 2

    def describe(self) -> str:
        return f"Base{self.size}"

    @classmethod
    def kind(cls) -> str:
        return cls.__name__


class Child(Base):
    @property
    def double(self) -> int:
        return super().double + 1

    @double.setter
    def double(self, v: int) -> None:
        self.size = v // 2 + 1

    @property
    def text(self) -> str:
        return "child:" + super().describe()

    def parent_view(self) -> str:
        s = super()
        return f"{type(s).__name__} {s.describe()} {s.double}"  # type: ignore[attr-defined]

    @classmethod
    def kind(cls) -> str:
        return "C+" + super().kind()


class Grand(Child):
    @property
    def double(self) -> int:
        return super().double * 10

    def describe(self) -> str:
        return "G" + super().describe()


@mypyc_attr(allow_interpreted_subclasses=True)
class Open:
    def __init__(self, size: int) -> None:
        self.size = size

    @property
    def double(self) -> int:
        return self.size * 2

    def describe(self) -> str:
        return f"Open{self.size}"


def no_method() -> Optional[str]:
    try:
        return str(super())  # type: ignore[misc]
    except RuntimeError as e:
        return f"RuntimeError {e}"


def local_classes(n: int) -> str:
    class Inner(Open):
        @property
        def double(self) -> int:
            return super().double + n

        def view(self) -> str:
            return type(super()).__name__ + " " + super().describe()

    i = Inner(5)
    return f"{i.double} {i.view()}"


def run() -> list[str]:
    c = Child(3)
    g = Grand(4)
    out = [f"{c.double} {g.double} {c.text} {g.text}", c.parent_view(), g.parent_view()]
    c.double = 10
    out.append(f"{c.size} {c.double}")
    out.append(f"{Child.kind()} {Grand.kind()} {g.kind()}")
    out.append(str(no_method()))
    out.append(local_classes(100))
    return out
