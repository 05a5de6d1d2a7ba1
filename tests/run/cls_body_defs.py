# def and import statements inside statements of a class body (methods defined conditionally,
# in a loop or a try block, imports bound as class attributes), as CPython runs the body once.
import sys
from typing import Any, List

FAST = len(sys.argv) >= 0
MODE = "b"


class Codec:
    if FAST:
        def encode(self, s: str) -> str:
            return s.upper()
    else:
        def encode(self, s: str) -> str:
            return s.lower()

    try:
        import json
    except ImportError:
        json = None  # type: ignore[assignment]

    if MODE == "a":
        from math import sqrt as root
    else:
        from math import floor as root

    for _n in ("double", "triple"):
        pass

    def plain(self) -> str:
        return "plain"



class Shape:
    sides = 4
    if sides == 4:
        @staticmethod
        def kind() -> str:
            return "quad"

        @property
        def label(self) -> str:
            return "shape with " + str(self.sides)

        def scaled(self, k: int = 2) -> int:
            return self.sides * k


def run() -> List[str]:
    c: Any = Codec()
    s: Any = Shape()
    return [c.encode("abc"), c.plain(), str(Codec.json.dumps([1])), str(Codec.root(2.5)),
            Shape.kind(), s.label, str(s.scaled()), str(s.scaled(3)), Codec.encode.__qualname__,
            str(Codec._n)]
