# A class-body statement reading a typed field's default given earlier in the body
# (`total = len(sizes)`, a dataclass default computed from another) reads that value, as CPython
# reads the class attribute; a comprehension past its first iterable skips the class scope.
from dataclasses import dataclass
from typing import ClassVar

scale = 100


class Sizes:
    sizes: list[int] = [1, 2, 3]
    total = len(sizes)
    limit: int = 3
    double = limit * 2
    ratio: float = 0.5
    halves: ClassVar[list[float]] = [k * scale / 200 for k in range(limit)]
    scaled = [v * scale for v in sizes]

    def __init__(self, extra: int) -> None:
        self.extra = extra

    def report(self) -> str:
        return f"{self.sizes} {self.limit} {self.ratio} {self.extra}"


@dataclass
class Box:
    width: int = 4
    height: int = width * 2
    label: str = "w" + str(width)


def show_sizes() -> list[object]:
    s = Sizes(7)
    s.limit = 9
    return [Sizes.total, Sizes.double, Sizes.halves, Sizes.scaled, s.report(), Sizes.limit]


def show_box() -> list[object]:
    return [Box(), Box(1), Box(2, 3, "x"), Box.height, Box.label]
