# A loop over a typed list field of compiled instances calling a method some subclass overrides:
# the item is read borrowed, checked (one reference taken) and moved to the loop target.
from __future__ import annotations


class Step:
    def run(self) -> int:
        return 1


class Twice(Step):
    def run(self) -> int:
        return 2


class Plan:
    def __init__(self) -> None:
        self.steps: list[Step] = []

    def execute(self) -> int:
        total = 0
        for s in self.steps:
            total += s.run()
        return total
