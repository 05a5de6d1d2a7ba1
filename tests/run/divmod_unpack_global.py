# A module-level `divmod` is the one `q, r = divmod(a, b)` calls (not the builtin's arithmetic).
from typing import List, Tuple


def divmod(a: int, b: int) -> Tuple[int, int]:
    return (b, a)


def unpack(a: int, b: int) -> List[int]:
    q, r = divmod(a, b)
    return [q, r]
