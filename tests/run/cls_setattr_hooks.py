"""Compiled classes defining __setattr__ / __delattr__: compiled stores (in __init__, outside,
augmented, to a base-typed variable holding a subclass) and Python's go through them;
object.__setattr__ / super().__setattr__ inside store the typed field (with its type check);
a subclass inherits the hooks or overrides them; names the class does not declare reach
__setattr__ (mypy allows them there)."""
from typing import Any, Optional


class Audited:
    def __init__(self, v: int, name: str) -> None:
        self.log: list[str] = []
        self.v = v
        self.name = name
        self.ok = True
        self.extra: dict[str, Any] = {}

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "v" and value < 0:
            raise ValueError(f"negative {name}")
        if name != "log":
            self.log.append(f"set {name}={value!r}")
        if name.startswith("x_"):
            self.extra[name] = value
            return
        object.__setattr__(self, name, value)

    def __delattr__(self, name: str) -> None:
        self.log.append(f"del {name}")
        object.__delattr__(self, name)


class Child(Audited):
    def __init__(self, v: int) -> None:
        super().__init__(v, "child")
        self.weight: float = 1.5


class Strict(Audited):
    def __setattr__(self, name: str, value: Any) -> None:
        if name == "name":
            value = str(value).upper()
        super().__setattr__(name, value)


class Plain:
    def __init__(self) -> None:
        self.n = 0
        self.link: Optional[Plain] = None


class Frozenish:
    x: int

    def __init__(self, x: int) -> None:
        object.__setattr__(self, "x", x)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is read-only ({name})")


def bump(a: Audited) -> None:
    a.v += 2
    a.v = a.v * 10


def exercise() -> list[str]:
    a = Audited(1, "a")
    a.v = 5
    bump(a)
    a.x_color = "red"
    try:
        a.v = -1
    except ValueError as e:
        a.log.append(f"ValueError {e}")
    del a.name
    try:
        print(a.name)
    except AttributeError as e:
        a.log.append(f"AttributeError {e}")
    a.name = "again"
    a.ok = False
    return a.log + [repr(a.extra), str(a.v), a.name, str(a.ok)]


def via_base(c: Audited) -> list[str]:
    c.v = 7
    return c.log


def child() -> list[str]:
    c = Child(3)
    c.weight = 2.25
    via_base(c)
    return c.log + [str(c.weight)]


def strict() -> list[str]:
    s = Strict(4, "low")
    s.name = "mixed"
    return s.log + [s.name]


def frozenish() -> str:
    f = Frozenish(3)
    try:
        f.x = 4
    except AttributeError as e:
        return f"{f.x} {e}"
    return "stored"


def plain() -> int:
    p = Plain()
    p.link = Plain()
    p.link.n = 4
    p.n += p.link.n
    return p.n
