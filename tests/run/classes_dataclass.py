"""Dataclasses and class-body field defaults compiled as native classes."""
from dataclasses import dataclass


@dataclass
class Item:
    name: str
    price: float
    qty: int = 1

    def total(self) -> float:
        return self.price * self.qty


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0


@dataclass(frozen=True)
class Key:
    a: int
    b: str = "x"


@dataclass
class Special(Item):
    discount: float = 0.0

    def total(self) -> float:
        return self.price * self.qty * (1.0 - self.discount)


class Config:
    retries: int = 3
    ratio: float = 0.5
    label: str = "cfg"
    verbose: bool = False

    def describe(self) -> str:
        return self.label + ":" + str(self.retries) + ":" + str(self.ratio) + ":" + str(self.verbose)


def basket(items: list[Item]) -> float:
    t = 0.0
    for it in items:
        t += it.total()
    return t


def newest(vs: list[Version]) -> Version:
    best = vs[0]
    for v in vs:
        if v > best:
            best = v
    return best


def make_items() -> list[Item]:
    return [Item("a", 2.0), Item("b", 1.5, 4), Special("c", 10.0, 2, 0.25)]


def bump(c: Config) -> int:
    c.retries += 1
    return c.retries
