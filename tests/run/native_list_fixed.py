# Loops over a native int list that their body never names (so nothing can change the list while
# they run): one small-int test before the loop, the size read once, the target bound to the
# first item up front. Arithmetic that leaves the int64 range mid-loop still gives exact bignums;
# a list that holds a bignum, is empty, or is shared (a call's result) takes the generic copy.


def rebuilt(n: int, r: int) -> list[int]:
    xs: list[int] = [i - n // 2 for i in range(n)]
    for k in range(3):
        xs = [x + 1 if x < 0 else x - r - k for x in xs]
    return [x for x in xs]


def overflow_midway(n: int, at: int) -> list[int]:
    # Items are small ints; from index `at` on, x + big no longer fits 62 bits.
    big: int = 2 ** 62 - 10
    xs: list[int] = [(big if i >= at else i) for i in range(n)]
    ys: list[int] = [x + big for x in xs]
    return [y - big for y in ys]


def with_bignum(n: int) -> list[int]:
    xs: list[int] = [i for i in range(n)]
    xs.append(2 ** 70)
    ys: list[int] = [x * 3 for x in xs]
    return [y - 1 for y in ys]


def last_target(n: int) -> int:
    xs: list[int] = [i * i for i in range(n)]
    x: int = -1
    total: int = 0
    for x in xs:
        total += x
    return total * 1000 + x


def last_target_reversed(n: int) -> str:
    xs: list[int] = [i * 7 for i in range(n)]
    x: int = -1
    seen: list[int] = []
    for x in reversed(xs):
        seen.append(x)
    return f"{seen} {x}"


def shadowing(n: int) -> str:
    # The comprehension's own x is not the function's.
    x: int = 42
    xs: list[int] = [i for i in range(n)]
    ys: list[int] = [x * 2 for x in xs]
    return f"{ys} {x}"


def from_call(n: int) -> int:
    xs: list[int] = list(range(n))
    total: int = 0
    for r in range(3):
        xs = [x - r for x in xs]
        total += sum(xs)
    return total


def float_items(n: int) -> str:
    xs: list[int] = [i - 3 for i in range(n)]
    fs: list[float] = [x * 0.5 for x in xs]
    return f"{sum(fs)} {fs}"


def raising(n: int) -> list[int]:
    xs: list[int] = [i - 2 for i in range(n)]
    return [10 // x for x in xs]


def rebuilt_large(n: int) -> str:
    # Lists this large hand their item buffer to the next native list of a similar size: every
    # item of the new list is written before it is read.
    xs: list[int] = [i - n // 2 for i in range(n)]
    for k in range(3):
        xs = [x - k if x < 0 else x * 3 for x in xs]
    ys: list[int] = [7] * n
    ys[n - 1] = sum(xs)
    fs: list[float] = [0.25] * (n + 5)
    return f"{sum(xs)} {min(xs)} {max(xs)} {sum(ys)} {ys[0]} {sum(fs)}"
