# Spectral norm: power iteration on the infinite matrix A[i][j] = 1/((i+j)(i+j+1)/2 + i + 1).
import math


def eval_a(i: int, j: int) -> float:
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


def mul_av(v: list[float], out: list[float], n: int) -> None:
    for i in range(n):
        s: float = 0.0
        for j in range(n):
            s += eval_a(i, j) * v[j]
        out[i] = s


def mul_atv(v: list[float], out: list[float], n: int) -> None:
    for i in range(n):
        s: float = 0.0
        for j in range(n):
            s += eval_a(j, i) * v[j]
        out[i] = s


def mul_atav(v: list[float], out: list[float], tmp: list[float], n: int) -> None:
    mul_av(v, tmp, n)
    mul_atv(tmp, out, n)


def main(n: int = 300) -> None:
    u: list[float] = [1.0] * n
    v: list[float] = [0.0] * n
    tmp: list[float] = [0.0] * n
    for it in range(10):
        mul_atav(u, v, tmp, n)
        mul_atav(v, u, tmp, n)
    vbv: float = 0.0
    vv: float = 0.0
    for i in range(n):
        vbv += u[i] * v[i]
        vv += v[i] * v[i]
    print(math.sqrt(vbv / vv))
