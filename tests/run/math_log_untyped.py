# math.log of an untyped value (a lambda's parameter, an Any) is math.log's own call: big
# ints, floats and __index__ objects as CPython takes them.
import math
from typing import Any, Callable, List


class Seven:
    def __index__(self) -> int:
        return 7


def apply(f: Callable[[Any], Any], xs: List[Any]) -> List[str]:
    out = []
    for x in xs:
        try:
            out.append(f"{f(x):.6f}")
        except (ValueError, TypeError) as e:
            out.append(type(e).__name__)
    return out


def logs() -> List[str]:
    return apply(lambda x: math.log(x), [1, 2.5, 10**400, Seven(), 0, -1.0, "s"])


def log_any(v: Any) -> float:
    return math.log(v)
