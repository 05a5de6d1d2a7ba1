# Plain-Python code over the compiled modules: prime sums, and `python -m numkit.report [limit]`.
from __future__ import annotations

import math
import sys

from numkit import arith, series


def rows(limit: int) -> list[tuple[str, str]]:
    return [
        ("primes below limit", str(arith.count_primes(limit))),
        ("gcd(30!, 6**20)", str(arith.gcd(_factorial(30), 6**20))),
        ("lcm(1..20)", str(_lcm_range(20))),
        ("isqrt(10**40 + 12345)", str(arith.isqrt(10**40 + 12345))),
        ("squares below limit", str(sum(1 for n in range(limit) if arith.is_square(n)))),
        ("longest Collatz chain start", str(_longest_collatz(limit))),
        ("H(limit)", repr(series.harmonic(limit))),
        ("pi (Leibniz, limit terms)", repr(series.pi_leibniz(limit))),
        ("sqrt(2) (Newton, 6 steps)", repr(series.sqrt_newton(2.0, 6))),
        ("sum 1/p, p < limit", repr(prime_reciprocal_sum(limit))),
        ("sum 1/p (series, compiled)", repr(series.prime_reciprocal_sum(limit))),
        ("Mertens gap", repr(mertens_gap(limit))),
    ]


def prime_reciprocal_sum(limit: int) -> float:
    # Correctly rounded (math.fsum): a reference for the running sum of series.prime_reciprocal_sum.
    return math.fsum(1.0 / n for n in range(2, limit) if arith.is_prime(n))


def mertens_gap(limit: int) -> float:
    # Mertens' second theorem: sum of 1/p over p < x minus log(log(x)) tends to 0.2614972128...
    return prime_reciprocal_sum(limit) - math.log(math.log(limit))


def _factorial(n: int) -> int:
    out = 1
    for k in range(2, n + 1):
        out *= k
    return out


def _lcm_range(n: int) -> int:
    out = 1
    for k in range(1, n + 1):
        out = arith.lcm(out, k)
    return out


def _longest_collatz(limit: int) -> int:
    return max(range(1, limit), key=arith.collatz_steps)


def render(limit: int) -> str:
    table = rows(limit)
    width = max(len(label) for label, _ in table)
    return "\n".join(f"{label:<{width}}  {value}" for label, value in table)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    print(render(int(args[0]) if args else 10000))
    return 0


if __name__ == "__main__":
    sys.exit(main())
