# Optional values: is None / is not None / truthiness narrowing, assignment narrowing, dict.get.
from typing import Optional


def f(x: Optional[int]) -> int:
    if x is None:
        return -1
    return x + 1


def g(s: Optional[str], d: dict[str, int]) -> str:
    if s is not None and len(s) > 2:
        return s.upper()
    v = d.get("k")
    if v:
        return str(v * 2)
    return "none"


def h(xs: list[Optional[int]]) -> int:
    t = 0
    for x in xs:
        if x is not None:
            t += x
    y: Optional[int] = None
    y = 5
    return t + y


def k(n: int) -> Optional[str]:
    if n > 0:
        return "pos"
    return None
