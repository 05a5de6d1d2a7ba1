# Optional values: None defaults, `is None` / `is not None` checks that narrow, early returns.
from typing import Optional


def describe(x: Optional[int]) -> str:
    if x is None:
        return "nothing"
    return "int " + str(x + 1)


def add_or_zero(a: Optional[int], b: Optional[int]) -> int:
    total = 0
    if a is not None:
        total += a
    if b is not None and b > 0:
        total += b * 2
    return total


def pick(x: Optional[float] = None) -> float:
    if x is not None:
        return x * 2.0
    else:
        return -1.0


def name_len(s: Optional[str]) -> int:
    if s is None:
        return -1
    return len(s.strip())


def first_even(xs: list[int]) -> Optional[int]:
    for x in xs:
        if x % 2 == 0:
            return x
    return None


def use_first_even(xs: list[int]) -> int:
    r = first_even(xs)
    if r is None:
        return 0
    return r * 10


def local_narrow(n: int) -> int:
    best: Optional[int] = None
    for i in range(n):
        v = (i * 37) % 11
        if best is None or v > best:
            best = v
    if best is not None:
        return best
    return -1


def lookup(d: dict[str, int], k: str) -> str:
    v = d.get(k)
    if v is None:
        return "missing " + k
    return k + "=" + str(v + 0)


def optional_list(xs: Optional[list[int]] = None) -> int:
    if xs is None:
        xs = []
    else:
        xs = xs.copy()
    xs.append(1)
    return len(xs)


def ternary(x: Optional[int]) -> int:
    return x if x is not None else -1


def eq_none(x: Optional[str]) -> bool:
    return x is None


def not_none_or(x: Optional[int], default: int) -> int:
    if x is not None:
        y: int = x
        return y
    return default


def elif_chain(a: Optional[int], b: Optional[str]) -> str:
    if a is None and b is None:
        return "both none"
    elif a is not None:
        return "a=" + str(a * 2)
    elif b is not None:
        return "b=" + b.upper()
    return "unreachable"


def truthy(s: Optional[str]) -> str:
    if s:
        return s.upper()
    if not s:
        return "empty or none"
    return "?"


def skip_nones(xs: list[Optional[int]]) -> int:
    total = 0
    for x in xs:
        if x is None:
            continue
        total += x
    return total


def countdown(start: Optional[int]) -> list[int]:
    out: list[int] = []
    n = start
    while n is not None:
        out.append(n)
        if n <= 0:
            n = None
        else:
            n = n - 3
    return out


def default_then_use(x: Optional[float]) -> float:
    if x is None:
        x = 0.5
    return x / 2


def comp_filter(xs: list[Optional[str]]) -> list[str]:
    return [x.strip() for x in xs if x is not None]


def reassigned(flag: bool) -> str:
    s: Optional[str] = "start"
    if flag:
        s = None
    if s is None:
        return "none"
    return s + "!"


def narrowed_then_loop(x: Optional[int], n: int) -> int:
    if x is None:
        return -1
    total = 0
    for i in range(n):
        total += x + i
    return total


def shadowed(x: Optional[int], words: list[str]) -> str:
    if x is not None:
        ys = [x.upper() for x in words]
        return str(x + 1) + ",".join(ys)
    return "none"
