# numpy values crossing into typed code: arange/dtypes, float()/int() of reductions, checked locals.
from typing import Any

import numpy as np


def stats(n: int) -> list[object]:
    a = np.arange(n, dtype=np.int64)
    total: int = int(a.sum())
    mean: float = float(a.mean()) if n else 0.0
    sq = a * a
    top: int = int(sq.max()) if n else -1
    halves = (a / 2).astype(np.float32)
    return [total, mean, top, str(halves.dtype), halves.tolist(), a[a % 3 == 0].tolist(),
            float(np.float32(0.1)), repr(a.dtype), int(np.int8(127)) + 1]


def typed_from_array(values: list[float]) -> float:
    arr = np.array(values)
    s: float = float(arr.sum())
    m: float = float(arr.max()) if values else 0.0
    return s - m


def grid(rows: int, cols: int) -> list[object]:
    g = np.zeros((rows, cols), dtype=np.int32)
    for r in range(rows):
        for c in range(cols):
            g[r, c] = r * cols + c
    col_sums: list[int] = [int(v) for v in g.sum(axis=0)]
    diag: list[int] = [int(g[i, i]) for i in range(min(rows, cols))]
    g[1, 1] += 100
    g[0, 1:3] = -1
    first_col: list[int] = g[:, 0].tolist()
    corner: list[list[int]] = g[1:, ::2].tolist()
    flat: list[int] = g.ravel().tolist()
    return [col_sums, diag, flat[-3:], g.shape, int(g.T[0].sum()), bool((g >= 0).all()), first_col, corner,
            int(g[1, 1]), g[0].tolist()]


def tuple_keys(n: int) -> list[object]:
    table: dict[tuple[int, int], int] = {}
    for i in range(n):
        for j in range(i):
            table[i, j] = i * j
    table[1, 0] += 10
    del table[n - 1, 0]
    return [sorted(table.items()), table[1, 0], (2, 1) in table]


def conversions(x: float, k: int) -> list[object]:
    a = np.linspace(0.0, x, k)
    rounded = np.round(a, 2)
    ints = rounded.astype(np.int64)
    as_list: list[float] = rounded.tolist()
    best: int = int(np.argmax(a)) if k else -1
    return [as_list, ints.tolist(), best, float(np.float64(x)) == x, np.isnan(np.float64("nan")).item(),
            int(np.uint8(250)) + 10, np.int64(2) ** 40, type(np.int64(3).item()).__name__]


def scalar_to_int(v: Any) -> int:
    n: int = int(v)
    return n + 1
