# Comprehensions built with their size known: list comprehensions reserve room for their one
# loop, tuple()/list() of a comprehension or generator expression take the built items over, and
# len() of a set display counts distinct items without the set. Results, errors and the order of
# side effects must stay CPython's, including sources that change while the loop runs.
from typing import List, Tuple


def squares(n: int) -> List[int]:
    return [i * i for i in range(n)]


def ranges(a: int, b: int, s: int) -> List[object]:
    return [[i for i in range(a, b, s)], [i for i in range(b, a, -s)],
            [i for i in reversed(range(a, b))], [i for i in range(a, b) if i % 2 == 0]]


def from_list(xs: List[int]) -> List[object]:
    return [[x + 1 for x in xs], [x for x in xs if x > 2], [x for x in xs if x > 10**9],
            [str(x) for x in xs], [(x, y) for x in xs for y in xs if x < y]]


def from_slices(xs: List[int], r: int) -> List[object]:
    return [tuple([xs[i] for i in range(len(xs))][:r]), tuple([x for x in xs[:r]]),
            tuple([x * 2 for x in xs[r:]]), tuple(x for x in xs[1:r])]


def tuples(t: Tuple[int, ...]) -> List[object]:
    return [tuple([v for v in t]), tuple(v - 1 for v in t if v), list(v for v in t), [v for v in t]]


def grows_while_built(xs: List[int]) -> List[int]:
    # The element expression appends to the list being iterated: the loop sees the new items
    # (stopping at the size cap), as CPython's list iterator does.
    return [xs.append(x + 1) or x for x in xs if len(xs) < 12]  # type: ignore[func-returns-value]


def shrinks_while_built(xs: List[int]) -> Tuple[int, ...]:
    return tuple([xs.pop() for _ in xs])


def subclass_source(g: List[int]) -> List[object]:
    return [[x for x in g], tuple([x + 1 for x in g]), tuple(x for x in g), len({x for x in g})]


def raises_midway(xs: List[int]) -> List[int]:
    return [10 // x for x in xs]


def tuple_raises_midway(xs: List[int]) -> Tuple[int, ...]:
    return tuple([10 // x for x in xs])


def empties(xs: List[int]) -> List[object]:
    return [[x for x in xs], tuple([x for x in xs]), tuple(x for x in xs), [x for x in xs if x],
            len({x for x in xs}), list(x for x in range(0))]


def distinct(xs: List[int]) -> List[int]:
    return [len({x for x in xs}), len({x % 3 for x in xs}), len({x > 2 for x in xs}),
            len({x * 2**70 for x in xs}), len(set(x - x for x in xs)),
            len({x for x in xs if x > 2}), len({x + y for x in xs for y in xs})]


def distinct_mixed(xs: List[float]) -> List[int]:
    return [len({x for x in xs}), len({int(x) for x in xs}), len({x == 1 for x in xs})]


def distinct_objects(words: List[str]) -> List[int]:
    return [len({w.lower() for w in words}), len({len(w) for w in words})]


def distinct_many(n: int) -> List[int]:
    return [len({i * 7 % 1000 for i in range(n)}), len({-i for i in range(n)}),
            len({i // 2 for i in range(n)})]


def distinct_unhashable(xs: List[int]) -> int:
    return len({[x] for x in xs})  # type: ignore[misc]


def distinct_raises(xs: List[int]) -> int:
    return len({100 // x for x in xs})


def distinct_bool_int(xs: List[int]) -> List[object]:
    ys: List[object] = [True, 1, 1.0, False, 0, 2**64, 2**64 + 0.0]
    return [len({y for y in ys}), len({x == 0 for x in xs}), len({True for x in xs})]


def nested(n: int) -> List[List[int]]:
    return [[j for j in range(i)] for i in range(n)]


def typed_result(xs: List[int]) -> int:
    ys = list(x * 3 for x in xs)
    total = 0
    for y in ys:
        total += y
    return total + len(ys)


def huge_filtered(n: int) -> int:
    return len([i for i in range(n) if i % 1000 == 0])


def walrus_source(xs: List[int]) -> List[object]:
    seen: List[int] = []
    r = [(seen.append(x), x)[1] for x in xs[:2]]  # type: ignore[func-returns-value]
    return [r, seen]


def rotate(xs: List[int], i: int) -> List[int]:
    xs[i:] = xs[i + 1:] + xs[i:i + 1]
    return xs


def concat(a: List[int], b: List[int], i: int, j: int) -> List[object]:
    return [a[i:] + b[:j], a[:i] + a[i:], b[-j:] + a[i:j - 1], a[2**70:] + b[:-2**70]]


def tuple_of_reads(pool: List[int], t: Tuple[int, ...], idx: List[int]) -> List[object]:
    return [tuple([pool[i] for i in idx]), [t[i] for i in idx], tuple(pool[i] for i in idx[:2])]


def splat_typed(xs: List[int]) -> List[object]:
    ys = [*(x * 2 for x in xs)]
    zs = list(x - 1 for x in xs if x)
    return [ys[0] + zs[0], ys, zs]
