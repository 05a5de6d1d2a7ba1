# Comprehensions building native int lists move each item's reference into the list: results of
# operations, conditional expressions (their temporary's value moves out), variables (a new
# reference, the variable keeps its value), bignums among them, and errors raised partway.


def select_items(xs: list[int], r: int) -> list[int]:
    ys: list[int] = [x + 1 if x < 0 else x - r for x in xs]
    return [sum(ys), len(ys), min(ys), max(ys)]


def run(n: int, r: int) -> list[int]:
    xs: list[int] = [i * 7 - n for i in range(n)]
    out: list[int] = []
    for k in range(3):
        xs = [x + 1 if x < 0 else x - r for x in xs]
        out.append(sum(xs))
    out.append(max(xs))
    return out


def outer_variable(n: int, big: int) -> list[int]:
    y = big * 3
    xs: list[int] = [y for i in range(n)]
    zs: list[int] = [i for i in range(n)]
    ws: list[int] = [z for z in zs]
    return [sum(xs), y, len(xs), sum(ws)]


def failing(n: int, k: int) -> list[int]:
    big = 2**80
    xs: list[int] = [big + i if i % 2 else 100 // (k - i) for i in range(n)]
    return [sum(xs), len(xs)]


def failing_select(xs: list[int], d: int) -> list[int]:
    ys: list[int] = [x // d if x > 0 else x for x in xs]
    return [sum(ys)]
