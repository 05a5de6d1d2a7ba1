# numkit: integer arithmetic (arith), float series built on it (series) and a text report (report).
from numkit.arith import collatz_steps, count_primes, gcd, is_prime, isqrt, lcm
from numkit.series import harmonic, pi_leibniz, prime_reciprocal_sum, sqrt_newton

__all__ = [
    "collatz_steps",
    "count_primes",
    "gcd",
    "harmonic",
    "is_prime",
    "isqrt",
    "lcm",
    "pi_leibniz",
    "prime_reciprocal_sum",
    "sqrt_newton",
]
