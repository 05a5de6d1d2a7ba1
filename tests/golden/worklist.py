# A worklist: `while todo` tests the list's truth inline and `todo.pop(0)` pops in place with the
# index unboxed (list.pop / list.pop_last prims); the popped item is checked to the item type.
from __future__ import annotations


class Job:
    def __init__(self, n: int) -> None:
        self.n = n


def drain(todo: list[Job]) -> int:
    total = 0
    while todo:
        j = todo.pop(0)
        total += j.n
    if todo:
        todo.pop()
    return total
