# `del obj.field` on compiled instances (int, float, bool and object fields: later reads raise
# AttributeError, deleting an unset field too) and properties with deleters.
from dataclasses import dataclass
from typing import List, Optional


class Record:
    def __init__(self, n: int, w: float, ok: bool, name: str) -> None:
        self.n = n
        self.w = w
        self.ok = ok
        self.name = name
        self.tags: Optional[List[str]] = None
        self._cache: Optional[str] = "cached"

    @property
    def cache(self) -> Optional[str]:
        return self._cache

    @cache.setter
    def cache(self, v: Optional[str]) -> None:
        self._cache = v

    @cache.deleter
    def cache(self) -> None:
        self._cache = None

    @property
    def size(self) -> int:
        return self.n * 2


@dataclass(frozen=True)
class Frozen:
    a: int


def attempt(label: str, r: Record, field: str) -> str:
    try:
        if field == "n":
            return label + str(r.n)
        if field == "w":
            return label + str(r.w)
        if field == "ok":
            return label + str(r.ok)
        return label + r.name
    except AttributeError as e:
        return label + "AttributeError: " + str(e)


def run(seed: int) -> List[str]:
    out: List[str] = []
    r = Record(seed, seed / 2, seed > 0, "r" + str(seed))
    for f in ["n", "w", "ok", "name"]:
        out.append(attempt("before ", r, f))
    del r.n
    del r.w
    del r.ok
    del r.name
    for f in ["n", "w", "ok", "name"]:
        out.append(attempt("after ", r, f))
    try:
        del r.n
    except AttributeError as e:
        out.append("again: " + str(e))
    r.n = seed + 1
    out.append(attempt("restored ", r, "n"))
    r.tags = ["x"]
    if r.tags is not None:
        del r.tags
        try:
            out.append(str(len(r.tags)))
        except AttributeError as e:
            out.append("tags: " + str(e))
    out.append(str(r.cache))
    del r.cache
    out.append(str(r.cache))
    r.cache = "again"
    out.append(str(r.cache))
    try:
        del r.size  # type: ignore[misc]
    except AttributeError as e:
        out.append("size: " + str(e))
    fz = Frozen(seed)
    try:
        del fz.a  # type: ignore[misc]
    except AttributeError as e:
        out.append(type(e).__name__ + ": " + str(e))
    return out
