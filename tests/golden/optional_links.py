# Walking T | None links: `is None` reads the pointer (no box, no references) and the narrowed
# local is read as T through cast_borrowed (no type check, no reference of its own).
from __future__ import annotations


class Node:
    def __init__(self, link: Node | None) -> None:
        self.link = link


def count(node: Node | None) -> int:
    n = 0
    while node is not None:
        n += 1
        node = node.link
    return n


def drop(node: Node) -> None:
    node.link = None
