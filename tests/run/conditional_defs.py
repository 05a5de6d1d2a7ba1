"""Conditional definitions at module level: TYPE_CHECKING imports, version checks, defs and
assignments in if/else and try/except blocks, and functions redefined conditionally."""
import sys
import typing
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence  # only for type checkers: never imported at run time

    def never_defined() -> int:
        return 0

if not TYPE_CHECKING:

    def runtime_only(x: int) -> int:
        """Defined in the live branch of `if not TYPE_CHECKING`: a plain compiled function."""
        return x * 11

if typing.TYPE_CHECKING:
    CHECKING = True
else:
    CHECKING = False

if sys.version_info >= (3, 8):

    def version_kind() -> str:
        return "modern"

else:

    def version_kind() -> str:
        return "ancient"

if sys.version_info >= (3, 99):
    LIMIT = 1
elif sys.version_info >= (3, 0):
    LIMIT = 3
else:
    LIMIT = 2

try:
    from _no_such_module_for_hintc import fast_double  # type: ignore
except ImportError:

    def fast_double(x: int) -> int:
        return x + x

    HAVE_FAST = False
else:
    HAVE_FAST = True

try:
    from json import dumps as encode
except ImportError:

    def encode(x: object) -> str:
        return "fallback"


SWITCH = len(sys.argv) >= 0  # True, but only known at run time


def pick(x: int) -> int:
    return x


if SWITCH:

    def pick(x: int) -> int:
        return x * 2

else:

    def pick(x: int) -> int:
        return x * 3


def use_pick(n: int) -> int:
    # Reaches whichever definition ran.
    r = pick(n)
    return r + 1


def countdown(n: int) -> int:
    if n <= 0:
        return 0
    return 1 + countdown(n - 1)


if SWITCH:

    def countdown_twice(n: int) -> object:
        # Recursion through a conditional definition.
        if n <= 0:
            return 0
        return countdown_twice(n - 1)

order: list[str] = []
for i in range(2):
    order.append("loop " + str(i))

if len(order) > 1:
    order.append("if body")
    MESSAGE = "long"
else:
    MESSAGE = "short"


def summary() -> str:
    return version_kind() + "/" + str(LIMIT) + "/" + MESSAGE + "/" + str(fast_double(21))


def total(xs: "Sequence[int]") -> int:
    # Annotated with a name only type checkers import.
    t = 0
    for x in xs:
        t += x
    return t


def use_runtime_only() -> int:
    return runtime_only(2) + 1
