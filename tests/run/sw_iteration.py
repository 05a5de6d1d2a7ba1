# Iterating every container kind (and views, strings with non-BMP characters, ranges), list
# mutation while iterating, nested and dict/set comprehensions, and membership tests.
from typing import Dict, FrozenSet, List, Set, Tuple


def over_all(xs: List[int], t: Tuple[str, ...], s: Set[int], d: Dict[str, float], text: str, b: bytes,
             f: FrozenSet[str]) -> List[object]:
    out: List[object] = []
    for x in xs:
        out.append(x)
    for y in t:
        out.append(y)
    out.append(sorted(v for v in s))
    for k in d:
        out.append(k)
    for val in d.values():
        out.append(val)
    for k2, v2 in d.items():
        out.append(f"{k2}:{v2}")
    for ch in text:
        out.append(ord(ch))
    for by in b:
        out.append(by)
    out.append(sorted(f))
    for r in range(3, -3, -2):
        out.append(r)
    return out


def mutate_list(xs: List[int]) -> List[int]:
    out: List[int] = []
    for x in xs:
        out.append(x)
        if x % 2 == 0 and len(xs) < 10:
            xs.append(x + 1)
    return out


def remove_while_iterating(xs: List[int]) -> List[int]:
    for x in xs:
        if x < 3:
            xs.remove(x)
    return xs


def nested_comps(n: int) -> List[object]:
    grid = [[i * j for j in range(n)] for i in range(n)]
    flat = [v for row in grid for v in row if v % 2 == 0]
    pairs = {(i, j) for i in range(n) for j in range(i)}
    inverse = {v: k for k, v in enumerate("abc")}
    cond = [x if x > 1 else -x for x in range(n)]
    text = {c: text_count for c, text_count in zip("ab", [1, 2])}
    return [grid, flat, sorted(pairs), inverse, cond, text, [[y for y in range(x)] for x in range(3)]]


def comp_scoping(x: int) -> List[int]:
    ys = [x for x in range(3)]
    return ys + [x]


def membership(xs: List[str], d: Dict[str, int], s: Set[str], text: str) -> List[bool]:
    return ["a" in xs, "a" not in d, "b" in s, "bc" in text, "" in text, "a" in d.keys(),
            1 in d.values(), ("a", 1) in d.items(), "z" in text[::-1]]


def unicode_walk(s: str) -> List[object]:
    return [len(s), s[2], s[-1], s[1:3], s.upper(), [c for c in s if not c.isascii()], s.find("\U0001f600"),
            s.encode("utf-8")[:6], sorted(s)[:2], max(s), s.isprintable(), str(s.split("\u2003"))]


def ranges(a: int, b: int, c: int) -> List[object]:
    r = range(a, b, c)
    return [len(r), list(r), r[0] if r else None, r[-1] if r else None, b in r, r.index(a) if a in r else -1,
            list(r[::2]), sum(r), list(reversed(r))[:2]]


def range_zero_step(a: int) -> List[int]:
    return list(range(0, a, 0))


def chained_comparisons(a: int, b: int, c: float) -> List[bool]:
    return [a < b < c, a <= b == c, a < b > c, 0 <= a < 10 <= b, a != b != a, a is not None]


def sort_dict_by_value(d: Dict[str, int]) -> List[Tuple[str, int]]:
    return sorted(d.items(), key=lambda kv: (-kv[1], kv[0]))


def enumerate_dict(d: Dict[str, int]) -> List[str]:
    return [f"{i}{k}{v}" for i, (k, v) in enumerate(d.items())]
