# Starred items in a subscript (Python 3.11): `a[i, *rest]` and `a[*idx]` index with the tuple
# of the items, for reads, stores, augmented stores and deletes.
from typing import Any

import numpy as np


def grid_reads(idx: tuple[int, int]) -> list[object]:
    a = np.arange(24).reshape(2, 3, 4)
    return [int(a[*idx, 0]), a[0, *idx].item(), a[*idx].tolist()]


def table_ops(rest: list[int]) -> dict[Any, int]:
    d: dict[Any, int] = {}
    d[0, *rest] = 1
    d[*rest] = 2
    d[*rest] += 10
    d[9, *rest, 9] = d[0, *rest] + d[*rest]
    del d[0, *rest]
    return d


def missing(rest: list[int]) -> int:
    d: dict[Any, int] = {(1, 2): 3}
    return d[7, *rest]
