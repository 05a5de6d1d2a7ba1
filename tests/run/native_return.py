# A function returning a list[int] / list[float] it builds itself hands it to compiled callers
# that keep it in a native list variable as a native list (a second entry of the same body);
# Python callers and other uses get an ordinary list. Bignum items, overflow partway, empty
# lists, lists that escape in the callee and errors raised while building behave as CPython's.
from typing import List

kept: list[list[int]] = []


def lcg(n: int, seed: int) -> list[int]:
    xs: list[int] = []
    state = seed
    for i in range(n):
        state = (state * 1103515245 + 12345) % 2147483648
        xs.append((state >> 8) % 100003 - 50000)
    return xs


def reduce_lcg(n: int) -> list[int]:
    xs: list[int] = lcg(n, 7)
    total = 0
    for r in range(3):
        total += sum(xs) + min(xs) - max(xs)
        xs = [x + 1 if x < 0 else x - r for x in xs]
    return [total, len(xs), sum(xs)]


def growing(n: int, step: int) -> list[int]:
    # Items leave the small-int range partway (step large enough).
    xs: list[int] = []
    v = 1
    for i in range(n):
        xs.append(v)
        v = v * step + i
    return xs


def use_growing(n: int, step: int) -> list[int]:
    xs: list[int] = growing(n, step)
    ys = [x % 1000003 for x in xs]
    return [sum(xs) % 998244353, max(xs) % 1000, min(xs), len(xs), sum(ys)]


def bignums(n: int) -> list[int]:
    return [2**70 + i if i % 2 else -i for i in range(n)]


def use_bignums(n: int) -> list[int]:
    xs: list[int] = bignums(n)
    xs.append(5)
    total = 0
    for x in xs:
        total += x
    return [total, sum(xs), max(xs), min(xs), xs[len(xs) - 2] if len(xs) > 1 else 0]


def empty_min(n: int) -> int:
    xs: list[int] = lcg(n, 3)
    return len(xs) + min(xs)


def fill(n: int) -> list[int]:
    return [-3] * n


def literal(a: int, b: int) -> list[int]:
    return [a, b, a * b]


def floats(n: int) -> list[float]:
    fs: list[float] = [i * 0.5 for i in range(n)]
    fs.append(-1.25)
    return fs


def use_small(n: int) -> list[float]:
    xs: list[int] = fill(n)
    ys: list[int] = literal(n, 2**65)
    fs: list[float] = floats(n)
    out: list[float] = [float(sum(xs)), float(len(xs)), float(sum(ys) % 1000), sum(fs)]
    out.append(max(fs) if n > 0 else 0.0)
    return out


def chained(n: int) -> list[int]:
    if n < 0:
        return []
    return lcg(n, 11)


def early(n: int) -> List[int]:
    xs: List[int] = []
    for i in range(n):
        if i == 3:
            return [99, i]
        xs.append(i * i)
    return xs


def use_chained(n: int) -> list[int]:
    a: list[int] = chained(n)
    b: list[int] = chained(-1)
    c: list[int] = early(n)
    return [sum(a), len(a), len(b), sum(c), len(c)]


def remembered(n: int) -> list[int]:
    xs: list[int] = [i * 10 for i in range(n)]
    if n > 2:
        kept.append(xs)  # this list escapes: the caller shares it
        return xs
    return [i for i in range(n)]


def use_remembered(n: int) -> list[int]:
    kept.clear()
    xs: list[int] = remembered(n)
    xs[0] = -7
    xs.append(1)
    seen = kept[0] if kept else [0]
    return [sum(xs), len(xs), seen[0], len(seen)]


def failing(n: int, k: int) -> list[int]:
    xs: list[int] = []
    for i in range(n):
        xs.append(100 // (k - i))
    return xs


def use_failing(n: int, k: int) -> int:
    xs: list[int] = failing(n, k)
    return sum(xs)


def bad_item(n: int) -> list[int]:
    xs: list[int] = [i for i in range(n)]
    xs[n // 2] = int("x" * (n % 2) + "12")
    return xs


def use_bad_item(n: int) -> int:
    xs: list[int] = bad_item(n)
    return sum(xs) + len(xs)


def in_finally(n: int) -> list[int]:
    xs: list[int] = [i for i in range(n)]
    try:
        return xs
    finally:
        xs.append(-1)  # after the return value was taken: the caller sees it (same list)


def use_in_finally(n: int) -> list[int]:
    xs: list[int] = in_finally(n)
    return [sum(xs), len(xs)]


def countdown(n: int) -> list[int]:
    if n == 0:
        return []
    xs: list[int] = countdown(n - 1)
    xs.append(n)
    return xs


def use_countdown(n: int) -> list[int]:
    xs: list[int] = countdown(n)
    return [sum(xs), len(xs), xs[0] if n else 0]


def printed_result(n: int) -> None:
    print(lcg(n, 5))  # not a native variable: the ordinary list
    ys = lcg(n, 5)
    ys.sort()
    print(ys)


def keyword_call(n: int) -> list[int]:
    xs: list[int] = lcg(seed=9, n=n)
    return [sum(xs), len(xs)]


def guarded(n: int, d: int) -> list[int]:
    xs: list[int] = []
    try:
        for i in range(n):
            xs.append(i // d)
    except ZeroDivisionError:
        return [-1]
    return xs


def use_guarded(n: int, d: int) -> list[int]:
    xs: list[int] = guarded(n, d)
    ys: list[int] = guarded(n + 1, d)
    return [sum(xs), len(xs), sum(ys), max(x * 2 for x in ys)]
