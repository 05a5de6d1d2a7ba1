# Builtins and math functions on typed values.
from math import floor, hypot


def norm(x: float, y: float) -> int:
    return floor(hypot(x, y)) + abs(-3) + max(1, 2) + round(x)
