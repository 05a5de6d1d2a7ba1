# typing's other names as annotations: Text and LiteralString are str; NoReturn, Never, Self and
# the protocols and library classes (SupportsInt, KeysView, Pattern, IO, ChainMap, ...) are
# objects whose operations CPython checks; TypeGuard[...] results are bools.
import io
import re
from collections import ChainMap
from typing import (IO, Any, ChainMap as ChainMapT, ItemsView, KeysView, LiteralString, Match,
                    NoReturn, Pattern, Reversible, SupportsIndex, SupportsInt, Text, TextIO,
                    TypeGuard, ValuesView)

from typing_extensions import Self


def shout(t: Text, lit: LiteralString = "!") -> Text:
    return t.upper() + lit


def as_ints(xs: list[SupportsInt], i: SupportsIndex) -> list[int]:
    return [int(x) for x in xs] + [[10, 20, 30][i]]


def views(d: dict[str, int]) -> list[object]:
    k: KeysView[str] = d.keys()
    v: ValuesView[int] = d.values()
    it: ItemsView[str, int] = d.items()
    r: Reversible[str] = list(d)
    return [sorted(k), sum(v), len(it), list(reversed(r))]


def words(p: Pattern[str], s: str) -> list[str]:
    m: Match[str] | None = p.match(s)
    return p.findall(s) + ([m.group()] if m else [])


def write_all(out: IO[str], err: TextIO, lines: list[str]) -> int:
    n = 0
    for line in lines:
        n += out.write(line + "\n")
    err.write("done\n")
    return n


def lookup(cm: ChainMapT[str, int], k: str) -> int:
    return cm[k]


def all_str(v: list[Any]) -> TypeGuard[list[str]]:
    return all(isinstance(x, str) for x in v)


def never(msg: str) -> NoReturn:
    raise LookupError(msg)


class Chain:
    def __init__(self) -> None:
        self.steps: list[str] = []

    def then(self, step: str) -> Self:
        self.steps.append(step)
        return self


def demo() -> list[object]:
    buf = io.StringIO()
    n = write_all(buf, io.StringIO(), ["a", "bc"])
    return [shout("hi"), as_ints([1.9, True, 3], -1), views({"x": 1, "y": 2}),
            words(re.compile(r"\w+"), "ab cd"), n, buf.getvalue(),
            lookup(ChainMap({"a": 1}, {"b": 2}), "b"), all_str(["a"]), all_str([1]),
            Chain().then("x").then("y").steps]
