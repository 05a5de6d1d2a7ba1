# divmod(a, b) of two int locals computed natively: (a // b, a % b) with Python's floor rules,
# huge ints, and ZeroDivisionError's message.
from typing import List, Tuple


def dm(a: int, b: int) -> Tuple[int, int]:
    return divmod(a, b)


def dm_sum(xs: List[int], d: int) -> int:
    n = 0
    for x in xs:
        q, r = divmod(x, d)
        n += q + r
    return n


def dm_literal(x: int) -> int:
    q, r = divmod(x, 23)
    return q * 100 + r


def dm_float(a: float, b: int) -> Tuple[float, float]:
    return divmod(a, b)
