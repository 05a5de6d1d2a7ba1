# Sets and tuples: set algebra and methods with their errors, tuple indexing, slicing, comparison.


def set_ops(a: set[int], b: set[int]) -> list[list[int]]:
    return [sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b)]


def set_preds(a: set[int], b: set[int]) -> tuple[bool, bool, bool, bool, bool]:
    return a <= b, a < b, a == b, a.issubset(b), a.isdisjoint(b)


def set_methods(xs: list[int]) -> list[int]:
    s: set[int] = set()
    for x in xs:
        s.add(x)
    s.discard(3)
    s.discard(1000)
    s.update([50, 51])
    t = s.copy()
    t.add(-1)
    return sorted(s) + [len(t)]


def set_remove(s: set[str], v: str) -> list[str]:
    s.remove(v)
    return sorted(s)


def set_pop_empty() -> int:
    s: set[int] = set()
    return s.pop()


def set_comp(n: int) -> list[int]:
    s = {i % 5 for i in range(n)}
    return sorted(s)


def set_contains(s: set[str], v: str) -> tuple[bool, bool]:
    return v in s, v not in s


def dedupe(words: list[str]) -> int:
    return len(set(words))


def set_aug(a: set[int], b: set[int]) -> list[int]:
    c = set(a)
    c |= b
    c -= {1}
    return sorted(c)


def tup_index(t: tuple[int, str, float], i: int) -> str:
    if i == 0:
        return str(t[0])
    if i == 1:
        return t[1]
    return str(t[-1])


def var_tuple(t: tuple[int, ...], i: int) -> int:
    return t[i]


def var_tuple_slice(t: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...], int, int]:
    return t[1:], t[::-2], len(t), sum(t)


def tup_cmp(a: tuple[int, int], b: tuple[int, int]) -> tuple[bool, bool, bool]:
    return a < b, a == b, a >= b


def tup_concat(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    return a + b + a * 2


def swap(a: int, b: int) -> tuple[int, int]:
    a, b = b, a
    return a, b


def nested_unpack(pairs: list[tuple[str, tuple[int, int]]]) -> list[str]:
    out: list[str] = []
    for name, (x, y) in pairs:
        out.append(name + ":" + str(x + y))
    return out


def starred(xs: list[int]) -> tuple[int, list[int], int]:
    first, *mid, last = xs
    return first, mid, last


def unpack_wrong(xs: list[int]) -> int:
    a, b = xs
    return a + b


def tuple_in(t: tuple[str, ...], s: str) -> bool:
    return s in t


def tuple_methods(t: tuple[int, ...]) -> tuple[int, int]:
    return t.count(2), t.index(2)


def tuple_hash_key(n: int) -> int:
    seen: set[tuple[int, int]] = set()
    for i in range(n):
        seen.add((i % 3, i % 2))
    return len(seen)


def tuple_of_lists() -> tuple[list[int], list[int]]:
    t = ([1], [2])
    t[0].append(5)
    return t


def frozen(xs: list[int]) -> tuple[int, ...]:
    return tuple(sorted(xs))
