# Borrowed field and global reads (transform/borrow_reads): values read without a reference must
# stay right when the slot is rebound - by a `global` store, from outside the module, by a callee
# that replaces the object holding the field, and with bignums that live only in the slot.
from __future__ import annotations

FORWARD: int = 1
LIMIT: int = 2 ** 70


class Level:
    def __init__(self, level: int, name: str) -> None:
        self.level = level
        self.name = name

    def stronger(self, other: Level) -> bool:
        return self.level < other.level

    def weakest_of(self, other: Level) -> Level:
        return self if self.level > other.level else other


DEFAULT: Level = Level(3, "default")


class Node:
    def __init__(self, label: str, value: int) -> None:
        self.label = label
        self.value = value
        self.owner: Box | None = None

    def weight(self, other: Node) -> int:
        return self.value - other.value


class GreedyNode(Node):
    # Drops the box's (only) reference to self, then reuses the freed memory for a new
    # GreedyNode: a caller that passed self borrowed would see the new node's value.
    def weight(self, other: Node) -> int:
        b = self.owner
        if b is not None:
            b.node = Node("fresh", self.value + 1)
        spare = GreedyNode("spare", -5)
        return self.value * 1000 + other.value + spare.value


class Box:
    def __init__(self, node: Node) -> None:
        self.node = node
        self.total = 0
        self.item: Level | None = None
        self.direction = FORWARD

    def probe(self, other: Node) -> int:
        return self.node.weight(other)

    def is_forward(self) -> bool:
        return self.direction == FORWARD

    def double(self, rounds: int) -> int:
        for _ in range(rounds):
            self.total += self.total + LIMIT
        return self.total % 1000003

    def item_level(self) -> int:
        if self.item is None:
            return -1
        return self.item.level


def flip_forward(value: int) -> None:
    global FORWARD
    FORWARD = value


def rebind_default_and_read(s: Level) -> int:
    global DEFAULT
    DEFAULT = Level(s.level + 10, "fresh")
    spare = Level(-7, "spare")
    return s.level * 100 + spare.level


def default_after_rebind() -> int:
    # DEFAULT is passed to a function that rebinds it: the read must keep its own reference.
    r = rebind_default_and_read(DEFAULT) * 1000 + DEFAULT.level
    reset_default()
    return r


def pick(a: Level, b: Level) -> str:
    return a.weakest_of(b).name + ("<" if a.stronger(b) else ">=")


def greedy_probe(value: int) -> int:
    n = GreedyNode("g", value)
    b = Box(n)
    n.owner = b
    del n
    return b.probe(Node("o", 7)) * 10 + b.node.value


def plain_probe(value: int) -> int:
    b = Box(Node("p", value))
    return b.probe(Node("o", 3))


def forward_checks(value: int) -> list[bool]:
    b = Box(Node("f", 0))
    out = [b.is_forward()]
    flip_forward(value)
    out.append(b.is_forward())
    b.direction = value
    out.append(b.is_forward())
    flip_forward(1)
    out.append(b.is_forward())
    return out


def doubling(start: int, rounds: int) -> int:
    b = Box(Node("d", 0))
    b.total = start
    return b.double(rounds)


def optional_item(level: int) -> list[int]:
    b = Box(Node("i", 0))
    out = [b.item_level()]
    b.item = Level(level, "x")
    out.append(b.item_level())
    b.item = None
    out.append(b.item_level())
    return out


def global_forward_now() -> bool:
    b = Box(Node("n", 0))
    b.direction = 2 ** 80
    return b.is_forward()


def reset_default() -> None:
    global DEFAULT
    DEFAULT = Level(3, "default")
