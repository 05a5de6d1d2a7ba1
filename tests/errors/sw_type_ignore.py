# type: ignore[attr-defined]
# Only a statement carrying an ignore comment is silenced: a coded ignore before the first
# statement does not cover the module (mypy refuses it there), a comment on its own line covers
# no other line, and a comment that only looks like one (`type: ignored`) is none.
from typing import Optional


class P:
    def __init__(self, x: int) -> None:
        self.x = x


def f(s: str, o: Optional[str], p: P) -> int:
    a: int = s  # type: ignore
    b: int = s
    # type: ignore
    c: str = o
    d = p.y  # type: ignored
    e = p.z  # noqa  # type: ignore
    g: int = (s +  # type: ignore
              1)
    h: int = (p.x +
              s)  # type: ignore[operator]
    return a + b + p.w
# error: 15:5: Incompatible types in assignment (expression has type "str", variable has type "int")
# error: 17:5: Incompatible types in assignment (expression has type "str | None", variable has type "str")
# error: 18:9: "P" has no attribute "y"
# error: 19:9: "P" has no attribute "z"
# error: 24:20: "P" has no attribute "w"
