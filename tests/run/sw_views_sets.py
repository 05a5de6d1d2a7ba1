# dict views as sets, set/frozenset algebra and methods, mutation during iteration errors.


def key_ops(d: dict[str, int], s: set[str]) -> list[object]:
    k = d.keys()
    return [sorted(k & s), sorted(k | s), sorted(k - s), sorted(k ^ s), k.isdisjoint(s),
            sorted(s - d.keys()), "a" in k, len(k)]


def item_ops(d: dict[str, int], e: dict[str, int]) -> list[object]:
    return [sorted(d.items() - e.items()), sorted(d.items() & e.items()), ("a", 1) in d.items(),
            sorted(d.items() | {("z", 0)})]


def values_view(d: dict[str, int]) -> list[object]:
    v = d.values()
    return [sorted(v), sum(v), max(v, default=-1), list(reversed(d.values())), 3 in v]


def view_live(d: dict[str, int]) -> list[list[str]]:
    k = d.keys()
    before = list(k)
    d["new"] = 1
    return [before, list(k), list(reversed(k))]


def set_methods(a: set[int], b: set[int]) -> list[object]:
    c = set(a)
    c.add(100)
    c.discard(-5)
    c.update(b, [7])
    out: list[object] = [sorted(c)]
    out.append(sorted(a.union(b, {9})))
    out.append(sorted(a.intersection(b)))
    out.append(sorted(a.difference(b)))
    out.append(sorted(a.symmetric_difference(b)))
    out.append(a.issubset(c))
    out.append(c.issuperset(b))
    out.append(a <= c)
    out.append(a < a)
    out.append(a.isdisjoint(b))
    d = set(a)
    d -= b
    out.append(sorted(d))
    d |= {1000}
    d &= {1000, 1}
    out.append(sorted(d))
    d ^= {5}
    out.append(sorted(d))
    d.intersection_update({5})
    d.difference_update([5])
    out.append(d)
    return out


def set_remove(a: set[int], x: int) -> set[int]:
    a.remove(x)
    return a


def set_pop_empty() -> int:
    s: set[int] = set()
    return s.pop()


def frozen(a: frozenset[str], b: set[str]) -> list[object]:
    f = a | b
    g = frozenset(b) & a
    h: dict[frozenset[str], int] = {f: 1, g: 2}
    return [sorted(f), type(f).__name__, sorted(g), len(h), frozenset() == set(), hash(frozenset()) == hash(frozenset([])), sorted(a.union(b))]


def grow_while_iterating(s: set[int]) -> int:
    s = set(s)  # a fresh set per call: the leak check replays calls
    n = 0
    for x in s:
        n += x
        s.add(x + 100)
    return n


def dict_grow_while_keys(d: dict[int, int]) -> int:
    d = dict(d)  # a fresh dict per call: the leak check replays calls
    n = 0
    for k in d.keys():
        n += k
        d[k + 100] = 0
    return n


def dict_pop_while_items(d: dict[int, int]) -> int:
    n = 0
    for k, v in d.items():
        n += v
        del d[k]
    return n


def dict_replace_keys(d: dict[int, int]) -> int:
    n = 0
    for k in d:
        n += 1
        d.pop(k)
        d[k + 1000] = 1
    return n


def set_comp(words: list[str]) -> list[object]:
    lens = {len(w) for w in words}
    firsts = {w[0] for w in words if w}
    return [sorted(lens), sorted(firsts), {1, 2} == {2, 1}, {1} != {1.0}, set() == frozenset()]


def unhashable(x: list[int]) -> set[object]:
    s: set[object] = set()
    s.add(x)  # type: ignore[arg-type]
    return s


def dict_methods(d: dict[str, list[int]]) -> list[object]:
    e = dict.fromkeys(["a", "b"], 0)
    f = dict(d, extra=[9])
    g = {**d, "z": [0]}
    out: list[object] = [e, sorted(f), sorted(g), d.popitem() if d else None]
    h = dict(zip("abc", range(3)))
    h |= {"d": 4}
    out.append(h | {"a": -1})
    out.append(list(h.items())[-1])
    return out


def popitem_empty() -> tuple[str, int]:
    d: dict[str, int] = {}
    return d.popitem()
