# Floating-point series and iterations; prime_reciprocal_sum calls into numkit.arith.
import math

from numkit.arith import is_prime


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
        if is_prime(n):
            total += 1.0 / n
    return total


def mertens_gap(limit: int) -> float:
    # Mertens' second theorem: sum of 1/p over p < x minus log(log(x)) tends to 0.2614972128...
    return prime_reciprocal_sum(limit) - math.log(math.log(limit))
