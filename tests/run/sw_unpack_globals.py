# Unpacking (starred, nested, from any iterable), typed globals written from several functions,
# Final constants, typing.List/Dict/Tuple spellings, and list methods with their errors.
from typing import Dict, Final, List, Optional, Set, Tuple

SCALE: Final = 3
NAMES: Final[List[str]] = ["a", "b"]
counter: int = 0
total: float = 0.0
log: List[str] = []
registry: Dict[str, Tuple[int, ...]] = {}
last: Optional[str] = None


def bump(n: int) -> int:
    global counter
    counter += n * SCALE
    return counter


def add(x: float) -> float:
    global total, last
    total += x
    last = f"{x:.1f}"
    log.append(last)
    del log[:-3]  # the last three entries: replayed calls (the leak check) keep it bounded
    return total


def register(name: str, *vals: int) -> int:
    registry[name] = vals
    return len(registry)


def cached() -> List[str]:
    global _cache
    if _cache is None:
        _cache = [n * 2 for n in NAMES]
    return _cache


def describe_last() -> str:
    if last is not None:
        return last.upper()
    return "none"


_cache: Optional[List[str]] = None


def reset() -> None:
    global counter, total, log, last
    counter = 0
    total = 0.0
    log = []
    last = None


def state() -> tuple[int, float, List[str], Dict[str, Tuple[int, ...]], Optional[str]]:
    return counter, total, log, registry, last


def starred(xs: List[int]) -> List[object]:
    a, *rest = xs
    *init, z = xs
    p, *mid, q = xs
    return [a, rest, init, z, p, mid, q]


def nested(pairs: List[Tuple[str, Tuple[int, int]]]) -> List[str]:
    out: List[str] = []
    for name, (x, y) in pairs:
        out.append(f"{name}={x + y}")
    (u, v), w = pairs[0][1], pairs[-1][0]
    out.append(f"{u}{v}{w}")
    return out


def from_iterables(s: str, d: Dict[str, int], st: Set[int]) -> List[object]:
    a, b = s.split(",")
    k1, k2 = d
    (m,) = st
    first, *others = range(4)
    x, y = d.items()
    return [a, b, k1, k2, m, first, others, x, y]


def bad_count(xs: List[int]) -> int:
    a, b = xs
    return a + b


def bad_star(xs: List[int]) -> int:
    a, b, *c = xs
    return a + b + len(c)


def swap(a: int, b: str) -> Tuple[str, int]:
    a2, b2 = b, a
    return a2, b2


def list_methods(xs: List[int]) -> List[object]:
    ys = xs.copy()
    ys.insert(0, -1)
    ys.insert(100, 99)
    ys.insert(-1, 50)
    ys.extend(range(2))
    ys.extend((7, 7))
    out: List[object] = [ys[:], ys.count(7), ys.index(7), ys.index(7, ys.index(7) + 1)]
    ys.remove(7)
    out.append(ys.pop())
    out.append(ys.pop(0))
    out.append(ys.pop(-2))
    ys.reverse()
    out.append(ys)
    ys.sort(reverse=True)
    out.append(ys)
    ys.clear()
    out.append(ys)
    return out


def remove_missing(xs: List[int], v: int) -> List[int]:
    xs.remove(v)
    return xs


def index_missing(xs: List[str], v: str) -> int:
    return xs.index(v)


def pop_empty(xs: List[int]) -> int:
    return xs.pop()


def pop_range(xs: List[int], i: int) -> int:
    return xs.pop(i)


def list_ops(a: List[int], b: List[int]) -> List[object]:
    c = a + b
    c += [9]
    d = a * 2
    d *= 2
    return [c, d, a < b, a == b[:len(a)], [a] * 2, 3 in a, max(a + b, default=0), a[:] is a]
