# Operator dunders of compiled classes: reflected operands (int + V), NotImplemented returns from
# __add__/__eq__/__lt__ (declared as returning V or bool), in-place operators with a fallback to
# the binary one, unary operators, __index__, __format__ and ordering through __lt__.
from __future__ import annotations

from typing import List


class V:
    def __init__(self, x: int) -> None:
        self.x = x

    def __add__(self, o: object) -> V:
        if isinstance(o, V):
            return V(self.x + o.x)
        if isinstance(o, int):
            return V(self.x + o)
        return NotImplemented

    def __radd__(self, o: int) -> V:
        return V(o * 100 + self.x)

    def __iadd__(self, o: object) -> V:
        if isinstance(o, int):
            self.x += o * 10
            return self
        return NotImplemented

    def __mul__(self, k: int) -> V:
        return V(self.x * k)

    def __format__(self, spec: str) -> str:
        return "V<" + format(self.x, spec) + ">"

    def __index__(self) -> int:
        return self.x

    def __repr__(self) -> str:
        return f"V({self.x})"

    def __neg__(self) -> V:
        return V(-self.x)

    def __invert__(self) -> int:
        return ~self.x

    def __lt__(self, o: V) -> bool:
        return self.x < o.x

    def __eq__(self, o: object) -> bool:
        if not isinstance(o, V):
            return NotImplemented
        return self.x == o.x

    def __hash__(self) -> int:
        return hash(self.x)


class W(V):
    """A subclass overriding the reflected method."""

    def __radd__(self, o: int) -> V:
        return W(-o)

    def __repr__(self) -> str:
        return f"W({self.x})"


class Money:
    def __init__(self, cents: int) -> None:
        self.cents = cents

    def __add__(self, o: Money) -> Money:
        return Money(self.cents + o.cents)

    def __eq__(self, o: object) -> bool:
        return isinstance(o, Money) and o.cents == self.cents

    def __repr__(self) -> str:
        return f"Money({self.cents})"


def run() -> List[str]:
    a = V(1)
    b = a + V(2)
    c = a + 5
    d = 7 + a
    e = a
    a += 3
    m = Money(5)
    m += Money(7)
    e += V(2)
    out = [repr(b), repr(c), repr(d), repr(a), repr(e), f"{a:>5}", format(b, "03d"), repr(m)]
    xs = [10, 20, 30, 40, 50]
    out.append(f"{xs[1]} {hex(V(255))} {repr(-b)} {~V(5)} {repr(V(2) * 4)}")
    try:
        a + "s"  # type: ignore[operator]
    except TypeError as ex:
        out.append(str(ex))
    out.append(str(sorted([V(3), V(1), V(2)])))
    out.append(str(max(V(3), V(9))))
    out.append(str([V(1) == V(1), V(1) == 1, V(1) != V(2), V(2) != "x", m == Money(12)]))
    out.append(repr(5 + W(3)) + " " + repr(W(1) + V(2)))
    out.append(str(len({V(1), V(1), V(2)})))
    return out
