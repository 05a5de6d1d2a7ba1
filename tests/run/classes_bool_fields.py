# bool fields of compiled classes. In classes Python cannot subclass they are Py_True/Py_False
# pointers exposed as members (ir::ClassDef::bool_object_field); open and exception classes keep
# a char behind a getset. Reads and stores from both sides, unset fields and `del`, class-body
# defaults, compiled and Python subclasses over both layouts, dataclasses (eq, order, hash,
# repr, frozen, match), pickling and copies, boxed_fields classes and reused instances.
from __future__ import annotations

from dataclasses import dataclass, field
from typing import List, Optional

from mypy_extensions import mypyc_attr


class Flags:
    def __init__(self, a: bool, b: bool) -> None:
        self.a = a
        self.b = b
        self.count = 0

    def toggle(self) -> None:
        self.a = not self.a
        self.b = self.a and not self.b
        self.count += 1

    def both(self) -> bool:
        return self.a and self.b

    def show(self) -> str:
        return f"{self.a} {self.b} {self.count}"

    def set_from(self, n: int) -> None:
        self.a = n > 0
        self.b = n % 2 == 0


class Lazy:
    def __init__(self, on: bool) -> None:
        if on:
            self.flag = True

    def get(self) -> bool:
        return self.flag

    def put(self, v: bool) -> None:
        self.flag = v

    def drop(self) -> None:
        del self.flag


class Defaults:
    on: bool = True
    off: bool = False
    n: int = 3

    def flip(self) -> str:
        self.on = not self.on
        self.off = not self.off
        return f"{self.on} {self.off} {self.n}"


class Child(Flags):
    def __init__(self, a: bool, b: bool, c: bool) -> None:
        super().__init__(a, b)
        self.c = c

    def all3(self) -> bool:
        return self.a and self.b and self.c

    def show(self) -> str:
        return f"{self.a} {self.b} {self.c} {self.count}"


@mypyc_attr(allow_interpreted_subclasses=True)
class OpenFlags:
    def __init__(self, on: bool) -> None:
        self.on = on

    def get(self) -> bool:
        return self.on


class ClosedBelowOpen(OpenFlags):
    def __init__(self, on: bool, more: bool) -> None:
        super().__init__(on)
        self.more = more

    def both(self) -> bool:
        return self.on and self.more


@mypyc_attr(allow_interpreted_subclasses=True)
class OpenBelowClosed(Flags):
    def __init__(self) -> None:
        super().__init__(True, False)
        self.extra = True

    def summary(self) -> str:
        return f"{self.a} {self.b} {self.extra}"


class FlagError(ValueError):
    def __init__(self, fatal: bool) -> None:
        super().__init__("bad")
        self.fatal = fatal


@mypyc_attr(boxed_fields=True)
class Boxed:
    def __init__(self, n: int, ok: bool) -> None:
        self.n = n
        self.ok = ok

    def flip(self) -> str:
        self.ok = not self.ok
        self.n += 1
        return f"{self.n} {self.ok}"


@dataclass
class Rec:
    name: str
    done: bool
    urgent: bool = False


@dataclass(order=True, frozen=True)
class Key:
    major: bool
    minor: bool
    label: str = "k"


@dataclass
class Sparse:
    shown: bool
    hidden: bool = field(default=True, repr=False, compare=False)


class Holder:
    def __init__(self) -> None:
        self.maybe: Optional[bool] = None
        self.seen = False

    def note(self, v: bool) -> str:
        self.maybe = v
        self.seen = True
        return f"{self.maybe} {self.seen}"


def read_a(f: Flags) -> bool:
    return f.a


def write_b(f: Flags, v: bool) -> None:
    f.b = v


def make_lazy(on: bool) -> Lazy:
    return Lazy(on)


def count_true(fs: List[Flags]) -> int:
    n = 0
    for f in fs:
        if f.a:
            n += 1
        if f.b:
            n += 10
    return n


def churn(n: int) -> int:
    # Many short-lived instances: each one is a reused (free-listed) block after the first few.
    total = 0
    for i in range(n):
        f = Flags(i % 3 == 0, i % 5 == 0)
        f.toggle()
        if f.both():
            total += 1
        lz = Lazy(i % 2 == 0)
        try:
            if lz.get():
                total += 100
        except AttributeError:
            total += 10000
    return total


def classify(o: object) -> str:
    match o:
        case Rec(name, True, urgent):
            return f"done {name} urgent={urgent}"
        case Rec(name=n, done=False):
            return f"open {n}"
        case Key(True, minor):
            return f"major key minor={minor}"
        case _:
            return "other"


def rec_done(r: Rec) -> bool:
    return r.done and not r.urgent
