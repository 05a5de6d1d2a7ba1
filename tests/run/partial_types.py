# mypy's partial types: a local bound to [], {}, set(), list(), dict() or None takes its type
# from the first use that decides it (append/extend, d[k] = v, add/update, a later assignment).
from typing import Dict, List, Optional, Set


def total(rows: List[List[int]]) -> int:
    return sum(sum(r) for r in rows)


def grid(n: int) -> List[List[int]]:
    a = []
    for i in range(n):
        row = []
        for j in range(n):
            row.append(i * j)
        a.append(row)
    return a


def counts(words: List[str]) -> Dict[str, int]:
    d = {}
    for w in words:
        d[w] = d.get(w, 0) + 1
    return d


def letters(words: List[str]) -> Set[str]:
    s = set()
    for w in words:
        s.add(w[0])
    more = set()
    more.update(["z", "y"])
    return s | more


def first_big(xs: List[int], limit: int) -> Optional[int]:
    found = None
    for x in xs:
        if x > limit:
            found = x
            break
    return found


def last_name(names: List[str]) -> str:
    best = None
    for n in names:
        if best is None or n > best:
            best = n
    return "none" if best is None else best


def extended(n: int) -> List[float]:
    out = list()
    out.extend([0.5] * n)
    out.append(2.0)
    return out


def merged(a: Dict[str, float]) -> Dict[str, float]:
    m = dict()
    m.update(a)
    m["extra"] = 1.5
    return m


def rebinding(n: int) -> int:
    t = 0
    for k in range(n):
        acc = []
        acc.append(k)
        acc.append(k + 1)
        t += acc[0] * acc[1]
    return t


def through_param(n: int) -> int:
    a = []
    a.append([n, n])
    return total(a)


def pairs(n: int) -> List[tuple]:
    out = []
    for i in range(n):
        out.append((i, str(i)))
    return out


def mixed_first_use(xs: List[object]) -> List[object]:
    keep = []
    for x in xs:
        keep.append(x)
    return keep
