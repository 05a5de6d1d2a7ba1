# Lazy generator expressions: creation evaluates only the first iterable (and calls iter() on
# it), items come on demand, enclosing variables bind late, names and protocol as CPython's.
import itertools
from typing import Callable, Iterable, Iterator, List, Optional, Tuple

log: List[str] = []


def src(name: str, n: int) -> List[int]:
    log.append("src " + name)
    return list(range(n))


def sq(x: int) -> int:
    log.append("sq " + str(x))
    return x * x


def laziness() -> List[str]:
    del log[:]
    g = (sq(x) for x in src("outer", 4) if x != 1)
    log.append("created")
    log.append("first " + str(next(g)))
    log.append("rest " + str(list(g)))
    return list(log)


def inner_lazy() -> List[str]:
    del log[:]
    g = ((x, y) for x in src("a", 2) for y in src("b" + str(x), 2))
    log.append("created")
    for pair in g:
        log.append(str(pair))
    return list(log)


def make(v: object) -> object:
    return (x for x in v)  # type: ignore[attr-defined]


def eager_iter(v: object) -> str:
    try:
        g = make(v)
    except TypeError as e:
        return "at creation: " + str(e)
    return "created " + type(g).__name__


def infinite(n: int) -> List[int]:
    squares = (i * i for i in itertools.count())
    return list(itertools.islice(squares, n))


def first_over(limit: int) -> int:
    return next(i for i in itertools.count() if i * i > limit)


def next_default(xs: List[int]) -> object:
    return next((x for x in xs if x > 100), "none")


def late_binding() -> List[int]:
    k = 1
    g = (x * k for x in range(3))
    k = 10
    return list(g)


def param_capture(k: int, xs: List[int]) -> List[int]:
    return list(itertools.chain((x + k for x in xs), (x - k for x in xs)))


def nested() -> List[object]:
    sums = (sum(y for y in range(x)) for x in range(5))
    pairs = ((x, y) for x in range(3) for y in (z * 2 for z in range(x)))
    grid = [list(row) for row in ((c * r for c in range(3)) for r in range(3))]
    return [list(sums), list(pairs), grid]


def in_lambda(n: int) -> List[int]:
    f: Callable[[int], Iterator[int]] = lambda m: (i * m for i in range(n))
    return list(f(3))


def in_nested(n: int) -> List[int]:
    def helper(m: int) -> List[int]:
        return list(itertools.chain.from_iterable((x, m) for x in range(n)))
    return helper(7)


def lambdas_in_genexp() -> Tuple[List[int], List[int]]:
    now = [f() for f in (lambda: x for x in range(3))]
    fs = list(lambda: x for x in range(3))
    return now, [f() for f in fs]


class Grid:
    def __init__(self, n: int) -> None:
        self.n = n

    def cells(self) -> Iterator[Tuple[int, int]]:
        return ((r, c) for r in range(self.n) for c in range(self.n) if r != c)

    def names(self) -> List[str]:
        g = (x for x in range(1))
        return [g.__name__, g.__qualname__]


def grid(n: int) -> List[Tuple[int, int]]:
    return list(Grid(n).cells())


def grid_names() -> List[str]:
    return Grid(1).names()


def names() -> List[str]:
    g = (x for x in [1])
    r = repr(g)
    return [g.__name__, g.__qualname__, r[: r.index(" at 0x")]]


MODULE_GEN = (c.upper() for c in "abc")
MODULE_NAME = MODULE_GEN.__qualname__


def module_level() -> List[str]:
    return [MODULE_NAME] + list(MODULE_GEN)


def protocol() -> List[object]:
    out: List[object] = []
    g = (x * 2 for x in range(5))
    out.append(g.send(None))
    out.append(g.send("ignored"))
    try:
        g.throw(ValueError("boom"))
    except ValueError as e:
        out.append("thrown: " + str(e))
    out.append(list(g))
    h = (x for x in range(3))
    out.append(next(h))
    h.close()
    out.append(list(h))
    return out


def unpacking(pairs: List[Tuple[int, str]]) -> List[str]:
    return list(s * n for n, s in pairs)


def for_over(xs: List[int]) -> int:
    total = 0
    for v in (x * 2 for x in xs if x % 3):
        total += v
    return total


def divide(xs: List[int]) -> List[float]:
    g = (10 / x for x in xs)
    return list(g)


def nonlocal_counter() -> List[int]:
    n = 0

    def bump() -> int:
        nonlocal n
        n += 1
        return n

    g = (bump() + n for _ in range(3))
    return [n] + list(g) + [n]


def optional_items(xs: List[Optional[int]]) -> List[int]:
    return list(x for x in xs if x is not None)


# Rebinding a consumer's name anywhere makes its generator expressions lazy generators.
def shadowed(xs: List[int]) -> object:
    sum = len
    return sum(list(x for x in xs))


def empty(xs: List[int]) -> List[object]:
    g = (x * 2 for x in xs)  # returns before its first item: its frame is released once
    h = (x for x in range(len(xs)))
    return [list(g), list(h)]


def consume(it: Iterable[int]) -> int:
    total = 0
    for v in it:
        total = total * 10 + v
    return total


def pass_to_compiled(xs: List[int]) -> int:
    return consume(x + 1 for x in xs) + consume((x for x in xs if x), )


def late_in_comprehension() -> List[object]:
    gens = [(x * y for y in range(3)) for x in range(3)]
    firsts = [next(x * y for y in range(1, 3)) for x in range(3)]
    out: List[object] = [list(g) for g in gens]
    return out + [firsts]


def typed_range(n: int) -> List[float]:
    out: List[float] = []
    for v in (i / 2 for i in range(n)):
        out.append(v)
    for w in (i * i for i in range(n) if i % 2):
        out.append(w + 0.5)
    return out


def ranges(a: int, b: int, step: int) -> List[object]:
    g1 = (x for x in range(a, b))
    g2 = (x * 2 for x in range(a, b, step))
    g3 = (x for x in range(b, a, -1))
    g4 = (x for x in range(b - a))
    return [list(g1), list(g2), list(g3), list(g4)]


def zero_step(n: int) -> str:
    try:
        g = (x for x in range(0, n, n - n))
    except ValueError as e:
        return "at creation: " + str(e)
    return "created " + str(list(g))


def range_of_object(v: object) -> object:
    try:
        g = (x for x in range(v))  # type: ignore[call-overload]
    except TypeError as e:
        return "at creation: " + str(e)
    return list(g)
