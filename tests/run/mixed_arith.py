# Mixing int and float: promotion, int / int giving float, conversions of huge ints, and
# comparisons between ints and floats that must be exact (not via a lossy double conversion).


def average3(a: int, b: int, c: int) -> float:
    return (a + b + c) / 3


def scale(n: int, factor: float) -> float:
    return n * factor


def offset(n: int, x: float) -> float:
    return x - n


def int_eq_float(n: int, x: float) -> bool:
    return n == x


def int_lt_float(n: int, x: float) -> bool:
    return n < x


def float_ge_int(x: float, n: int) -> bool:
    return x >= n


def celsius(f: float) -> float:
    return (f - 32) * 5 / 9


def percent(part: int, whole: int) -> float:
    return 100 * part / whole


def mean_of_range(n: int) -> float:
    total = 0
    for i in range(n):
        total += i
    return total / n


def weighted(a: int, wa: float, b: int, wb: float) -> float:
    return (a * wa + b * wb) / (wa + wb)


def int_float_power(n: int, e: float) -> float:
    return n ** e


def float_int_power(x: float, k: int) -> float:
    return x ** k


def truncating(x: float) -> int:
    return int(x * 100) // 3


def literal_mix() -> None:
    print(1 + 2.0, 3 * 0.5, 7 / 2, 8 / 4, -7 / 2, 2 ** 0.5, 10 // 4.0, 10 % 4.0, -10 // 4.0)
    print(1 == 1.0, 2 ** 53 + 1 == 2.0 ** 53 + 1, 2 ** 53 + 1 > 2.0 ** 53, 0.1 + 0.2 == 0.3)
