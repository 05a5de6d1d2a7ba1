# sorted with key lambdas over tuples, nested comprehensions with several ifs, dict/set comps over
# zip, global counters updated from nested calls, Final tuples and dicts.
from typing import Final

PRIMES: Final = (2, 3, 5, 7, 11)
WEIGHTS: Final[tuple[float, ...]] = (0.5, 0.25, 0.25)
ORIGIN: Final[tuple[int, int]] = (0, 0)
calls = 0
seen_max = -1


def bump(n: int) -> int:
    global calls, seen_max
    calls += 1
    if n > seen_max:
        seen_max = n
    return n


def reset() -> None:
    global calls, seen_max
    calls = 0
    seen_max = -1


def through(xs: list[int]) -> list[object]:
    reset()

    def inner(v: int) -> int:
        return bump(v) * 2

    doubled = [inner(x) for x in xs if x % 2 == 0]
    total = sum(bump(x) for x in xs)
    return [doubled, total, calls, seen_max]


def rank(rows: list[tuple[str, int, float]]) -> list[object]:
    by_score = sorted(rows, key=lambda r: (-r[1], r[0]))
    by_ratio = sorted(rows, key=lambda r: r[2] / max(r[1], 1), reverse=True)
    names = [n for n, _, _ in sorted(rows, key=lambda r: len(r[0]))]
    best = max(rows, key=lambda r: (r[1], -r[2])) if rows else None
    worst = min(rows, key=lambda r: r[1], default=("none", 0, 0.0))
    return [by_score, [r[0] for r in by_ratio], names, best, worst]


def grid_pairs(n: int) -> list[object]:
    pairs = [(i, j) for i in range(n) if i % 2 == 0 for j in range(i, n) if (i + j) % 3 != 0 if j > 0]
    flat = [c for row in [[r * n + k for k in range(n)] for r in range(n)] for c in row if c % 2]
    triples = [(a, b, c) for a in range(1, n) for b in range(a, n) for c in range(b, n) if a * a + b * b == c * c]
    matrix = [[i * j for j in range(n)] for i in range(n)]
    transposed = [[row[k] for row in matrix] for k in range(n)]
    return [pairs, flat, triples, transposed == matrix, [sum(r) for r in matrix]]


def zipped(keys: list[str], vals: list[int]) -> list[object]:
    d = {k: v for k, v in zip(keys, vals) if v >= 0}
    inv = {v: k for k, v in d.items()}
    s = {k[0] + str(v % 3) for k, v in zip(keys, vals)}
    lens = {len(k) for k in keys}
    nested = {k: {j: j * v for j in range(v % 4)} for k, v in zip(keys, vals)}
    strict = list(zip(keys, vals, strict=False))
    return [d, inv, sorted(s), sorted(lens), nested, strict, dict(zip(keys, PRIMES))]


def weighted(xs: list[float]) -> float:
    return sum(w * x for w, x in zip(WEIGHTS, xs))


def prime_factors(n: int) -> list[int]:
    out: list[int] = []
    for p in PRIMES:
        while n % p == 0 and n > 1:
            out.append(p)
            n //= p
    if n > 1:
        out.append(n)
    return out


def distance(p: tuple[int, int]) -> int:
    ox, oy = ORIGIN
    return abs(p[0] - ox) + abs(p[1] - oy)


def finals() -> list[object]:
    return [PRIMES[1:3], PRIMES[-1], len(PRIMES), 7 in PRIMES, PRIMES.index(5), PRIMES + (13,), WEIGHTS,
            ORIGIN * 2, sorted(PRIMES, reverse=True)]


def zip_strict(a: list[int], b: list[str]) -> list[tuple[int, str]]:
    return list(zip(a, b, strict=True))
