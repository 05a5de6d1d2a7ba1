"""Everyday source layout: docstrings, pass bodies, line continuations, comments everywhere."""
import math  # trailing comment on an import


def double(x: int) -> int:
    """Return x doubled."""
    return x * 2


def noop(x: int) -> None:
    pass


def continued(x: float) -> float:
    y = x + \
        1.0
    total = (y *
             2.0   # a comment inside parentheses
             + math.sqrt(
                 4.0))
    return total


def semicolons(a: int) -> int:
    b = a + 1; c = b * 2  # noqa: E702
    return c


def one_liner(a: int) -> int: return a - 1  # noqa: E704


def body_after_comments(n: int) -> int:
    # leading comment

    # another, after a blank line
    if n > 0:  # comment after the colon
        # comment inside the block
        return n
    else:
        return -n
