# for x in reversed(v) over an untyped v: exact lists and tuples walk backwards by index; the
# size is re-read every step, so a list shrinking under the loop stops it (as CPython's reverse
# list iterator does); subclasses with __reversed__, strings, ranges and dicts use reversed().
from typing import Any, List


def rev_sum(a: List[Any]) -> int:
    n = 0
    for aa in a:
        for s in reversed(aa):
            n += s
    return n


def rev_items(v: Any) -> List[Any]:
    out = []
    for x in reversed(v):
        out.append(x)
    return out


def rev_shrink(v: Any) -> List[Any]:
    out = []
    for x in reversed(v):
        out.append(x)
        if len(out) == 1:
            del v[-3:]
    return out


def rev_shrink_all(v: Any) -> List[Any]:
    out = []
    for x in reversed(v):
        out.append(x)
        v.clear()
    return out


def rev_grow(v: Any) -> List[Any]:
    out = []
    for x in reversed(v):
        out.append(x)
        if len(out) < 3:
            v.append(-1)
    return out
