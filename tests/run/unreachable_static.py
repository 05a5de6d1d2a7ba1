# mypy does not check code it finds unreachable (sys.platform and sys.version_info tests,
# `if False:`, TYPE_CHECKING), so neither does hintc: such code may name what does not exist.
import sys
from typing import TYPE_CHECKING


def platform_and() -> bool:
    a = sys.platform == "no-such-os" and undefined_name
    b = sys.platform == "no-such-os" and sys.no_such_attr
    return a or b


def platform_or() -> bool:
    return sys.platform != "no-such-os" or undefined_name


def if_false(n: int) -> int:
    if False:
        return missing(n)
    if 0:
        n = "text" + n
    return n + 1


def if_true(n: int) -> int:
    if True:
        return n * 2
    else:
        return n.nope()


def startswith() -> str:
    if sys.platform.startswith("no-such"):
        return unknown()
    return "ok"


def checking(n: int) -> int:
    if TYPE_CHECKING:
        reveal(n)
    return TYPE_CHECKING and n.nope() or n


def closures_and_comprehensions() -> bool:
    # Lambdas and comprehensions there bind and capture nothing (their names need not exist).
    a = sys.platform == "no-such-os" and (lambda x: y + x)
    b = sys.platform == "no-such-os" and (x for y in z)
    c = sys.platform == "no-such-os" and [x for y in z]
    d = sys.platform == "no-such-os" and {x: x for y in z}
    if sys.platform == "no-such-os":
        e = [lambda: w for w in ws]
        return bool(e)
    return not (a or b or c or d)
