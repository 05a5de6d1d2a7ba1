# Int-keyed dicts that escape (returned, passed on, aliased, printed, captured, global, used by
# other methods or a lazy generator expression, defined from another dict) stay Python dicts,
# and every other operation on them is still CPython's.
from typing import Callable, Iterator

seen: dict[int, int] = {}


def fill(d: dict[int, int], n: int) -> None:
    for i in range(n):
        d[i] = i * i


def passed(n: int) -> int:
    d: dict[int, int] = {}
    fill(d, n)
    return sum([v for v in d.values()])


def returned(n: int) -> dict[int, int]:
    d: dict[int, int] = {i: -i for i in range(n)}
    d[100] = 1
    return d


def aliased(n: int) -> list[int]:
    d: dict[int, int] = {i: i for i in range(n)}
    e = d
    e[50] = 5
    return [len(d), d[50]]


def printed(n: int) -> str:
    d: dict[int, float] = {i: i / 2 for i in range(n)}
    d[7] = 1.0
    return str(d) + repr(list(d.keys())) + repr(list(d.items()))


def captured(n: int) -> int:
    d: dict[int, int] = {}

    def add(k: int) -> None:
        d[k] = k + 1

    for i in range(n):
        add(i)
    return len(d) + d[0]


def lam(n: int) -> int:
    d: dict[int, int] = {1: 2}
    f: Callable[[int], int] = lambda k: d[k]
    d[2] = n
    return f(2)


def global_dict(n: int) -> int:
    global seen
    seen = {}
    for i in range(n):
        seen[i] = i
    return len(seen)


def other_methods(n: int) -> list[object]:
    d: dict[int, int] = {i: i for i in range(n)}
    d.update({100: 1})
    c = d.copy()
    d.popitem()
    return [len(d), len(c), sorted(d), list(reversed(d)), d == c, max(d), min(d.values())]


def lazy(n: int) -> list[int]:
    d: dict[int, int] = {i: i * 3 for i in range(n)}
    g = (v for v in d.values())
    d[99] = 0
    try:
        return list(g)
    except RuntimeError as e:
        return [len(str(e))]


def from_other(n: int) -> int:
    base: dict[int, int] = {i: i for i in range(n)}
    d: dict[int, int] = base
    d[-1] = 1
    return len(base)


def from_call(n: int) -> int:
    d: dict[int, int] = returned(n)
    d[5] = 5
    return len(d)


def as_iterable(n: int) -> list[int]:
    d: dict[int, int] = {i: i for i in range(n)}
    it: Iterator[int] = iter(d)
    return [next(it), len(list(zip(d, d))), len(list(enumerate(d)))]


def view_variable(n: int) -> list[int]:
    d: dict[int, int] = {i: i for i in range(n)}
    ks = d.keys()
    d[n] = 0
    return list(ks)


def str_values(n: int) -> list[str]:
    d: dict[int, str] = {i: str(i) for i in range(n)}
    return [v for v in d.values()]


def unannotated(n: int) -> int:
    d = {i: i for i in range(n)}
    d[7] = 7
    return sum(d) + len(repr(d))


def compared(n: int) -> bool:
    d: dict[int, int] = {i: i for i in range(n)}
    return d == {0: 0}
