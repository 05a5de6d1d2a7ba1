"""@functools.total_ordering on compiled classes: the comparisons a class lacks come from its
root (__lt__, __le__, __gt__ or __ge__, the first it defines) and __eq__ by functools'
formulas, for compiled code, sorted/min/max and Python callers; a subclass keeps them."""
import functools
from functools import total_ordering


@functools.total_ordering
class Money:
    def __init__(self, cents: int) -> None:
        self.cents = cents

    def __eq__(self, o: object) -> bool:
        return isinstance(o, Money) and o.cents == self.cents

    def __lt__(self, o: "Money") -> bool:
        return self.cents < o.cents

    def __repr__(self) -> str:
        return f"${self.cents}"


class Euro(Money):
    pass


@total_ordering
class Version:
    def __init__(self, major: int, minor: int) -> None:
        self.major = major
        self.minor = minor

    def __eq__(self, o: object) -> bool:
        return isinstance(o, Version) and (self.major, self.minor) == (o.major, o.minor)

    def __ge__(self, o: "Version") -> bool:
        return (self.major, self.minor) >= (o.major, o.minor)

    def __hash__(self) -> int:
        return hash((self.major, self.minor))


@total_ordering
class Rank:
    def __init__(self, n: int) -> None:
        self.n = n

    def __eq__(self, o: object) -> bool:
        return isinstance(o, Rank) and o.n == self.n

    def __le__(self, o: "Rank") -> bool:
        return self.n <= o.n

    def __gt__(self, o: "Rank") -> bool:
        return self.n > o.n


def table(xs: list[Money]) -> list[str]:
    out = []
    for a in xs:
        out.append(" ".join(str(v) for v in (a < xs[0], a <= xs[0], a > xs[0], a >= xs[0])))
    return out


def run() -> list[str]:
    a, b, c = Money(1), Money(2), Money(1)
    out = table([a, b, c, Euro(1), Euro(3)])
    out.append(f"{sorted([b, a, c])} {max(a, b)} {min([b, a])} {Euro(1) <= Euro(3)} {Euro(4) >= Euro(3)}")
    v1, v2 = Version(1, 2), Version(1, 10)
    out.append(f"{v1 < v2} {v1 <= v2} {v1 > v2} {v1 >= v2} {v1 <= Version(1, 2)} {v1 < Version(1, 2)}")
    r1, r2 = Rank(1), Rank(2)
    out.append(f"{r1 < r2} {r1 >= r2} {r2 >= r2} {r1 <= r2} {r2 > r1} {len({v1, Version(1, 2)})}")
    return out
