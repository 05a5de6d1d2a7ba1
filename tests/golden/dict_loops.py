# Loops over typed dicts: a native loop state stepped with dict.iter_next, keys and values read
# unboxed (int, float) or checked (str), no view objects, iterators or item tuples.


def items(d: dict[int, float]) -> float:
    total = 0.0
    for k, v in d.items():
        total += k * v
    return total


def keys(d: dict[str, int]) -> int:
    n = 0
    for k in d:
        n += len(k)
    return n


def values(d: dict[str, int]) -> int:
    n = 0
    for v in d.values():
        n += v
    return n


def lookup(d: dict[int, int]) -> int:
    n = 0
    for k in d:
        n += d[k]
    return n
