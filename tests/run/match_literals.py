# match on literals, captures, wildcards, or-patterns, guards and value patterns: int and str
# subjects compare natively; None/True/False by identity; an object subject by ==.
from enum import Enum
from typing import Any, List, Optional

LIMIT = 10


class Color(Enum):
    RED = 1
    GREEN = 2


def classify(v: int) -> str:
    match v:
        case 0:
            return "zero"
        case 1 | 2 | 3:
            return "small"
        case -1 | -2:
            return "negative small"
        case 0x10:
            return "sixteen"
        case n if n > 100:
            return "big " + str(n)
        case n:
            return "other " + str(n + 1)


def word(s: str) -> int:
    match s:
        case "one":
            return 1
        case "two" | "deux":
            return 2
        case "th" "ree":
            return 3
        case _:
            return -1


def anything(o: Any) -> str:
    match o:
        case None:
            return "None"
        case True:
            return "True"
        case False:
            return "False"
        case 1.5:
            return "one and a half"
        case 1:
            return "one"
        case b"raw":
            return "bytes"
        case "":
            return "empty str"
        case Color.RED:
            return "red"
        case _:
            return "unknown " + repr(o)


def flag(b: bool) -> str:
    match b:
        case True:
            return "yes"
        case False:
            return "no"


def optional(x: Optional[int]) -> str:
    match x:
        case None:
            return "nothing"
        case 7:
            return "seven"
        case other:
            return "got " + str(other)


def guards(xs: List[int]) -> List[str]:
    out: List[str] = []
    for x in xs:
        match x:
            case n if n < 0:
                out.append("neg")
            case n if n % 2 == 0 and n < LIMIT:
                out.append("small even")
            case 5 | 7 if x > 5:
                out.append("seven")
            case 5 | 7:
                out.append("five")
            case _:
                out.append("odd")
    return out


def capture_after(v: int) -> int:
    # A failed guard leaves the capture bound (CPython stores names before the guard).
    k = -1
    match v:
        case k if k > 5:
            return k
        case _:
            pass
    return k


def no_match(v: int) -> str:
    r = "none"
    match v:
        case 1:
            r = "one"
        case 2:
            r = "two"
    return r


def two_subjects(a: int, b: str) -> str:
    match a, b:
        case (0, "x"):
            return "zero x"
        case (n, "y"):
            return "y with " + str(n)
        case _:
            return "other"


def big(v: int) -> str:
    match v:
        case 12345678901234567890:
            return "big literal"
        case -12345678901234567890:
            return "negative big literal"
        case _:
            return "not"


def subject_once(given: List[int]) -> str:
    log = list(given)

    def next_value() -> int:
        log.append(len(log))
        return len(log)

    match next_value():
        case 5:
            return "five"
        case 6:
            return "six"
        case v:
            return "v=" + str(v) + " " + str(log)


def module_file() -> str:
    # __file__ is the extension's path when compiled (the .py's under CPython): same stem.
    import os

    return os.path.basename(__file__).split(".")[0] + " " + __name__
