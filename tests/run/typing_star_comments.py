# `from typing import *` binds typing's names for annotations; a `# type: T` comment declares the
# variable (so `a = []  # type: List[...]` takes any items it is declared for).
from typing import *


def total(xs: List[int], m: Optional[Dict[str, int]] = None) -> int:
    t = sum(xs)
    if m is not None:
        t += sum(m.values())
    return t


def tuples(n: int) -> int:
    a = []  # type: List[Tuple[int, ...]]
    for i in range(n):
        a.append((i,))
        a.append((i, i + 1))
        a.append(())
    return sum(len(t) for t in a)


def anything(x: object) -> str:
    y = x  # type: Any
    return y.upper()


def counted(n: int) -> int:
    k = 0  # type: int
    for i in range(n):
        k += i
    return k
