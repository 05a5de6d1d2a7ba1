# In-place operators with any operand mypy accepts: list += any iterable of the item type (a
# str adds its characters, a dict its keys), set |= &= -= ^= with frozensets and keys views,
# dict |= a mapping or (key, value) pairs.


def extend_chars(words: list[str], s: str) -> list[str]:
    out = list(words)
    out += s
    out += {"k": 1}
    out += ("t",)
    out += {"only"}
    return out


def merge_sets(a: set[str], d: dict[str, int], extra: frozenset[str]) -> list[str]:
    s = set(a)
    s |= d.keys()
    s |= extra
    s -= frozenset(["b"])
    s ^= frozenset(["x", "c"])
    s &= {"a", "k", "x", "q"} | extra
    return sorted(s)


def merge_pairs(d: dict[str, int], pairs: list[tuple[str, int]]) -> dict[str, int]:
    out = dict(d)
    out |= pairs
    out |= {"z": 26}
    return out


def merge_bad_pairs(d: dict[str, int], pairs: list[tuple[str, int]]) -> dict[str, int]:
    out = dict(d)
    out |= pairs
    return out

