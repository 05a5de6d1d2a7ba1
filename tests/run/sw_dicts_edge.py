# Dict edge cases: equal numeric keys (1, 1.0, True), nested typed dicts, update forms, merges,
# setdefault/get with containers, KeyError payloads, and in-place value updates while iterating.
from typing import Dict, List, Optional, Tuple


def numeric_keys() -> List[object]:
    d: Dict[object, str] = {1: "int"}
    d[1.0] = "float"
    d[True] = "bool"
    d[2.5] = "x"
    return [d, len(d), 1 in d, d.get(True)]


def nested(data: Dict[str, Dict[str, int]], outer: str, inner: str) -> int:
    return data[outer][inner]


def nested_build(pairs: List[Tuple[str, str, int]]) -> Dict[str, Dict[str, int]]:
    out: Dict[str, Dict[str, int]] = {}
    for a, b, n in pairs:
        out.setdefault(a, {})[b] = out.get(a, {}).get(b, 0) + n
    return out


def updates(d: Dict[str, int]) -> List[object]:
    e = dict(d)
    e.update({"b": 20})
    e.update([("c", 3)])
    e.update(d=4)
    f = {**d, **e, "z": 0}
    g = d | {"a": -1}
    h = dict(**d)
    return [e, f, g, h, d == h, d is h]


def setdefault_lists(words: List[str]) -> Dict[str, List[str]]:
    idx: Dict[str, List[str]] = {}
    for w in words:
        idx.setdefault(w[:1], []).append(w)
    return idx


def key_errors(d: Dict[Tuple[int, int], str], k: Tuple[int, int]) -> str:
    return d[k]


def key_error_str(d: Dict[str, int], k: str) -> int:
    del d[k]
    return len(d)


def key_error_pop(d: Dict[Optional[int], int]) -> int:
    return d.pop(None)


def modify_values(d: Dict[str, int]) -> Dict[str, int]:
    for k in d:
        d[k] = d[k] * 10
    for k, v in d.items():
        d[k] = v + 1
    return d


def reinsert_order(d: Dict[str, int]) -> List[str]:
    first = next(iter(d))
    v = d.pop(first)
    d[first] = v
    return list(d)


def values_mutation(d: Dict[str, List[int]]) -> Dict[str, List[int]]:
    d = {k: list(v) for k, v in d.items()}  # the caller's lists stay as they were (replays)
    for v in d.values():
        v.append(len(v))
    return d


def dict_compare(a: Dict[str, int], b: Dict[str, int]) -> List[bool]:
    return [a == b, a != b, a.keys() == b.keys(), a.items() <= b.items(), list(a.values()) == list(b.values())]


def count_chars(s: str) -> List[Tuple[str, int]]:
    counts: Dict[str, int] = {}
    for ch in s:
        counts[ch] = counts.get(ch, 0) + 1
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))


def get_default_types(d: Dict[str, int], k: str) -> List[object]:
    return [d.get(k), d.get(k, None), d.get(k, 0) + 1, d.get(k, "no"), d.pop(k, None), k in d]


def dict_iter_delete_other(d: Dict[int, int]) -> int:
    n = 0
    for k in d:
        n += k
        if k + 1 in d:
            d[k + 1] = 0
    return n
