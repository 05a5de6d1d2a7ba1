# Floating-point series and iterations over typed loops. The prime series call arith.is_prime, a
# native call into the other compiled module (the two modules import each other).
import math

from numkit import arith


def harmonic(n: int) -> float:
    total = 0.0
    for k in range(1, n + 1):
        total += 1.0 / k
    return total


def pi_leibniz(terms: int) -> float:
    total = 0.0
    sign = 1.0
    for k in range(terms):
        total += sign / (2 * k + 1)
        sign = -sign
    return 4.0 * total


def sqrt_newton(x: float, iterations: int) -> float:
    # Only nonnegative inputs have a real root; NaN signals the rest, as math.sqrt's domain does.
    if x < 0.0:
        return math.nan
    if x == 0.0:
        return 0.0
    guess = x if x > 1.0 else 1.0
    for _ in range(iterations):
        guess = 0.5 * (guess + x / guess)
    return guess


def prime_reciprocal_sum(limit: int) -> float:
    total = 0.0
    for n in range(2, limit):
        if arith.is_prime(n):
            total += 1.0 / n
    return total
