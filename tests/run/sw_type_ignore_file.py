# type: ignore
# The bare `# type: ignore` above comes before the module's first statement, so (as for mypy)
# it silences the whole file: each line with a type error runs dynamically.
from typing import List, Optional


class Counter:
    def __init__(self) -> None:
        self.n = 0

    def bump(self, by: int) -> int:
        self.n += by
        return self.n


def half(n: int) -> int:
    return n // 2


def calls(c: Counter, v: Optional[int]) -> int:
    return c.bump(v)


def attribute(c: Counter) -> object:
    return c.missing


def arity() -> int:
    return half(1, 2)


def mixed(xs: List[int]) -> str:
    return xs + "!"


def fits(v: object) -> int:
    s: str = v
    return len(s) + half(len(s))
