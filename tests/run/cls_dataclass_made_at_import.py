# Classes made by Python while the module body runs (a dataclass deriving from a builtin, one in a
# statement of a class body): the dataclasses module looks the module up in sys.modules, where a
# compiled module is while its body runs, as a Python module is.
import sys
from dataclasses import dataclass, field, fields
from typing import Any, List

SELF = sys.modules[__name__].__name__
FLAG = len(SELF) > 0


@dataclass
class Tagged(dict):
    tag: str = "t"
    extra: List[int] = field(default_factory=list)


class Mode:
    if FLAG:
        @dataclass(order=True)
        class Record:
            a: int
            b: str = "x"


def made() -> List[str]:
    t: Any = Tagged(tag="u")
    t["k"] = 1
    r: Any = Mode.Record(1)
    return [SELF, repr(t), str(dict(t)), repr(r), str(r < Mode.Record(2)), Mode.Record.__qualname__,
            str([f.name for f in fields(Mode.Record)])]
