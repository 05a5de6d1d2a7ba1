# Class-body `NAME: Final = literal` constants read through the class (`C.NAME`), through an
# instance (`self.NAME`), inherited, and as method defaults; other class attributes read
# through the class object are checked to their inferred types.
from typing import ClassVar, Final


class Direction:
    NONE: Final = 0
    FORWARD: Final = 1
    BACKWARD: Final = -1
    SCALE: Final = 2.5
    NAME: Final = "dir"
    ON: Final = True


class Strategy:
    FIRST: Final = 3
    LAST: Final = 9
    count = 7  # a plain class attribute (an int)
    label: ClassVar[str] = "strategy"

    def __init__(self, pick: int = FIRST) -> None:
        self.pick = pick

    def choose(self, strategy: int = LAST) -> int:
        if strategy == Strategy.FIRST:
            return self.pick + self.FIRST
        if strategy == self.LAST:
            return self.pick * Strategy.LAST
        return -1


class Special(Strategy):
    def flip(self) -> int:
        return Special.FIRST - self.LAST + Special.count


def walk(n: int) -> list[int]:
    out = []
    d = Direction.FORWARD
    for i in range(n):
        out.append(d)
        d = Direction.BACKWARD if d == Direction.FORWARD else Direction.FORWARD
    return out


def main() -> None:
    print(walk(5), Direction.NONE, Direction.SCALE * 2, Direction.NAME + "!", Direction.ON)
    s = Strategy()
    print(s.pick, s.choose(), s.choose(Strategy.FIRST), s.choose(4))
    print(Special(2).flip(), Strategy.count + 1, Strategy.label.upper())
    Strategy.count = 10  # a plain class attribute may be rebound: read again
    print(Strategy.count * 2, Special.count)
