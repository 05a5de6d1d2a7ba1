# Walking T | None links: `is None` reads the pointer (no box, no references) and the narrowed
# local is read as T through cast_borrowed (no type check, no reference of its own).
from __future__ import annotations


class Node:
    def __init__(self, link: Node | None) -> None:
        self.link = link


def last(head: Node) -> Node:
    tail: Node = head
    nxt = tail.link
    while nxt is not None:
        tail = nxt
        nxt = tail.link
    tail.link = None
    return tail
