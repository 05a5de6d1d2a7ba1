# sum() of floats as the running CPython adds them (3.12 carries each addition's rounding error):
# a list[float], a generator of floats, mixed magnitudes, overflow to inf, signed zeros.
from typing import List


def sum_list(xs: List[float]) -> object:
    return sum(xs)


def sum_gen(xs: List[float]) -> object:
    return sum(x for x in xs)


def sum_scaled(xs: List[float], k: float) -> object:
    return sum(x * k for x in xs)
