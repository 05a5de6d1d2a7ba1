# Augmented assignment to an attribute of any expression (`xs[i].n += 1`, `d[k].tags += [...]`,
# `make().n += 1`): the object is evaluated once, then read, combined and stored, as in CPython.
from typing import Any


class Counter:
    def __init__(self, name: str) -> None:
        self.name = name
        self.n = 0
        self.total = 0.0
        self.tags: list[str] = []


made: list[Counter] = []


def make(name: str) -> Counter:
    print("make", name)
    c = Counter(name)
    made.append(c)
    return c


def tally(words: list[str]) -> list[tuple[str, int, float, list[str]]]:
    slots = [Counter("even"), Counter("odd")]
    by_first: dict[str, Counter] = {}
    for i, w in enumerate(words):
        slots[i % 2].n += 1
        slots[i % 2].total += len(w) / 2
        by_first.setdefault(w[0], Counter(w[0])).tags += [w]
        by_first[w[0]].n += len(w)
    return [(c.name, c.n, c.total, c.tags) for c in slots + list(by_first.values())]


def once() -> list[int]:
    made.clear()
    make("a").n += 5
    [make("b")][0].n -= 2
    return [c.n for c in made]


def untyped(objs: list[Any]) -> list[Any]:
    objs[0].n *= 3
    objs[-1].name += "!"
    return [o.n for o in objs] + [objs[-1].name]


def missing(cs: list[Counter], i: int) -> int:
    cs[i].n += 1
    return cs[i].n
