# numkit: integer arithmetic (arith) and float series (series), compiled; numkit.report is plain.
from numkit.arith import collatz_steps, count_primes, gcd, is_prime, is_square, isqrt, lcm
from numkit.series import harmonic, pi_leibniz, prime_reciprocal_sum, sqrt_newton

__all__ = [
    "collatz_steps",
    "count_primes",
    "gcd",
    "harmonic",
    "is_prime",
    "is_square",
    "isqrt",
    "lcm",
    "pi_leibniz",
    "prime_reciprocal_sum",
    "sqrt_newton",
]
