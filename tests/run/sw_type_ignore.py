# `# type: ignore` (bare and with error codes): a type error on such a line does not stop the
# build; the line runs dynamically, with CPython's behaviour, and its values are checked where
# they enter typed code (the cases here are those where CPython and the compiled module agree:
# the value fits, or CPython itself raises on the line; tests/test_type_ignore.py has the
# TypeErrors the typed crossings raise).
import asyncio
from types import SimpleNamespace
from typing import Dict, List, Optional


class Point:
    def __init__(self, x: int, y: int) -> None:
        self.x = x
        self.y = y

    def norm1(self) -> int:
        return abs(self.x) + abs(self.y)


class Box:
    def __init__(self, v: int) -> None:
        self.v = v


def takes_int(n: int) -> int:
    return n * 2


def assign_optional(s: Optional[str]) -> str:
    t: str = s  # type: ignore[assignment]
    return t.upper()


def argument_optional(v: Optional[int]) -> int:
    return takes_int(v)  # type: ignore[arg-type]


def return_optional(v: Optional[int]) -> int:
    return v  # type: ignore


def shallow_list(names: List[str]) -> int:
    xs: List[int] = names  # type: ignore
    return len(xs)


def wrong_arity() -> int:
    return takes_int(1, 2)  # type: ignore[call-arg]


def wrong_keyword() -> int:
    return Box(w=3).v  # type: ignore


def missing_attr(p: Point) -> int:
    return p.z  # type: ignore[attr-defined]


def missing_method(p: Point) -> int:
    return p.norm2()  # type: ignore[attr-defined]


def str_method(s: str) -> str:
    return s.nosuch()  # type: ignore


def int_attr(b: Box) -> str:
    return b.v.upper()  # type: ignore


def operator(n: int, s: str) -> object:
    return n + s  # type: ignore[operator]


def unary(s: str) -> object:
    return -s  # type: ignore


def builtin_arg(n: int) -> int:
    return len(n)  # type: ignore


def index_int(n: int) -> object:
    return n[0]  # type: ignore[index]


def multi_line(n: int) -> int:
    total: int = n + (  # type: ignore
        "x")
    return total


def for_header(n: int) -> int:
    t = 0
    for _ in n:  # type: ignore
        t += 1
    return t


def if_header(n: int) -> int:
    if n.nope:  # type: ignore
        return 1
    return 2


def default_none(x: int = None) -> int:  # type: ignore
    return -1 if x is None else x + 1


def not_an_ignore(x: int) -> int:
    # A comment that only looks like one changes nothing: `# type: ignored` below is no ignore.
    return x + 1  # type: ignored


def ignore_without_error(x: int) -> int:
    return x * 3  # type: ignore


def python_object(v: int) -> object:
    ns = SimpleNamespace(a=1)
    ns.b = v  # no error: a Python object
    return ns.a + ns.b + Point(v, v).norm1(2)  # type: ignore[call-arg]


def typed_after(s: str) -> int:
    n = len(s)
    m = s + 1  # type: ignore[operator]
    return n + m


class Counter:
    def __init__(self, n: int) -> None:
        self.n = n

    def bump(self) -> int:
        self.n += "x"  # type: ignore
        return self.n

    def missing(self) -> object:
        return self.nosuch  # type: ignore


def comprehension(xs: List[int]) -> List[object]:
    return [x.nosuch for x in xs]  # type: ignore


def in_lambda(xs: List[int]) -> object:
    g = lambda: xs.nosuch  # type: ignore
    return g()


def in_fstring(b: Box) -> str:
    return f"{b.nosuch}"  # type: ignore


def walrus(s: str) -> object:
    if (n := s + 1):  # type: ignore
        return n
    return None


def dict_store(d: Dict[str, str]) -> object:
    d["k"] = 1  # type: ignore
    return d


async def in_coroutine(b: Box) -> int:
    await asyncio.sleep(0)
    return b.nosuch  # type: ignore


def with_header(b: Box) -> int:
    with b:  # type: ignore
        return 1


def optional_operand(v: Optional[int]) -> int:
    return v + 1  # type: ignore


# `NAME: T = None  # type: ignore` (mypy's old implicit Optional): NAME holds what CPython lets it.
LIMIT: int = None  # type: ignore


class Lazy:
    value: int = None  # type: ignore
    names: List[str] = None  # type: ignore[assignment]

    def __init__(self, v: int) -> None:
        if v:
            self.value = v

    def describe(self) -> str:
        if self.value is None:
            return "unset"
        return "value " + str(self.value + 1)


def none_defaults(v: int) -> List[object]:
    y: str = None  # type: ignore
    out: List[object] = [y, LIMIT, Lazy(v).describe(), Lazy(v).names]
    y = "set"
    out.append(y)
    return out


# Incompatible overrides mypy is told to accept (`# type: ignore[override]`): calls through the
# subclass use its own signature; calls through the base convert with run-time checks.
class Shape:
    def scale(self, k: int) -> int:
        return k

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Shape)


class Label(Shape):
    def scale(self, k: str) -> int:  # type: ignore[override]
        return len(k) * 2

    def __eq__(self, other: "Label") -> bool:  # type: ignore[override]
        return isinstance(other, Label) and other is self


def scale_label(s: Label) -> int:
    return s.scale("abc")


def scale_shape(s: Shape, k: object) -> int:
    return s.scale(k)  # type: ignore[arg-type]


def same(a: Shape, b: Shape) -> bool:
    return a == b


def undefined_global() -> object:
    return LATE_NAME  # type: ignore[name-defined]


def rebind_local(n: int) -> str:
    x = n * 2
    x = "text"  # type: ignore[assignment]
    return repr(x) + str(n)
