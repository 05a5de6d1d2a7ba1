"""math.floor / math.ceil of a compiled class's instance call its __floor__ / __ceil__ (typeshed's
SupportsFloor: the result has the method's type), of an Any value whatever it supports (a
Fraction, a Decimal, an int, a float); a value without the method raises CPython's TypeError."""
import math
from fractions import Fraction
from typing import Any


class Money:
    def __init__(self, cents: int) -> None:
        self.cents = cents

    def __floor__(self) -> int:
        return self.cents // 100

    def __ceil__(self) -> int:
        return -(-self.cents // 100)


class Half:
    def __floor__(self) -> str:
        return "floor!"

    def __ceil__(self) -> str:
        return "ceil!"


def euros(m: Money) -> tuple[int, int]:
    lo = math.floor(m)
    hi = math.ceil(m)
    return lo + 0, hi * 1


def odd() -> str:
    return math.floor(Half()) + "/" + math.ceil(Half())


def anything(x: Any) -> Any:
    return (math.floor(x), math.ceil(x))
