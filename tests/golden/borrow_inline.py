# Borrowed reads and inline hints (-O2): `self.direction == FORWARD` and the fields passed to the
# quiet `stronger` read no references; the call of `touch` (a store) keeps `self.level` owned.
# golden: -O2
from __future__ import annotations

FORWARD: int = 1


class Strength:
    def __init__(self, level: int) -> None:
        self.level = level
        self.direction = FORWARD

    def stronger(self, other: Strength) -> bool:
        return self.level < other.level

    def is_forward(self) -> bool:
        return self.direction == FORWARD

    def touch(self, n: int) -> int:
        self.level = n
        return n

    def versus(self, other: Strength) -> bool:
        return other.stronger(self) and self.level < self.touch(3)
