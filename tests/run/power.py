# Exponentiation: int ** int (exact, float for negative exponents), float powers, pow() and a
# hand-written square-and-multiply modular power.


def show_int_pow(a: int, b: int) -> None:
    print(a ** b)


def int_pow_nonneg(a: int, b: int) -> int:
    result = 1
    for _ in range(b):
        result *= a
    return result


def fast_pow(base: int, exp: int) -> int:
    result = 1
    while exp > 0:
        if exp % 2 == 1:
            result *= base
        base *= base
        exp //= 2
    return result


def mod_pow(base: int, exp: int, modulus: int) -> int:
    result = 1 % modulus
    base %= modulus
    while exp > 0:
        if exp & 1:
            result = result * base % modulus
        base = base * base % modulus
        exp >>= 1
    return result


def builtin_pow3(base: int, exp: int, modulus: int) -> None:
    print(pow(base, exp, modulus))


def builtin_pow2(base: int, exp: int) -> None:
    print(pow(base, exp))


def float_power(a: float, b: float) -> float:
    return pow(a, b)


def half_life(amount: float, periods: int) -> float:
    return amount * 0.5 ** periods


def literal_powers() -> None:
    print(2 ** 10, 2 ** 62, 2 ** 63, 2 ** 64, 2 ** 100, (-2) ** 63, (-2) ** 64, -2 ** 2)
    print(2 ** -1, 2 ** -2, 10 ** -3, (-2) ** -3, 2.0 ** 3, 4 ** 0.5, 2 ** 3 ** 2)
    print(0 ** 0, 0.0 ** 0, 1 ** -5, (-1) ** 101, 7 ** 0)


def perfect_powers_below(limit: int) -> int:
    count = 0
    base = 2
    while base * base < limit:
        value = base * base
        while value < limit:
            count += 1
            value *= base
        base += 1
    return count
