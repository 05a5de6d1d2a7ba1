# Lists, dicts, sets, tuples, str methods, f-strings, comprehensions, unpacking and fused sum/min/max.
from typing import Optional


def sieve(n: int) -> list[int]:
    flags: list[bool] = [True] * (n + 1)
    flags[0] = False
    flags[1] = False
    i = 2
    while i * i <= n:
        if flags[i]:
            for j in range(i * i, n + 1, i):
                flags[j] = False
        i += 1
    return [k for k in range(n + 1) if flags[k]]


def total(xs: list[int]) -> int:
    s = 0
    for x in xs:
        s += x
    return s


def stats(xs: list[float]) -> tuple[float, float, float]:
    return (min(xs), max(xs), sum(xs))


def words(text: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for w in text.lower().split():
        w = w.strip(".,!?")
        if w:
            counts[w] = counts.get(w, 0) + 1
    return counts


def top(counts: dict[str, int], n: int) -> list[tuple[str, int]]:
    items = sorted(counts.items())
    return items[:n]


def fmt(x: float, name: str) -> str:
    return f"{name!r:>8}: {x:.3f} {x=}"


def find(xs: list[str], target: str) -> Optional[int]:
    for i, x in enumerate(xs):
        if x == target:
            return i
    return None


def pairs(a: list[int], b: list[str]) -> list[str]:
    out = []
    for x, y in zip(a, b):
        out.append(f"{x}-{y}")
    return out


def unpack(t: tuple[int, str, float]) -> str:
    a, b, c = t
    first, *rest = [1, 2, 3, 4]
    return str(a) + b + str(c) + str(first) + str(rest)


def squares(n: int) -> dict[int, int]:
    return {i: i * i for i in range(n)}


def sumsq(xs: list[int]) -> int:
    return sum(x * x for x in xs)


def index_err(xs: list[int], i: int) -> int:
    return xs[i]


def slices(s: str) -> list[str]:
    return [s[1:], s[::-1], s[-2:], s[1:4:2]]


def setops(a: set[int], b: set[int]) -> list[int]:
    return sorted(a | b) + sorted(a & b) + sorted(a - b)


def nested(m: list[list[float]]) -> float:
    t = 0.0
    for row in m:
        for v in row:
            t += v
    return t


def keyerr(d: dict[str, int]) -> int:
    return d["missing"]
