# Starred items in displays (a lone `[*d.keys()]`, which tree-sitter parses as a call of a splat),
# ** merges, set/frozenset algebra, dict updates and views, keyword splats into **kwargs.
from typing import Any


def splats(a: list[int], b: tuple[str, ...], d: dict[str, int], e: dict[str, int]) -> list[object]:
    merged = {**d, **e, "z": 0}
    both: list[object] = [*a, *b, *d]
    t = (*a, *b)
    s = {*a, *range(2)}
    first, *mid, last = [*a, 9]
    return [merged, both, t, s, first, mid, last, dict(zip(b, a)), {**d}.keys() == d.keys(), [*merged.items()][:2]]


def kw(**opts: int) -> list[tuple[str, int]]:
    return sorted(opts.items())


def call_kw(d: dict[str, int]) -> list[tuple[str, int]]:
    return kw(**d, extra=1)


def sets(a: set[int], b: frozenset[int]) -> list[object]:
    c = a | b
    a2 = set(a)
    a2 -= b
    a2 |= {100}
    a2 ^= {1, 100}
    return [sorted(c), type(c).__name__, type(b | a).__name__, sorted(a2), a <= c, b < c, a.isdisjoint(b),
            sorted(a.union(b, [7])), frozenset(a) == a, {frozenset({1}): "fs"}[frozenset([1])], len(b - a),
            sorted({x % 3 for x in c}), max(c, default=-1), min(set(), default="empty")]


def dict_ops(d: dict[str, list[int]]) -> list[object]:
    e = {k: list(v) for k, v in d.items()}
    e.setdefault("new", []).append(1)
    e["a"] += [5]
    e.update(b=[2], c=[3])
    e.update([("d", [4])])
    removed = e.pop("missing", None)
    keys = list(e)
    items = sorted(e.items(), key=lambda kv: (len(kv[1]), kv[0]))
    rev = dict(reversed(list(e.items())))
    return [keys, items, list(rev), removed, e.get("zz", [0]), len(e), "a" in e, list(e.values())[0],
            {k: v for k, v in e.items() if len(v) > 1}, sorted(e, key=len), dict.fromkeys(["x", "y"], 0) | {"x": 1}]


def bad_kw(d: dict[str, int]) -> list[tuple[str, int]]:
    return kw(**d, a=1)


def any_splat(a: Any) -> list[object]:
    return [*a]


def lone_splats(d: dict[str, int], xs: list[int]) -> list[object]:
    def g() -> list[int]:
        return [xs[0], xs[-1]]

    return [[*d.keys()], {*d.values()}, [*g()], [*g()[1:]], [*d.items()], [*xs.copy()], [*"ab".upper()],
            [*range(3)], {*d}, [*d.get("a", 0).to_bytes(2, "big")], [*sorted(d)], [*map(str, xs)]]
