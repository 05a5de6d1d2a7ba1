# Assignment expressions and Optional narrowing: walrus in conditions, loops and comprehensions,
# early returns, assert-is-not-None, and evaluation order around a rebinding `:=`.
from typing import Optional

THRESHOLD = 3
if (LIMIT := THRESHOLD * 2) > 5:
    BIG = True
else:
    BIG = False


def lookup(d: dict[str, int], keys: list[str]) -> list[int]:
    out: list[int] = []
    for k in keys:
        if (v := d.get(k)) is not None:
            out.append(v + 1)
        else:
            out.append(-1)
    return out


def first_long(words: list[str], n: int) -> Optional[str]:
    for w in words:
        if (m := len(w)) >= n:
            return w + str(m)
    return None


def chunks(data: list[int], size: int) -> list[list[int]]:
    out: list[list[int]] = []
    i = 0
    while (part := data[i:i + size]):
        out.append(part)
        i += size
    return out


def comp(xs: list[int]) -> tuple[list[int], int]:
    last = 0
    ys = [last := x * 2 for x in xs if x % 3]
    return ys, last


def filtered(xs: list[int]) -> list[tuple[int, int]]:
    return [(x, y) for x in xs if (y := x * x) > 10]


def order(x: int) -> list[int]:
    return [x, (x := x + 1), x, x + (x := 100), x]


def order_str(s: str) -> tuple[str, str, str]:
    return s, (s := s + "!"), s


def genexp_binds(xs: list[int]) -> tuple[bool, int]:
    found = any((hit := x) > 2 for x in xs)
    hit = hit if found else -1
    return found, hit


def running(xs: list[float]) -> list[float]:
    total = 0.0
    return [total := total + x for x in xs]


def early(o: Optional[str]) -> int:
    if o is None:
        return -1
    return len(o.upper())


def asserted(o: Optional[list[int]]) -> int:
    assert o is not None, "need a list"
    return sum(o) + len(o)


def narrowed_and(o: Optional[int], p: Optional[int]) -> int:
    if o is not None and p is not None:
        return o * p
    if o is None or p is None:
        return 0
    return -1


def ternary(o: Optional[float]) -> float:
    return o * 2 if o is not None else 0.5


def walrus_ternary(d: dict[str, float], k: str) -> float:
    return x + 1 if (x := d.get(k)) is not None else -1.0


def truthy(o: Optional[str]) -> str:
    if o:
        return o.title()
    return repr(o)


def while_pop(stack: list[Optional[int]]) -> int:
    total = 0
    while stack and (top := stack.pop()) is not None:
        total += top
    return total


def captured(xs: list[int]) -> int:
    def get() -> int:
        return best * 10
    best = 0
    for x in xs:
        if (cand := x % 7) > best:
            best = cand
    return get() + cand


def module_values() -> tuple[int, bool]:
    return LIMIT, BIG


def or_default(x: Optional[int], s: Optional[str], xs: Optional[list[int]], v: Optional[float]) -> list[object]:
    x = x or 5
    return [x + 1, (s or "dflt").upper(), len(xs or []), (v or 1.5) * 2]
