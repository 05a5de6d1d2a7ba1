# numkit: integer arithmetic (arith) and float series (series), compiled; numkit.report is plain.
from numkit.arith import collatz_steps, count_primes, gcd, is_prime, isqrt, lcm
from numkit.series import harmonic, pi_leibniz, sqrt_newton

__all__ = [
    "collatz_steps",
    "count_primes",
    "gcd",
    "harmonic",
    "is_prime",
    "isqrt",
    "lcm",
    "pi_leibniz",
    "sqrt_newton",
]
