"""Names a class body binds are visible later in that body: method defaults read the value the
name had when the def ran, class attributes compute from earlier ones, and an alias of a
method (`__rmul__ = __mul__`, `area2 = area`) is the same method under a second name."""
from typing import Final


class Solver:
    HIGHEST: Final = 1
    LOWEST = 2
    DEFAULT_STRATEGY = HIGHEST
    BOTH = (HIGHEST, LOWEST)
    LIMIT = LOWEST * 10 + 1

    def solve(self, strategy: int = HIGHEST, limit: int = LIMIT) -> str:
        return f"solve {strategy} {limit}"

    LOWEST = 5  # rebinding after the def: its default keeps the old value

    def pick(self, strategy: int = LOWEST, *, both: tuple[int, int] = BOTH) -> str:
        return f"pick {strategy} {both}"

    @staticmethod
    def st(n: int = DEFAULT_STRATEGY) -> int:
        return n * 100

    @classmethod
    def cm(cls, n: int = LIMIT) -> str:
        return f"{cls.__name__} {n}"


class Vec:
    def __init__(self, x: float, y: float) -> None:
        self.x = x
        self.y = y

    def __mul__(self, k: float) -> "Vec":
        return Vec(self.x * k, self.y * k)

    __rmul__ = __mul__

    def norm1(self) -> float:
        return abs(self.x) + abs(self.y)

    size = norm1

    def __repr__(self) -> str:
        return f"Vec({self.x}, {self.y})"


def run() -> list[str]:
    s = Solver()
    v = Vec(1.0, -2.0)
    return [
        s.solve(),
        s.solve(3),
        s.pick(),
        s.pick(7, both=(0, 0)),
        str(Solver.st()),
        Solver.cm(),
        str(Solver.BOTH),
        str(Solver.LIMIT),
        str(Solver.LOWEST),
        repr(v * 2.0),
        repr(v.__rmul__(3.0)),
        str(v.size()),
    ]
