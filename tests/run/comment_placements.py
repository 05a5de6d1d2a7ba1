# Comments among the parts of annotations, del targets and except tuples are no parts of them.
from __future__ import annotations

from typing import Dict, Optional, Union


class Box:
    table: Dict[  # keys
        str,  # name
        int,
    ] = {}
    extra: Optional[  # may be missing
        int
    ] = None


def pick(
    a: int,  # first
    b: Union[  # either
        int,  # a number
        str,
    ] = 1,
) -> tuple[  # a pair
    int,  # left
    str,
]:
    return a, str(b)


def drop(d: dict[str, int]) -> list[str]:
    x = 1
    y = 2
    del (  # both
        x,  # one
        y,
    )
    del d[  # key
        "a"
    ], d["b"]  # two
    return sorted(d)


def guarded(v: str) -> str:
    try:
        return str(int(v) // len(v.strip()))
    except (  # either error
        ValueError,  # bad digits
        # between
        ZeroDivisionError,  # empty
    ) as e:
        return type(e).__name__


def lookups(d: dict[str, int], grid: dict[tuple[int, int], str]) -> tuple[int, str, str]:
    return (
        d[  # one key, not a tuple of it
            "k"
        ],
        grid[  # a pair
            1,  # row
            2,
        ],
        grid[1, 2],
    )
