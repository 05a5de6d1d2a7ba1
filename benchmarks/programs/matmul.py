# Matrix multiply on list[list[float]]: the textbook triple loop with a hoisted row.


def make(n: int, scale: float) -> list[list[float]]:
    return [[((i * n + j) % 17) * scale - 1.0 for j in range(n)] for i in range(n)]


def matmul(a: list[list[float]], b: list[list[float]]) -> list[list[float]]:
    n: int = len(a)
    m: int = len(b[0])
    inner: int = len(b)
    c: list[list[float]] = []
    for i in range(n):
        ai: list[float] = a[i]
        row: list[float] = [0.0] * m
        for k in range(inner):
            aik: float = ai[k]
            bk: list[float] = b[k]
            for j in range(m):
                row[j] += aik * bk[j]
        c.append(row)
    return c


def main(n: int = 120) -> None:
    a: list[list[float]] = make(n, 0.125)
    b: list[list[float]] = make(n, 0.0625)
    c: list[list[float]] = matmul(a, b)
    c = matmul(c, a)
    total: float = 0.0
    for row in c:
        for x in row:
            total += x
    print(round(total, 3))
    print(round(c[n // 2][n // 3], 6))
