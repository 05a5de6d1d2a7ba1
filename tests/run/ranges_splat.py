# Loops over builtin calls with `*`/`**` arguments (`for i in range(*bounds)`, `zip(*rows)`,
# `enumerate(*args)`): the call CPython makes, then iterated as any object.


def stepped(bounds: tuple[int, int, int]) -> list[int]:
    out = []
    for i in range(*bounds):
        out.append(i)
    return out


def transposed(rows: list[list[int]]) -> list[int]:
    out = []
    for a, b in zip(*rows):
        out.append(a * b)
    for i, row in enumerate(*[rows], **{"start": 1}):
        out.append(i * len(row))
    return out


def comprehension(bounds: list[int]) -> list[object]:
    return [[i * i for i in range(*bounds)], sum(i for i in range(*bounds))]
