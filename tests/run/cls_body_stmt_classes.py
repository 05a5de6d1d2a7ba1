# Class statements inside statements of a class body (made when the statement runs, bound as
# class attributes, with CPython's __qualname__s), and defs inside statements of nested and
# local class bodies (methods chosen when the statement runs; closures in functions).
from dataclasses import dataclass
from typing import Any, List

from mypy_extensions import mypyc_attr

FAST = len("ab") == 2


def tagged(cls: Any) -> Any:
    cls.tag = "tagged"
    return cls


@mypyc_attr(allow_interpreted_subclasses=True)
class Base:
    def hello(self) -> str:
        return "base"


class Mode:
    if FAST:
        class Engine(Base):
            """The fast engine."""
            speed = 10

            def hello(self) -> str:
                return "fast " + super().hello()

            @staticmethod
            def kind() -> str:
                return "static"

            @property
            def doubled(self) -> int:
                return self.speed * 2
    else:
        class Engine(Base):  # type: ignore[no-redef]
            speed = 1

    try:
        @tagged
        class Record:
            b: str = "x"

            def __init__(self, a: int) -> None:
                self.a = a

            def __repr__(self) -> str:
                return "Record(" + str(self.a) + ", " + self.b + ", " + type(self).tag + ")"

            def __eq__(self, other: object) -> bool:
                return isinstance(other, Mode.Record) and other.a == self.a
    except Exception:
        pass

    names = []
    for n in ("one", "two"):
        names.append(n)


class Outer:
    class Nested:
        if FAST:
            def pick(self) -> str:
                return "fast"

            @classmethod
            def make(cls) -> "Any":
                return cls()
        else:
            def pick(self) -> str:
                return "slow"

        def plain(self) -> str:
            return "plain " + self.pick()


def local(k: int) -> Any:
    class Root:
        def value(self) -> int:
            return 1

        if k > 1:
            @dataclass
            class Pair:
                x: int
                y: int = k

    class Leaf(Root):
        if k > 0:
            def value(self) -> int:
                return super().value() + k

            @property
            def scaled(self) -> int:
                return k * 10
        else:
            def value(self) -> int:
                return -k

        for _i in range(2):
            pass

        try:
            def risky(self) -> str:
                return "risky " + str(k)
        finally:
            pass
    return Leaf


def local_nested(n: int) -> Any:
    # A class directly in the body of a class inside a function, with closures and super().
    class Shell:
        class Core(Base):
            size = n

            def hello(self) -> str:
                return "core " + str(n) + " " + super().hello()

        @tagged
        class Marked:
            pass
    return Shell


def local_inner() -> Any:
    class Holder:
        if FAST:
            class Part(Base):
                def hello(self) -> str:
                    return "part " + super().hello()

                def tag(self) -> str:
                    return type(self).__qualname__
    return Holder


def run() -> List[str]:
    e: Any = Mode.Engine()
    out = [e.hello(), Mode.Engine.kind(), str(e.doubled), str(Mode.Engine.__doc__),
           Mode.Engine.__qualname__, Mode.Engine.hello.__qualname__, repr(Mode.Record(1)),
           Mode.Record.__qualname__, str(Mode.names)]
    n: Any = Outer.Nested()
    out += [n.pick(), n.plain(), Outer.Nested.pick.__qualname__, type(Outer.Nested.make()).__name__]
    leaf = local(3)()
    out += [str(leaf.value()), str(leaf.scaled), leaf.risky(), type(leaf).value.__qualname__,
            str(local(-2)().value()), str(hasattr(local(-2)(), "scaled")), repr(leaf.Pair(1)),
            leaf.Pair.__qualname__, str(hasattr(local(1), "Pair"))]
    sh = local_nested(4)
    out += [sh.Core().hello(), str(sh.Core.size), sh.Core.__qualname__, sh.Core.hello.__qualname__,
            sh.Marked.tag, sh.Marked.__qualname__, str(local_nested(1).Core is sh.Core)]
    h = local_inner()
    p = h.Part()
    out += [p.hello(), p.tag(), h.Part.hello.__qualname__]
    return out
