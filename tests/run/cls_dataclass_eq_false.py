"""@dataclass(eq=False): no generated __eq__, identity comparison and hashing as a plain class
(also frozen), a subclass turning eq back on (unhashable again) and off below it."""
from dataclasses import dataclass, field
from typing import Optional


@dataclass(eq=False)
class Node:
    value: int
    children: list["Node"] = field(default_factory=list)
    parent: Optional["Node"] = field(default=None, repr=False)

    def add(self, v: int) -> "Node":
        n = Node(v, parent=self)
        self.children.append(n)
        return n


@dataclass(eq=False, frozen=True)
class Token:
    text: str


@dataclass
class Tagged(Node):
    tag: str = ""


@dataclass(eq=False)
class Loose(Tagged):
    extra: int = 0


def run() -> list[str]:
    root = Node(1)
    c = root.add(2)
    c.add(3)
    out = [repr(root), f"{root == Node(1, root.children)} {root == root} {root != Node(1)} {c.parent is root}"]
    seen = {root: "r", c: "c"}
    out.append(f"{seen[root]} {len({Node(1), Node(1)})} {hash(c) == hash(c)}")
    t = Token("a")
    out.append(f"{t == Token('a')} {len({t, Token('a')})} {t}")
    try:
        t.text = "b"  # type: ignore[misc]
    except Exception as e:
        out.append(f"{type(e).__name__} {e}")
    out.append(f"{Tagged(1, [], None, 'x') == Tagged(1, [], None, 'x')} {Loose(1) == Loose(1)} {Loose(1, tag='q')}")
    for obj in (Tagged(1), Loose(1)):
        try:
            out.append(str(hash(obj) is not None))
        except TypeError as e:
            out.append(f"TypeError {e}")
    return out
