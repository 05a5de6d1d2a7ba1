# Greatest common divisors: Euclid (recursive and iterative), binary GCD, extended Euclid, LCM.


def gcd_rec(a: int, b: int) -> int:
    if b == 0:
        return abs(a)
    return gcd_rec(b, a % b)


def gcd_iter(a: int, b: int) -> int:
    a, b = abs(a), abs(b)
    while b:
        a, b = b, a % b
    return a


def gcd_binary(a: int, b: int) -> int:
    a = abs(a)
    b = abs(b)
    if a == 0:
        return b
    if b == 0:
        return a
    shift = 0
    while (a | b) & 1 == 0:
        a >>= 1
        b >>= 1
        shift += 1
    while a & 1 == 0:
        a >>= 1
    while b != 0:
        while b & 1 == 0:
            b >>= 1
        if a > b:
            a, b = b, a
        b -= a
    return a << shift


def lcm(a: int, b: int) -> int:
    if a == 0 or b == 0:
        return 0
    return abs(a * b) // gcd_iter(a, b)


def bezout_x(a: int, b: int) -> int:
    old_r, r = a, b
    old_s, s = 1, 0
    while r != 0:
        q = old_r // r
        old_r, r = r, old_r - q * r
        old_s, s = s, old_s - q * s
    return old_s


def mod_inverse(a: int, m: int) -> int:
    if gcd_iter(a, m) != 1:
        return -1
    return bezout_x(a, m) % m


def lcm_range(n: int) -> int:
    result = 1
    for k in range(1, n + 1):
        result = lcm(result, k)
    return result


def coprime_count(n: int) -> int:
    count = 0
    for k in range(1, n + 1):
        if gcd_rec(n, k) == 1:
            count += 1
    return count
