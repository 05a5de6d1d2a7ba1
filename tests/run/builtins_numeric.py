# Numeric builtins: abs, min, max, int, float, bool, round, pow on ints, floats and bools.


def abs_int(x: int) -> int:
    return abs(x)


def abs_float(x: float) -> float:
    return abs(x)


def min2(a: int, b: int) -> int:
    return min(a, b)


def max3(a: int, b: int, c: int) -> int:
    return max(a, b, c)


def fmin(a: float, b: float, c: float) -> float:
    return min(a, b, c)


def fmax(a: float, b: float) -> float:
    return max(a, b)


def to_int(x: float) -> int:
    return int(x)


def bool_to_int(b: bool) -> int:
    return int(b)


def int_to_float(x: int) -> float:
    return float(x)


def truth_int(x: int) -> bool:
    return bool(x)


def truth_float(x: float) -> bool:
    return bool(x)


def round0(x: float) -> int:
    return round(x)


def round_nd(x: float, nd: int) -> float:
    return round(x, nd)


def round_int(x: int, nd: int) -> int:
    return round(x, nd)


def int_pow(a: int, b: int) -> None:
    print(pow(a, b))


def clamp_to_byte(x: int) -> int:
    return max(0, min(255, x))


def spread(a: int, b: int, c: int, d: int) -> int:
    return max(a, b, c, d) - min(a, b, c, d)


def literal_calls() -> None:
    print(abs(-7), abs(-7.5), abs(True), min(3, 1, 2), max(2.5, -1.0), int(3.99), int(-3.99))
    print(int(True), float(7), float(True), bool(0), bool(-2), bool(0.0), round(2.5), round(3.5))
    print(round(-2.5), round(0.125, 2), round(1234, -2), round(1250, -2), round(2.675, 2))
    print(int(), float(), bool(), pow(3, 4), pow(2.0, 0.5), min(1, 2), max(-1, 0))
