# A `for` over a narrowed optional (a field or a local checked against None): the iterable is
# evaluated once, before the body, so the narrowing holds for it even when the body stores to
# what was narrowed (the body itself does without the narrowing).
from typing import Optional


class Holder:
    def __init__(self, items: Optional[list[str]]) -> None:
        self.items = items
        self.seen: Optional[dict[str, int]] = None

    def upper(self) -> list[str]:
        out: list[str] = []
        if self.items is not None:
            for s in self.items:
                out.append(s.upper())
        return out

    def count(self) -> dict[str, int]:
        if self.seen is None:
            self.seen = {}
        if self.items:
            for s in self.items:
                self.seen[s] = self.seen.get(s, 0) + 1
                self.items = None  # the loop goes on over the list it started with
        return self.seen


def drain(xs: Optional[list[int]]) -> list[int]:
    out: list[int] = []
    if xs is not None:
        for x in xs:
            out.append(x * 2)
            xs = None
    out.append(-1 if xs is None else len(xs))
    return out


def pairs(d: Optional[dict[str, int]]) -> list[str]:
    if d is None:
        return []
    out = []
    for k, v in d.items():
        out.append(f"{k}={v}")
        d = None
    return out


def chars(s: Optional[str]) -> str:
    res = ""
    if s:
        for i, ch in enumerate(s):
            res += ch * (i + 1)
    else:
        res = "<none>"
    return res
