"""What a class body records beyond its statements, for classes made at run time (an Enum, a
class inside a function, a class over an imported base) and a compiled class: __firstlineno__ (the first decorator's
line) and __static_attributes__ (names stored through `self.NAME` in its functions) from
CPython 3.13 on, and the methods' __module__ / __qualname__ that decorators copy."""
import functools
from collections import OrderedDict
from enum import Enum
from typing import Any, Callable, Dict, List, Tuple


def keep(c: Any) -> Any:
    return c


def logged(f: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(f)
    def inner(*args: Any) -> Any:
        return f(*args)

    return inner


class Color(Enum):
    RED = 1

    def describe(self) -> str:
        self.seen = True
        return self.name


@keep
class Ordered(OrderedDict):  # type: ignore[type-arg]
    def setup(self) -> None:
        self.a, self.b = 1, 2
        self.total: int = 0
        self.total += 1  # augmented: not recorded
        for self.cursor in range(2):
            pass

    @logged
    def wrapped(self, x: int) -> int:
        return x + 1

    @functools.cached_property
    def cached(self) -> int:
        return 5


class Native:
    def __init__(self) -> None:
        self.z = 1
        self.y = 2

    def later(self) -> None:
        self.y += 1
        self.x: int = 3

    class Inner:
        def put(self) -> None:
            self.inner_only = 1


def made_in_function() -> Any:
    class Local:
        def __init__(self) -> None:
            def helper() -> None:
                self.from_helper = 1

            helper()
            this: Any = self
            this.not_self = 2

    return Local


def facts(cls: Any) -> List[str]:
    out = [cls.__qualname__]
    d: Dict[str, Any] = dict(vars(cls))
    out.append(str(d.get("__static_attributes__", "-")))
    line = d.get("__firstlineno__", None)
    out.append("-" if line is None else str(line))
    return out


def run() -> List[str]:
    out: List[str] = []
    for cls in (Color, Ordered, Native, Native.Inner, made_in_function()):
        out.append(" ".join(facts(cls)))
    w = Ordered.__dict__["wrapped"]
    out.append(f"{w.__module__} {w.__qualname__} {w.__wrapped__.__module__} {w.__wrapped__.__qualname__}")
    o = Ordered()
    o.setup()
    out.append(f"{o.wrapped(1)} {o.cached} {o.total} {o.cursor}")
    c = Ordered.__dict__["cached"]
    out.append(f"{type(c).__name__} {c.attrname} {getattr(c, '__module__', '-')}")
    out.append(f"{Color.RED.describe()} {Color.describe.__module__} {Color.describe.__qualname__}")
    pair: Tuple[str, str] = (Ordered.setup.__module__, Ordered.setup.__qualname__)
    out.append(" ".join(pair))
    return out
