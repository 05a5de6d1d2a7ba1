# Int/float lists that escape (returned, passed on, aliased, captured, printed, used by methods
# other than append) stay Python lists; a list a call returns is shared by the variable, so
# stores through it are seen by every other holder, and a subclass keeps its own methods.
from typing import Callable

kept: list[list[int]] = []


def remember(n: int) -> list[int]:
    xs = [i * 10 for i in range(n)]
    kept.clear()
    kept.append(xs)
    return xs


def shared_store(n: int) -> list[int]:
    xs: list[int] = remember(n)  # the same list object `kept` holds
    xs[0] = -1
    xs.append(99)
    total = sum(xs) + len(xs)
    xs = [x + 1 for x in xs]  # a fresh list: `kept` keeps the old one
    xs[1] = 5
    return [total, sum(xs), kept[-1][0], kept[-1][1], len(kept[-1])]


def mutate(xs: list[int]) -> None:
    xs.append(len(xs))


def passed(n: int) -> list[int]:
    xs: list[int] = [i for i in range(n)]
    mutate(xs)
    mutate(xs)
    return [sum(xs), len(xs)]


def aliased(n: int) -> list[int]:
    xs: list[int] = [i for i in range(n)]
    ys = xs
    ys.append(100)
    xs[0] = 7
    return [sum(xs), sum(ys), len(xs)]


def captured(n: int) -> int:
    xs: list[int] = [i for i in range(n)]
    f: Callable[[], int] = lambda: len(xs)
    xs.append(1)
    return f() + sum(xs)


def printed(n: int) -> int:
    xs: list[int] = [i * i for i in range(n)]
    print(xs)
    fs: list[float] = [x / 2 for x in xs]
    print(fs)
    return sum(xs)


def returned(n: int) -> list[float]:
    fs: list[float] = [i * 0.25 for i in range(n)]
    fs[0] = 9.0
    return fs


def other_method(n: int) -> int:
    xs: list[int] = [n - i for i in range(n)]
    xs.sort()
    return xs[0] * 100 + xs[-1]


def membership(n: int, v: int) -> bool:
    xs: list[int] = [i * 3 for i in range(n)]
    return v in xs


def ident(xs: list[int]) -> list[int]:
    return xs


def through_subclass(src: list[int]) -> list[int]:
    xs: list[int] = ident(src)  # shared: a list subclass keeps its own methods
    a = sum(xs)
    b = min(xs)
    c = max(xs)
    d = len(xs)
    e = xs[0]
    xs[1] = 50
    xs.append(7)
    f = [x * 2 for x in xs]
    g = 0
    for x in xs:
        g += x
    xs = [x for x in xs if x > 0]
    return [a, b, c, d, e, sum(f), g, len(xs), sum(xs)]


def floats_through(src: list[float]) -> list[float]:
    fs: list[float] = ident_f(src)
    out: list[float] = [sum(fs), min(fs), max(fs), fs[-1], float(len(fs))]
    fs = [x + 1.0 for x in fs]
    out.append(sum(fs))
    return out


def ident_f(fs: list[float]) -> list[float]:
    return fs


def wrong_items(src: list[int]) -> int:
    xs: list[int] = ident(src)
    total = sum(xs)
    xs = [x + 1 for x in xs]
    return total + sum(xs)
