# Calls with *args/**kwargs (compiled, builtin and Python callees), print with computed sep/end, file=, and % formatting.
import sys


def show(items: list[str], sep: str) -> None:
    print(*items, sep=sep)
    print(items[0], items[-1], sep=sep, end=f"<{len(items)}>\n")
    print("out", file=sys.stdout, flush=True)
    print("%s has %d items (%.2f)" % ("list", len(items), 1.5))


def add3(a: int, b: int, c: int = 10) -> int:
    return a + b + c


def splat(xs: list[int], kw: dict[str, int]) -> int:
    return add3(*xs) + add3(1, **kw) + add3(*xs[:1], c=5, **{"b": 2})


def twice(kw: dict[str, int]) -> int:
    return add3(1, b=2, **kw)
