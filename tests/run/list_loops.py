# Loops over typed lists and tuples: exact ones by index (mutation during the loop seen as
# CPython's list iterator sees it), subclasses through their own __iter__/__reversed__, and the
# fused sum()/min()/max() over them (bignum overflow, empty lists, floats).


def walk(xs: list[int]) -> list[int]:
    out: list[int] = []
    for x in xs:
        out.append(x * 2)
    for x in reversed(xs):
        out.append(x)
    for i, x in enumerate(xs):
        out.append(i - x)
    return out


def grow(xs: list[int]) -> list[int]:
    # Appending while iterating: the loop sees the new items (bounded by the count check).
    out: list[int] = []
    for x in xs:
        out.append(x)
        if len(xs) < 8:
            xs.append(x + 10)
    return out


def shrink(xs: list[str]) -> list[str]:
    out: list[str] = []
    for x in xs:
        out.append(x)
        xs.pop()
    for x in reversed(xs):
        out.append(x + "!")
        xs.clear()
    return out


def tuples(t: tuple[float, ...]) -> float:
    total = 0.0
    for x in t:
        total += x
    for x in reversed(t):
        total -= x / 2
    return total


def objects(rows: list[list[int]]) -> int:
    total = 0
    for row in rows:
        for x in row:
            total += x
        row = row + [0]
        total += len(row)
    return total


def reductions(xs: list[int]) -> tuple[int, int, int]:
    return sum(xs), min(xs), max(xs)


def float_reductions(xs: list[float]) -> tuple[float, float, float]:
    return sum(xs), min(xs), max(xs)


def empty_sum(xs: list[float]) -> str:
    return str(sum(xs))


def comprehension(xs: list[int], r: int) -> list[int]:
    return [x + 1 if x < 0 else x - r for x in xs]


def any_all(xs: list[bool]) -> tuple[bool, bool]:
    return any(xs), all(xs)


def float_stores(row: list[float], other: list[float]) -> tuple[list[float], list[float], float]:
    # A float replaced in a list is updated in place only when nothing else refers to it.
    kept = row[0]
    for j in range(len(row)):
        row[j] += 0.5 * j
    for j in range(len(other)):
        other[j] = other[j] * 2.0
    return row, other, kept


def shared_floats(n: int) -> tuple[list[float], list[float]]:
    a: list[float] = [1.5] * n
    b = a[:]
    for j in range(n):
        a[j] += j
    return a, b
