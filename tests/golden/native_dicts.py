# A local dict[int, int] that never escapes is a native hash map (nd.* primitives): built by a
# comprehension, stored into, looked up, tested and walked by items() with unboxed keys and
# values; one passed to a function stays a dict.


def counts(xs: list[int]) -> int:
    d: dict[int, int] = {x: 0 for x in xs}
    for x in xs:
        d[x] += 1
    if 3 in d:
        del d[3]
    total = len(d) + d.get(7, -1)
    for k, v in d.items():
        total += k * v
    return total


def escapes(n: int) -> int:
    d: dict[int, int] = {}
    d[n] = 1
    return len(str(d))
