"""Calls through a base type bind against the receiver's own method, as CPython does: keyword
parameters in another order, the override's own defaults, renamed parameters, *args/**kwargs
overrides, classmethod/staticmethod overrides (through the base, an instance and `cls`), and a
Python subclass of an open class."""
from typing import Any

from mypy_extensions import mypyc_attr


class A:
    def kwonly(self, *, x: int = -1, y: int = -2) -> str:
        return f"A {x} {y}"

    def mixed(self, x: int = -1) -> str:
        return f"A {x}"

    def names(self, a: int, b: str) -> str:
        return f"A {a} {b}"

    def star(self, a: int, b: int = 5) -> str:
        return f"A {a} {b}"

    def deflist(self, xs: list[int] = []) -> list[int]:  # noqa: B006
        xs.append(len(xs))
        if len(xs) > 3:  # bounded, so test_leaks' thousands of calls see no growing default
            del xs[1:]
        return xs

    @classmethod
    def make(cls, n: int = 1) -> str:
        return f"A.make {cls.__name__} {n}"

    @staticmethod
    def st(n: int = 1) -> str:
        return f"A.st {n}"

    def via_cls(self) -> str:
        return type(self).make() + " / " + self.make(n=7) + " / " + self.st()

    @classmethod
    def chain(cls) -> str:
        return cls.make()


class B(A):
    def kwonly(self, *, y: int = 0, x: int = 0) -> str:
        return f"B {x} {y}"

    def mixed(self, x: int = 0, *, y: int = 0) -> str:
        return f"B {x} {y}"

    def names(self, p: int, q: str) -> str:  # renamed: positional calls still bind
        return f"B {p} {q}"

    def star(self, *args: Any, **kwargs: Any) -> str:
        return f"B {args} {sorted(kwargs.items())}"

    def deflist(self, xs: list[int] = [10]) -> list[int]:  # noqa: B006
        xs.append(len(xs))
        if len(xs) > 3:  # bounded, so test_leaks' thousands of calls see no growing default
            del xs[1:]
        return xs

    @classmethod
    def make(cls, n: int = 2) -> str:
        return f"B.make {cls.__name__} {n}"

    @staticmethod
    def st(n: int = 2) -> str:
        return f"B.st {n}"


class C(B):
    def kwonly(self, *, x: int = 3, y: int = 4) -> str:
        return f"C {x} {y}"

    def mixed(self, x: int = 5, *, y: int = 6, z: int = 7) -> str:
        return f"C {x} {y} {z}"


@mypyc_attr(allow_interpreted_subclasses=True)
class Open:
    def f(self, *, a: int = 1, b: int = 2) -> str:
        return f"Open {a} {b}"

    def g(self, a: int = 1) -> str:
        return f"Open.g {a}"


def use(x: A) -> list[str]:
    return [
        x.kwonly(x=1),
        x.kwonly(y=1),
        x.kwonly(x=1, y=2),
        x.kwonly(y=2, x=1),
        x.kwonly(),
        x.mixed(),
        x.mixed(1),
        x.mixed(x=2),
        x.names(1, "s"),
        x.star(1),
        x.star(1, 2),
        x.star(1, b=3),
        x.star(a=4),
        str(x.deflist()),
        str(x.deflist()),
        x.make(),
        x.make(3),
        x.make(n=4),
        x.st(),
        x.st(n=5),
        x.via_cls(),
        x.chain(),
    ]


def use_b(x: B) -> list[str]:
    return [x.kwonly(x=1), x.kwonly(), x.mixed(y=9), x.mixed(), x.make(), x.st()]


def use_open(o: Open) -> list[str]:
    return [o.f(), o.f(b=5), o.f(a=3, b=4), o.g(), o.g(9), o.g(a=8)]


def run() -> list[str]:
    out: list[str] = []
    for obj in [A(), B(), C()]:
        out += use(obj)
    for objb in [B(), C()]:
        out += use_b(objb)
    out += [A.make(), B.make(), C.make(), C.st(), B.chain(), C.chain()]
    out += use_open(Open())
    return out
