# numkit's own tests (unittest, so they run in an environment with nothing but the wheel installed).
import math
import unittest

import numkit
from numkit import arith, report, series


class ArithTest(unittest.TestCase):
    def test_gcd_lcm(self):
        self.assertEqual(arith.gcd(12, 18), 6)
        self.assertEqual(arith.gcd(-12, 18), 6)
        self.assertEqual(arith.gcd(0, 7), 7)
        self.assertEqual(arith.gcd(2**100, 6**60), 2**60)
        self.assertEqual(arith.lcm(4, 6), 12)
        self.assertEqual(arith.lcm(-4, 6), 12)
        self.assertEqual(arith.lcm(0, 6), 0)

    def test_isqrt_matches_math(self):
        for n in [0, 1, 2, 3, 4, 15, 16, 17, 10**12 + 1, 2**64 - 1, 2**64, 10**40 + 12345]:
            self.assertEqual(arith.isqrt(n), math.isqrt(n), n)
        self.assertEqual(arith.isqrt(-5), 0)

    def test_primes(self):
        primes = [n for n in range(30) if arith.is_prime(n)]
        self.assertEqual(primes, [2, 3, 5, 7, 11, 13, 17, 19, 23, 29])
        self.assertIs(arith.is_prime(2**31 - 1), True)
        self.assertIs(arith.is_prime(2**31 + 1), False)
        self.assertEqual(arith.count_primes(100), 25)
        self.assertEqual(arith.count_primes(10000), 1229)

    def test_collatz(self):
        self.assertEqual(arith.collatz_steps(1), 0)
        self.assertEqual(arith.collatz_steps(27), 111)
        self.assertEqual(arith.collatz_steps(0), 0)

    def test_is_square_uses_series(self):
        for n in list(range(-3, 3000)) + [2**52 - 1, 2**52, (2**26 + 1) ** 2, 10**40, (10**20 + 1) ** 2]:
            self.assertEqual(arith.is_square(n), n >= 0 and math.isqrt(n) ** 2 == n, n)
        # arith calls series.sqrt_newton through the module: replacing it is seen, as in Python.
        original = series.sqrt_newton
        try:
            series.sqrt_newton = lambda x, iterations: 0.0
            self.assertIs(arith.is_square(49), False)
        finally:
            series.sqrt_newton = original
        self.assertIs(arith.is_square(49), True)

    def test_typed_boundary(self):
        with self.assertRaises(TypeError):
            arith.gcd("12", 18)
        self.assertEqual(arith.gcd(True, 4), 1)


class SeriesTest(unittest.TestCase):
    def test_harmonic(self):
        self.assertEqual(series.harmonic(0), 0.0)
        self.assertEqual(series.harmonic(1), 1.0)
        self.assertEqual(series.harmonic(4), 1.0 + 1.0 / 2 + 1.0 / 3 + 1.0 / 4)

    def test_prime_reciprocal_sum_calls_arith(self):
        # A running sum against the correctly rounded one: equal up to rounding.
        for limit in (0, 2, 3, 30, 5000):
            self.assertAlmostEqual(
                series.prime_reciprocal_sum(limit), report.prime_reciprocal_sum(limit), places=13
            )

    def test_pi_and_sqrt(self):
        self.assertAlmostEqual(series.pi_leibniz(100000), math.pi, places=4)
        self.assertEqual(series.sqrt_newton(2.0, 6), 1.414213562373095)
        self.assertEqual(series.sqrt_newton(9, 20), 3.0)
        self.assertTrue(math.isnan(series.sqrt_newton(-1.0, 3)))
        self.assertEqual(series.sqrt_newton(0.0, 3), 0.0)


class ReportTest(unittest.TestCase):
    def test_prime_sums_call_into_arith(self):
        expected = sum(1.0 / p for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29))
        self.assertAlmostEqual(report.prime_reciprocal_sum(30), expected, places=14)
        self.assertLess(abs(report.mertens_gap(100000) - 0.2614972128), 0.01)

    def test_package_exports(self):
        self.assertIs(numkit.gcd, arith.gcd)
        self.assertIs(numkit.harmonic, series.harmonic)

    def test_render(self):
        text = report.render(1000)
        self.assertIn("primes below limit           168", text)
        self.assertIn("lcm(1..20)                   232792560", text)


if __name__ == "__main__":
    unittest.main()
