# Typed code calling numpy: arrays are dynamic objects, their results enter typed variables
# through checks (float(), int(), list[float] from .tolist()), and typed lists go into numpy.
import numpy as np


def mean_std(xs: list[float]) -> tuple[float, float]:
    a = np.array(xs, dtype=np.float64)
    return float(a.mean()), float(a.std())


def dot(a: list[float], b: list[float]) -> float:
    return float(np.dot(np.array(a), np.array(b)))


def matmul(a: list[list[float]], b: list[list[float]]) -> list[list[float]]:
    m = np.array(a) @ np.array(b)
    out: list[list[float]] = m.tolist()
    return out


def cumulative(n: int) -> list[int]:
    arr = np.arange(n, dtype=np.int64)
    c = np.cumsum(arr * arr)
    return [int(v) for v in c]


def typed_loop(n: int) -> float:
    # A typed float loop reads numpy scalars one at a time.
    a = np.linspace(0.0, 1.0, n)
    total = 0.0
    for i in range(n):
        x: float = float(a[i])
        total += x * x
    return total


def argmax_of(xs: list[int]) -> int:
    return int(np.argmax(np.array(xs)))


def shape_of(rows: int, cols: int) -> tuple[int, int]:
    z = np.zeros((rows, cols))
    r, c = z.shape
    return r, c


def bad_reshape(n: int) -> int:
    a = np.arange(n)
    b = a.reshape((3, 3))
    return int(b.sum())

