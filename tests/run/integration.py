# Numeric integration and root finding on float functions built from math.
import math


def f_poly(x: float) -> float:
    return 3.0 * x * x - 2.0 * x + 1.0


def f_gauss(x: float) -> float:
    return math.exp(-x * x)


def f_wave(x: float) -> float:
    return math.sin(x) * math.cos(x / 2.0)


def trapezoid_poly(a: float, b: float, n: int) -> float:
    h = (b - a) / n
    total = 0.5 * (f_poly(a) + f_poly(b))
    for i in range(1, n):
        total += f_poly(a + i * h)
    return total * h


def simpson_gauss(a: float, b: float, n: int) -> float:
    if n % 2 == 1:
        n += 1
    h = (b - a) / n
    total = f_gauss(a) + f_gauss(b)
    for i in range(1, n):
        weight = 4.0 if i % 2 == 1 else 2.0
        total += weight * f_gauss(a + i * h)
    return total * h / 3.0


def midpoint_wave(a: float, b: float, n: int) -> float:
    h = (b - a) / n
    total = 0.0
    i = 0
    while i < n:
        total += f_wave(a + (i + 0.5) * h)
        i += 1
    return total * h


def bisect_cos(lo: float, hi: float) -> float:
    # Root of cos(x) - x on [lo, hi].
    for _ in range(100):
        mid = (lo + hi) / 2.0
        if (math.cos(lo) - lo) * (math.cos(mid) - mid) <= 0.0:
            hi = mid
        else:
            lo = mid
    return (lo + hi) / 2.0


def euler_decay(y0: float, rate: float, t_end: float, steps: int) -> float:
    dt = t_end / steps
    y = y0
    for _ in range(steps):
        y -= rate * y * dt
    return y


def pi_leibniz(terms: int) -> float:
    total = 0.0
    sign = 1.0
    for k in range(terms):
        total += sign / (2 * k + 1)
        sign = -sign
    return 4.0 * total
