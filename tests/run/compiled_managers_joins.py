# `with` over compiled context-manager classes, min()/max() of non-numeric values, and
# conditional expressions / and-or whose arms have different types (the result is an object).
from dataclasses import dataclass
from typing import Optional


class Recorder:
    def __init__(self, name: str, out: list[str], swallow: bool) -> None:
        self.name = name
        self.out = out
        self.swallow = swallow

    def __enter__(self) -> "Recorder":
        self.out.append("enter " + self.name)
        return self

    def __exit__(self, et: object, ev: object, tb: object) -> bool:
        what = type(ev).__name__ if ev is not None else "-"
        self.out.append("exit " + self.name + " " + what)
        return self.swallow


class Counter:
    def __init__(self, start: int) -> None:
        self.n = start

    def __enter__(self) -> int:
        self.n += 1
        return self.n * 10

    def __exit__(self, et: object, ev: object, tb: object) -> None:
        self.n += 100


class Sub(Recorder):
    def __exit__(self, et: object, ev: object, tb: object) -> bool:
        self.out.append("sub exit")
        return super().__exit__(et, ev, tb)


@dataclass(order=True)
class Pt:
    a: int
    b: int


def managers(n: int) -> list[str]:
    out: list[str] = []
    with Recorder("outer", out, n > 0) as r:
        out.append("body " + r.name)
        with Sub("inner", out, n > 5):
            if n > 1:
                raise ValueError("boom " + str(n))
        out.append("after inner")
    c = Counter(n)
    with c as v:
        out.append("counter " + str(v + 1))
    out.append("final " + str(c.n))
    try:
        with Recorder("bare", out, False):
            out.append(str(10 // n))
    except ZeroDivisionError as e:
        out.append("zde " + str(e))
    return out


def extremes(n: int, s: str) -> str:
    p = Pt(n, 2)
    q = Pt(1, n)
    words = s.split()
    longest = max(s, "m", "b")
    return repr((max(p, q), min(p, q, Pt(0, 0)), longest, min("zeta", s), max((n, "x"), (1, "y"))
                 , len(words)))


def joins(n: int, s: str, o: object) -> str:
    a = s if n > 0 else n
    b = o if n > 1 else "none"
    c = s or n
    d = n and s
    e: Optional[str] = s if n > 2 else None
    f = e or "empty"
    return repr((a, b, c, d, f, type(a).__name__, type(c).__name__))
