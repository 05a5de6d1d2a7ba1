# reversed(v) of an untyped v: an exact list or tuple is walked backwards by index (SeqIsExact,
# SeqItemBorrowed); anything else goes through the reversed() builtin's iterator.
from typing import Any


def rev_count(v: Any) -> int:
    n = 0
    for x in reversed(v):
        n += 1
    return n
