# Native int/float local lists: built by comprehensions, literals, fills and append loops, read
# by index, len, loops and sum/min/max; a list from a call is shared, later ones are native.


def make(n: int, seed: int) -> list[int]:
    xs: list[int] = []
    state: int = seed
    for i in range(n):
        state = (state * 1103515245 + 12345) % 2147483648
        xs.append((state >> 8) % 1003 - 500)
    return xs


def rounds(n: int, k: int) -> list[int]:
    xs: list[int] = make(n, 7)
    out: list[int] = []
    for r in range(k):
        out.append(sum(xs) + min(xs) * 3 + max(xs) * 7 + len(xs))
        xs = [x + 1 if x < 0 else x - r for x in xs]
    fs: list[float] = [x * 0.5 for x in xs]
    out.append(int(sum(fs) * 2))
    return out


def big_items(shift: int) -> list[int]:
    xs: list[int] = [2**100, -(2**100), 5, 2**62 - 1, -(2**62)]
    ys: list[int] = [x + shift for x in xs]  # 2**62 - 1 + 1 leaves the small range
    ys.append(2**63)
    ys[2] = 10**30
    return [sum(ys), min(ys), max(ys), ys[0], ys[2], ys[3], ys[-1], len(ys)]


def overflow_sum(n: int) -> int:
    xs: list[int] = [2**62 - 1] * n
    return sum(xs)


def fill_big(n: int) -> int:
    xs: list[int] = [10**20] * n
    xs[0] = 1
    total = 0
    for x in xs:
        total += x
    return total


def index(i: int) -> int:
    xs: list[int] = [x * x for x in range(5)]
    return xs[i]


def store(i: int, v: int) -> int:
    xs: list[int] = [0, 1, 2]
    xs[i] = v
    return xs[0] + xs[1] + xs[2]


def findex(i: int) -> float:
    fs: list[float] = [0.5 * x for x in range(4)]
    return fs[i]


def fstore(i: int, v: float) -> float:
    fs: list[float] = [1.5] * 3
    fs[i] = v
    return sum(fs)


def empty_reductions(which: int) -> object:
    xs: list[int] = [x for x in range(10) if x > 100]
    fs: list[float] = [x * 1.0 for x in xs]
    if which == 0:
        return sum(xs)
    if which == 1:
        return sum(fs)
    if which == 2:
        return min(xs)
    if which == 3:
        return max(fs)
    return len(xs) + len(fs)


def float_minmax(a: float, b: float) -> list[float]:
    fs: list[float] = [a, b, a]
    return [min(fs), max(fs), sum(fs)]


def appends(n: int) -> list[int]:
    xs: list[int] = []
    for i in range(n):
        xs.append(i * i - 3 * i)
    ys: list[int] = []
    for x in xs:
        if x % 2 == 0:
            ys.append(x // 2)
    return [len(xs), len(ys), sum(ys), min(xs) if len(xs) > 0 else 0, ys[-1] if len(ys) > 0 else 0]


def nested(n: int) -> int:
    xs: list[int] = [i for i in range(n)]
    ys: list[int] = [x * y for x in xs for y in xs if x != y]
    return sum(ys) + sum(x for x in ys if x % 3 == 0) + int(any(ys)) + int(all(xs))


def divide(d: int) -> int:
    xs: list[int] = [3, 2, 1, 0, -1]
    ys: list[int] = [100 // (x - d) for x in xs]  # raises mid-build for d in xs
    return sum(ys)


def reversed_walk(n: int) -> list[int]:
    xs: list[int] = [i * 2 for i in range(n)]
    out: list[int] = []
    for x in reversed(xs):
        out.append(x)
    return out


def grow_while_iterating(n: int) -> int:
    xs: list[int] = [1, 2]
    count = 0
    for x in xs:
        count += x
        if len(xs) < n:
            xs.append(x + 10)
    return count
