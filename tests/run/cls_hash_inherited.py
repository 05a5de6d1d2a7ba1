"""Hashing of compiled subclasses whose comparisons are inherited: a subclass of a class with
__eq__ and __hash__ stays hashable (with or without methods of its own), a class with only
__lt__ keeps object's identity hash, __eq__ without __hash__ makes a class and its subclasses
unhashable, and a frozen dataclass's hash reaches a plain subclass."""
from dataclasses import dataclass


class Money:
    def __init__(self, cents: int) -> None:
        self.cents = cents

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Money) and other.cents == self.cents

    def __hash__(self) -> int:
        return hash(self.cents)


class Euro(Money):
    pass


class Pound(Money):
    def __str__(self) -> str:
        return f"GBP{self.cents}"


class Ranked:
    def __init__(self, rank: int) -> None:
        self.rank = rank

    def __lt__(self, other: "Ranked") -> bool:
        return self.rank < other.rank


class Player(Ranked):
    pass


class Strict(Money):
    def __eq__(self, other: object) -> bool:
        return isinstance(other, Strict) and other.cents == self.cents


class Stricter(Strict):
    pass


@dataclass(frozen=True)
class Key:
    name: str


class NamedKey(Key):
    def __lt__(self, other: "NamedKey") -> bool:
        return self.name < other.name


def hashes(objs: list[object]) -> list[str]:
    out = []
    for o in objs:
        try:
            out.append(str(hash(o) == hash(o)))
        except TypeError as e:
            out.append(f"TypeError {e}")
    return out


def run() -> list[str]:
    wallet = {Euro(5), Euro(5), Pound(7), Money(5)}
    p = Player(1)
    out = [str(len(wallet)), str(Euro(5) == Money(5)), str({p: 1}[p]), str(len({Player(1), Player(1)}))]
    out += hashes([Euro(1), Pound(2), Ranked(3), Player(4), Strict(5), Stricter(6), NamedKey("k")])
    out.append(f"{hash(NamedKey('a')) == hash(Key('a'))} {sorted([NamedKey('b'), NamedKey('a')])}")
    return out
