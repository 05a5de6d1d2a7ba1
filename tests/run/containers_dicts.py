# Dicts: methods and their errors, insertion order, mutation during iteration, comprehensions.


def lookup(d: dict[str, int], k: str) -> int:
    return d[k]


def methods(d: dict[str, int]) -> list[str]:
    out: list[str] = []
    out.append(str(d.get("a")))
    out.append(str(d.get("zz")))
    out.append(str(d.get("zz", -1)))
    out.append(str(d.setdefault("a", 100)))
    out.append(str(d.setdefault("new", 7)))
    out.append(str(d.pop("a")))
    out.append(str(d.pop("missing", 0)))
    out.append(str(list(d.keys())))
    out.append(str(list(d.values())))
    out.append(str(list(d.items())))
    e = d.copy()
    e["copy-only"] = 1
    out.append(str(len(d)) + " " + str(len(e)))
    d.update({"u": 5, "new": 8})
    out.append(str(d))
    d.clear()
    out.append(str(d) + str(e))
    return out


def pop_missing(d: dict[str, int], k: str) -> int:
    return d.pop(k)


def delete(d: dict[int, str], k: int) -> dict[int, str]:
    del d[k]
    return d


def order(n: int) -> list[int]:
    d: dict[int, int] = {}
    for i in range(n):
        d[(i * 7) % n] = i
    del d[3]
    d[3] = -1
    d[0] = 1000
    return [k * 1000 + v for k, v in d.items()]


def add_while_iterating(src: dict[str, int]) -> int:
    d = src.copy()
    total = 0
    for k in d:
        total += d[k]
        d[k + "!"] = 1
    return total


def delete_while_iterating(src: dict[int, int]) -> int:
    d = dict(src)
    total = 0
    for k, v in d.items():
        total += v
        if k == 1:
            del d[k]
    return total


def overwrite_while_iterating(src: dict[str, int]) -> dict[str, int]:
    d = src.copy()
    for k in d:
        d[k] = d[k] * 2
    return d


def comps(n: int) -> tuple[dict[int, int], dict[str, int], dict[int, list[int]]]:
    sq = {i: i * i for i in range(n)}
    inv = {str(v): k for k, v in sq.items() if k % 2 == 0}
    groups: dict[int, list[int]] = {}
    for i in range(n):
        groups.setdefault(i % 3, []).append(i)
    return sq, inv, groups


def counts(words: list[str]) -> dict[str, int]:
    c: dict[str, int] = {}
    for w in words:
        if w in c:
            c[w] += 1
        else:
            c[w] = 1
    return c


def values_sum(d: dict[str, float]) -> float:
    total = 0.0
    for v in d.values():
        total += v
    return total


def eq(a: dict[str, int], b: dict[str, int]) -> tuple[bool, bool]:
    return a == b, a != b


def contains(d: dict[int, str], k: int) -> tuple[bool, bool]:
    return k in d, k not in d


def from_pairs(pairs: list[tuple[str, int]]) -> dict[str, int]:
    return dict(pairs)


def int_keys(d: dict[int, int]) -> int:
    return d[2**70] + d[-1]


def tuple_keys() -> dict[tuple[int, int], str]:
    d: dict[tuple[int, int], str] = {}
    for i in range(3):
        d[(i, i + 1)] = "p" + str(i)
    return d


def keyerror_tuple(d: dict[tuple[int, int], str]) -> str:
    return d[(9, 9)]


def empty_truth(d: dict[str, int]) -> bool:
    return not d


def sorted_keys(d: dict[str, int]) -> list[str]:
    return sorted(d)


def nested(d: dict[str, dict[str, int]]) -> int:
    total = 0
    for outer, inner in d.items():
        for k, v in inner.items():
            total += v * len(outer + k)
    return total
