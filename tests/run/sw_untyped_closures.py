# Untyped code: locals and captured variables that change type, generators and closures in
# untyped defs; typed closures over *args/**kwargs parameters; round() of untyped values.
from typing import Any


def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def stats(xs, key=None):
    key = key or (lambda v: v)
    best = None
    worst = None
    count = 0
    for x in xs:
        k = key(x)
        if best is None or k > best:
            best = k
        if worst is None or k < worst:
            worst = k
        count += 1
    mean = None
    if count:
        mean = sum(key(x) for x in xs) / count
    return best, worst, mean


def flip(flag):
    result = 0
    if flag:
        result = "yes"
    else:
        result = [1]
    i = 0
    while i < 3:
        i = i + 0.5
    return result, i


def gen(n):
    i = 0
    while i < n:
        yield i
        i += 1
    i = "done"
    yield i


def accum(items):
    acc = []
    acc = acc + list(items)
    acc = tuple(acc)
    return acc


def counter():
    count = 0

    def inc(by=1):
        nonlocal count
        count += by
        return count

    return inc


TABLE: dict[str, list[int]] = {}
added = 0


def register(key: str, *vals: int, **opts: str) -> list[object]:
    def add() -> int:
        global added
        TABLE.setdefault(key, []).extend(vals)
        added += len(vals)
        return len(opts)

    def describe(sep: str = ",") -> str:
        return sep.join(f"{k}={v}" for k, v in sorted(opts.items())) + f"/{len(vals)}"

    n = add()
    out: list[object] = [n, describe(), describe(";"), sorted(TABLE[key])]
    TABLE.clear()
    return out


def rounding(a: Any, nd: Any) -> list[object]:
    return [round(a), round(a, nd), round(a, None)]
