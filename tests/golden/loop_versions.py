# Loops with a second, int64 copy: a range loop marking a bool buffer (index checks dropped for
# the covered buffer), a range loop with a literal step, and a comprehension over a native int
# list (small-item reads while the list never held a bignum).


def mark(n: int, p: int) -> int:
    flags: list[bool] = [True] * n
    for m in range(p * p, n, p):
        flags[m] = False
    count: int = 0
    for i in range(n):
        if flags[i]:
            count += 1
    return count


def shift(n: int) -> int:
    xs: list[int] = [i for i in range(n)]
    xs = [x + 1 if x < 0 else x - 1 for x in xs]
    return sum(xs)


def total_of(n: int) -> int:
    # The body never names xs: one small-int test before the loop, the size read once.
    xs: list[int] = [i * 2 for i in range(n)]
    t: int = 0
    for x in xs:
        t += x
    return t
