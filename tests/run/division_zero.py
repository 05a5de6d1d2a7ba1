# Every kind of division by zero, plus zero raised to a negative power.


def true_div_int(a: int, b: int) -> float:
    return a / b


def true_div_float(a: float, b: float) -> float:
    return a / b


def floor_div_int(a: int, b: int) -> int:
    return a // b


def floor_div_float(a: float, b: float) -> float:
    return a // b


def mod_int(a: int, b: int) -> int:
    return a % b


def mod_float(a: float, b: float) -> float:
    return a % b


def mixed_div(a: int, b: float) -> float:
    return a / b


def zero_pow_float(e: float) -> float:
    return 0.0 ** e


def zero_pow_int_neg() -> None:
    base = 0
    print(base ** -1)


def aug_div(a: float, b: float) -> float:
    a /= b
    return a


def aug_floordiv(a: int, b: int) -> int:
    a //= b
    return a


def aug_mod(a: int, b: int) -> int:
    a %= b
    return a


def average(total: int, count: int) -> float:
    return total / count


def safe_average(total: int, count: int) -> float:
    if count == 0:
        return 0.0
    return total / count


def harmonic(n: int) -> float:
    s = 0.0
    for k in range(n, -1, -1):
        s += 1 / k
    return s
