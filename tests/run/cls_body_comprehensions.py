# Comprehensions in class bodies: the first iterable is evaluated in the class namespace (it may
# name class attributes); the rest runs in the comprehension's own scope, which skips the class
# namespace (a name there is the module's global), as in CPython.
X = "global"


class Table:
    X = "class"
    cols = ["id", "name"]
    upper = [c.upper() for c in cols]
    tagged = [c + X for c in cols]
    widths = {c: len(c) for c in cols}
    kept = {c for c in cols if c != X}
    total = sum(len(c) for c in cols)
    lazy = list(c + X for c in cols)
    if len(cols) > 1:
        pairs = [(a, b) for a in cols for b in ("x", X) if a < b]


class Grid:
    size = 3
    cells = [[r * 10 + c for c in range(3)] for r in range(size)]

    def __init__(self, extra: int) -> None:
        self.extra = extra

    def row(self, r: int) -> list[int]:
        return [v + self.extra for v in self.cells[r]]


def show_table() -> list[object]:
    return [Table.upper, Table.tagged, Table.widths, sorted(Table.kept), Table.total, Table.lazy,
            Table.pairs]


def show_grid() -> list[list[int]]:
    return [Grid(1).row(2), Grid.cells[0]]
