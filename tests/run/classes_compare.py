# Comparisons of compiled instances through their compiled __lt__/__le__/__gt__/__ge__/__eq__
# (called directly when both sides are of one class), and through Python otherwise.
from typing import List


class Version:
    def __init__(self, major: int, minor: int) -> None:
        self.major = major
        self.minor = minor

    def __lt__(self, other: "Version") -> bool:
        return (self.major, self.minor) < (other.major, other.minor)

    def __le__(self, other: "Version") -> bool:
        return not other < self

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Version):
            return False
        return self.major == other.major and self.minor == other.minor

    def __repr__(self) -> str:
        return f"v{self.major}.{self.minor}"


class Rank:
    def __init__(self, n: int) -> None:
        self.n = n

    def __gt__(self, other: "Rank") -> bool:
        return self.n > other.n

    def __ge__(self, other: "Rank") -> bool:
        return self.n >= other.n


class Senior(Rank):
    def __gt__(self, other: "Rank") -> bool:
        return True


def newest(vs: List[Version]) -> Version:
    best = vs[0]
    for v in vs:
        if best < v:
            best = v
    return best


def table(vs: List[Version]) -> List[str]:
    out: List[str] = []
    for a in vs:
        for b in vs:
            out.append(f"{a!r}<{b!r}:{a < b} {a <= b} {a > b} {a >= b} {a == b} {a != b}")
    return out


def ranks(a: Rank, b: Rank) -> List[bool]:
    return [a > b, a >= b, b > a, b < a]
