# Square roots by Newton's method: exact integer square roots of big ints, float roots, cube roots.
from math import sqrt


def isqrt(n: int) -> int:
    if n < 0:
        return -1
    if n < 2:
        return n
    x = n
    y = (x + 1) // 2
    while y < x:
        x = y
        y = (x + n // x) // 2
    return x


def is_square(n: int) -> bool:
    r = isqrt(n)
    return r >= 0 and r * r == n


def newton_sqrt(a: float, tolerance: float = 1e-12) -> float:
    if a == 0.0:
        return 0.0
    x = a if a > 1.0 else 1.0
    iterations = 0
    while iterations < 200:
        nxt = 0.5 * (x + a / x)
        if abs(nxt - x) <= tolerance * nxt:
            return nxt
        x = nxt
        iterations += 1
    return x


def newton_cbrt(a: float) -> float:
    x = a if abs(a) > 1.0 else 1.0
    for _ in range(100):
        x = x - (x * x * x - a) / (3.0 * x * x)
    return x


def sqrt_error(a: float) -> float:
    return abs(newton_sqrt(a) - sqrt(a))


def digits_of_sqrt2(digits: int) -> int:
    return isqrt(2 * 10 ** (2 * digits))
