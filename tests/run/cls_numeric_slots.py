"""Operator methods of compiled classes that reach CPython's number and length slots: __pow__ /
__rpow__ (with pow()'s modulus), __divmod__ / __rdivmod__, __ipow__; a subclass defining only
the reflected (or only the forward) method keeps its base's other one; a negative or huge
__len__ raises CPython's ValueError / OverflowError from len() and truth tests."""
from __future__ import annotations

from typing import Optional


class Mod:
    def __init__(self, v: int) -> None:
        self.v = v

    def __pow__(self, k: int, m: Optional[int] = None) -> Mod:
        return Mod(pow(self.v, k, m))

    def __rpow__(self, base: int) -> Mod:
        return Mod(base ** self.v)

    def __ipow__(self, k: int) -> Mod:
        self.v = self.v ** k + 1
        return self

    def __divmod__(self, k: int) -> tuple[int, int]:
        return divmod(self.v, k)

    def __rdivmod__(self, k: int) -> tuple[int, int]:
        return (k * 1000, self.v)

    def __repr__(self) -> str:
        return f"Mod({self.v})"


class Plain:
    def __init__(self, v: int) -> None:
        self.v = v

    def __pow__(self, k: int) -> int:
        return self.v ** k


class Base:
    def __init__(self, v: int) -> None:
        self.v = v

    def __add__(self, o: int) -> int:
        return self.v + o

    def __rsub__(self, o: int) -> int:
        return o - self.v * 10


class RightOnly(Base):
    def __radd__(self, o: int) -> int:
        return o * 1000 + self.v


class LeftOnly(Base):
    def __sub__(self, o: int) -> int:
        return self.v - o


class Sized:
    def __init__(self, n: int) -> None:
        self.n = n

    def __len__(self) -> int:
        return self.n


def powers() -> list[object]:
    m = Mod(3)
    out: list[object] = [m ** 2, 2 ** m, pow(m, 2, 5), divmod(m, 2), divmod(7, m)]
    m **= 2
    out.append(m)
    out.append(Plain(2) ** 10)
    try:
        pow(Plain(2), 3, 5)  # type: ignore[call-overload]
    except TypeError as e:
        out.append(f"TypeError {e}")
    return out


def inherited() -> list[int]:
    r = RightOnly(2)
    l = LeftOnly(5)
    return [r + 1, 1 + r, 30 - r, l + 1, l - 1, 100 - l]


def lengths(n: int) -> str:
    s = Sized(n)
    try:
        return f"{len(s)} {bool(s)}"
    except (ValueError, OverflowError) as e:
        return f"{type(e).__name__} {e}"
