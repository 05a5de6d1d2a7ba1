# Integer arithmetic on exact Python ints: divisors, primality, integer roots, Collatz chains.
# is_square starts from series' float Newton root: a native call into the other compiled module.
from numkit import series


def gcd(a: int, b: int) -> int:
    if a < 0:
        a = -a
    if b < 0:
        b = -b
    while b != 0:
        a, b = b, a % b
    return a


def lcm(a: int, b: int) -> int:
    if a == 0 or b == 0:
        return 0
    product = a * b
    if product < 0:
        product = -product
    return product // gcd(a, b)


def isqrt(n: int) -> int:
    # Newton's iteration on integers; negative inputs are not roots of anything, so they give 0.
    if n < 2:
        return n if n > 0 else 0
    x = n
    y = (x + 1) // 2
    while y < x:
        x = y
        y = (x + n // x) // 2
    return x


def is_prime(n: int) -> bool:
    if n < 2:
        return False
    if n % 2 == 0:
        return n == 2
    d = 3
    while d * d <= n:
        if n % d == 0:
            return False
        d += 2
    return True


def count_primes(limit: int) -> int:
    count = 0
    for n in range(limit):
        if is_prime(n):
            count += 1
    return count


def collatz_steps(n: int) -> int:
    # Starts below 1 never reach 1; report them as 0 steps rather than loop forever.
    if n < 1:
        return 0
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


def is_square(n: int) -> bool:
    # Below 2**52 a float holds n exactly, so the float root is within one of the integer root;
    # larger n take the exact integer Newton iteration.
    if n < 0:
        return False
    if n < 4503599627370496:
        r = int(series.sqrt_newton(float(n), 64))
        for c in range(r - 1 if r > 0 else 0, r + 2):
            if c * c == n:
                return True
        return False
    root = isqrt(n)
    return root * root == n
