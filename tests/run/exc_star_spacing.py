# Every spelling of `except*` CPython accepts: the star joined to `except`, to the type, or
# apart from both, before a name, a dotted name or a parenthesized tuple, with and without `as`.
import builtins
from typing import List


def group() -> ExceptionGroup:
    return ExceptionGroup("g", [ValueError(1), TypeError(2), KeyError(3), OSError(4)])


def spellings() -> List[str]:
    out: List[str] = []
    try:
        raise group()
    except *ValueError:
        out.append("star-joined-to-type")
    except * (TypeError, KeyError) as e:
        out.append("spaced tuple " + repr(e.exceptions))
    except *builtins.OSError as e:
        out.append("dotted " + repr(e.exceptions))
    try:
        raise group()
    except * ValueError as e:
        out.append("spaced " + repr(e.exceptions))
    except *(TypeError, KeyError):
        out.append("joined tuple")
    except	*	OSError:
        out.append("tabs")
    try:
        raise group()
    except* (ValueError, TypeError, KeyError, OSError) as e:
        out.append("all " + str(len(e.exceptions)))
    return out


def unmatched() -> None:
    try:
        raise group()
    except * (ZeroDivisionError, IndexError):
        pass
