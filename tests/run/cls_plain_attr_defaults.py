"""A plain class attribute that methods also assign through self (`size = 1` in the body,
`self.size = 10` in a method) is one instance variable with a class-level default, as mypy types
it: instances that never assign it read the class value, instances that do read their own, the
class reads the default, and a subclass's `size = 5` is its own instances' default."""
from typing import Optional


class Widget:
    color = "red"
    size = 1
    parent: Optional["Widget"] = None
    label = None

    def __init__(self, big: bool) -> None:
        if big:
            self.size = 10

    def paint(self, c: str) -> None:
        self.color = c

    def grow(self) -> int:
        self.size += 1
        return self.size

    def attach(self, p: "Widget") -> None:
        self.parent = p
        self.label = "child of " + p.color


class Big(Widget):
    size = 5
    kind = "big"

    def describe(self) -> str:
        return f"{self.kind} {self.size} {self.color}"


def run() -> list[str]:
    w = Widget(False)
    b = Widget(True)
    out = [f"{w.size} {b.size} {Widget.size} {w.color} {w.parent} {w.label}"]
    b.paint("blue")
    out.append(f"{b.color} {w.color} {Widget.color} {w.grow()} {w.grow()} {b.grow()}")
    g = Big(False)
    out.append(f"{g.describe()} {g.grow()} {Big.size} {Widget.size} {Big(True).size}")
    g.attach(b)
    out.append(f"{g.parent is b} {g.label} {w.parent is None}")
    return out
