# Regression (generator, 2026-11-29): an int raised to a negative int literal is a float (mypy
# infers float), but hintc types it as object, so float-only uses of it fail to compile.
import math


def inv_floor(a: int) -> int:
    return math.floor(a ** -1)


def inv_round(a: int) -> float:
    return round(a ** -2, 3)
