# Loops over native int lists run a copy that reads items as small ints while the list has never
# held a bignum; a bignum stored or appended during the loop moves the rest of the loop to the
# generic copy at the same index.


def shifted(n: int, r: int) -> int:
    xs: list[int] = [i - n // 2 for i in range(n)]
    for _ in range(3):
        xs = [x + 1 if x < 0 else x - r for x in xs]
    return sum(xs)


def big_midway(n: int, at: int) -> str:
    xs: list[int] = [i for i in range(n)]
    seen: int = 0
    for x in xs:
        seen += x
        if x == at:
            xs[n - 1] = 2 ** 70
            xs.append(2 ** 65)
    return f"{seen} {len(xs)}"


def appends_while_looping(n: int) -> int:
    xs: list[int] = [1, 2, 3]
    total: int = 0
    for x in xs:
        total += x
        if len(xs) < n:
            xs.append(x * 2)
    return total


def big_items(k: int) -> list[int]:
    xs: list[int] = [2 ** 64 + i for i in range(k)]
    ys: list[int] = [x * 2 - 2 ** 65 for x in xs]
    out: list[int] = []
    for y in ys:
        out.append(y)
    return out


def backwards(n: int) -> list[int]:
    xs: list[int] = [i * i for i in range(n)]
    out: list[int] = []
    for x in reversed(xs):
        out.append(x)
    return out


def indexed(n: int) -> list[int]:
    xs: list[int] = [i for i in range(n)]
    out: list[int] = []
    for i, x in enumerate(xs):
        out.append(i * 100 + x)
    return out


def overflowing(n: int) -> list[int]:
    # Items near the small-int limit: sums leave the int64 range exactly.
    xs: list[int] = [2 ** 62 - 1 - i for i in range(n)]
    ys: list[int] = [x + x for x in xs]
    return [y - 2 ** 63 for y in ys]


def from_call(n: int) -> int:
    # A shared list (a call's result) first, then native lists.
    xs: list[int] = list(range(n))
    total: int = 0
    for r in range(3):
        total += sum(xs)
        xs = [x - r for x in xs]
    return total
