# Optional instance fields and locals: `is None` tests, narrowed reads, subclasses through them.
from __future__ import annotations


class Item:
    def __init__(self, value: int, link: Item | None) -> None:
        self.value = value
        self.link = link

    def weight(self) -> int:
        return self.value


class Heavy(Item):
    def weight(self) -> int:
        return self.value * 10


FIRST: Item = Heavy(0, None)


def chain(n: int) -> Item | None:
    head: Item | None = None
    for i in range(n):
        head = Heavy(i, head) if i % 3 == 0 else Item(i, head)
    return head


def total(head: Item | None) -> int:
    t = 0
    node = head
    while node is not None:
        t += node.weight()
        node = node.link
    return t


def last(head: Item) -> Item:
    tail: Item = head
    nxt = tail.link
    while nxt is not None:
        tail = nxt
        nxt = tail.link
    return tail


def unlink_all(head: Item | None) -> int:
    count = 0
    node = head
    while node is not None:
        nxt = node.link
        node.link = None
        count += 1
        node = nxt
    return count


def same(a: object, b: object) -> tuple[bool, bool, bool, bool]:
    return a is b, a is not b, a is None, b is not None


def first_weight() -> int:
    return FIRST.weight()


def keep_narrowed(head: Item | None) -> list[int]:
    out: list[int] = []
    node = head
    if node is not None:
        held = node
        node = None
        out.append(held.weight())
        out.append(0 if node is None else 1)
    return out
