# Container and call dunders of compiled classes used from compiled code and from Python:
# __getitem__/__setitem__/__delitem__, __call__, in-place operators, int()/float(), sequences
# iterated through __getitem__ alone.
from __future__ import annotations
from typing import Dict, Iterator, List


class Grid:
    def __init__(self, n: int) -> None:
        self.n = n
        self.cells: Dict[int, str] = {}

    def __setitem__(self, k: int, v: str) -> None:
        if not 0 <= k < self.n:
            raise IndexError(f"cell {k} out of range")
        self.cells[k] = v

    def __getitem__(self, k: int) -> str:
        return self.cells.get(k, ".")

    def __delitem__(self, k: int) -> None:
        del self.cells[k]

    def __contains__(self, v: str) -> bool:
        return v in self.cells.values()

    def __len__(self) -> int:
        return self.n

    def __iter__(self) -> Iterator[str]:
        for i in range(self.n):
            yield self[i]

    def __reversed__(self) -> Iterator[str]:
        for i in range(self.n - 1, -1, -1):
            yield self[i]

    def __int__(self) -> int:
        return len(self.cells)

    def __float__(self) -> float:
        return len(self.cells) / self.n

    def __call__(self, sep: str) -> str:
        return sep.join(self)

    def __iadd__(self, v: str) -> Grid:
        self[len(self.cells)] = v
        return self

    def __eq__(self, o: object) -> bool:
        return isinstance(o, Grid) and o.cells == self.cells

    def __hash__(self) -> int:
        return hash(tuple(sorted(self.cells.items())))


class Seq:
    """Only __getitem__ and __len__: iteration goes through the sequence protocol."""

    def __init__(self, n: int) -> None:
        self.n = n

    def __getitem__(self, i: int) -> int:
        if i >= self.n:
            raise IndexError("Seq index out of range")
        return i * i

    def __len__(self) -> int:
        return self.n


class Acc:
    def __init__(self) -> None:
        self.total = 0

    def __add__(self, n: int) -> Acc:
        a = Acc()
        a.total = self.total + n
        return a


class Holder:
    def __init__(self) -> None:
        self.acc = Acc()
        self.g = Grid(2)


def run() -> List[str]:
    g = Grid(4)
    g[1] = "x"
    g[2] = "y"
    out = [g(""), g[1], str("x" in g), str("z" in g), str(len(g))]
    del g[1]
    out.append(g("-"))
    try:
        g[9] = "q"
    except IndexError as e:
        out.append(str(e))
    g += "a"
    out.append("".join(reversed(g)))
    out.append(f"{int(g)} {float(g)}")
    out.append(str(g == Grid(4)))
    out.append(str(len({g, g})))
    s = Seq(4)
    out.append(str(list(iter(s))) + " " + str(s[3]) + " " + str(list(reversed(s))))
    h = Holder()
    before = h.acc
    h.acc += 5
    h.acc += 2
    out.append(f"{h.acc.total} {before.total} {h.acc is before}")
    h.g += "z"
    h.g[1] = "q"
    out.append(h.g("+"))
    return out
