# Chained assignment whose targets unpack (`a, b = c, d = v`): the value is evaluated once and
# each target is bound from it, left to right, as in CPython.


def chained() -> list[object]:
    a, b = c, d = 1, "two"
    xs = first, *rest = [3, 4, 5]
    (p, q), r = s = ((6, 7), 8)
    return [a, b, c, d, xs, first, rest, p, q, r, s]


def chained_error(v: list[int]) -> list[int]:
    x, y = whole = v
    return [x, y, len(whole)]
