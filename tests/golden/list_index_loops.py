# Loops by an int64 index: the size re-read each step, the item moved to the target, a native
# list's walk apart from a shared list's, and a comprehension pushing to its fresh native list.


def total(xs: list[int]) -> int:
    s = 0
    for x in xs:
        s += x
    return s


def backwards(t: tuple[float, ...]) -> float:
    r = 0.0
    for f in reversed(t):
        r = r * 0.5 + f
    return r


def step(n: int) -> int:
    xs: list[int] = [i for i in range(n)]
    xs = [x + 1 if x < 0 else x - n for x in xs]
    return sum(xs)
