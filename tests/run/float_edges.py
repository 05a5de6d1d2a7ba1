# Floating-point special values: infinities, NaN, signed zero, rounding of repr, overflow.
import math

INF = math.inf
NAN = math.nan
TINY = 5e-324


def classify(x: float) -> int:
    if math.isnan(x):
        return 0
    if math.isinf(x):
        return 1 if x > 0 else -1
    if x == 0.0:
        return 2
    return 3


def neg(x: float) -> float:
    return -x


def plus(x: float) -> float:
    return +x


def add(a: float, b: float) -> float:
    return a + b


def mul(a: float, b: float) -> float:
    return a * b


def compare_all(a: float, b: float) -> int:
    # Packs the six comparison results into bits so NaN behaviour is visible at once.
    bits = 0
    if a < b:
        bits |= 1
    if a <= b:
        bits |= 2
    if a == b:
        bits |= 4
    if a != b:
        bits |= 8
    if a > b:
        bits |= 16
    if a >= b:
        bits |= 32
    return bits


def is_self_equal(x: float) -> bool:
    return x == x


def grow_until_inf(x: float) -> int:
    steps = 0
    while not math.isinf(x):
        x *= 10.0
        steps += 1
    return steps


def shrink_until_zero(x: float) -> int:
    steps = 0
    while x != 0.0:
        x /= 2.0
        steps += 1
    return steps


def float_pow(a: float, b: float) -> float:
    return a ** b


def sum_tenths(n: int) -> float:
    total = 0.0
    for _ in range(n):
        total += 0.1
    return total


def print_specials() -> None:
    print(INF, -INF, NAN, -0.0, 0.0, TINY, 1e16, 1e15, 123456789012345678.0, 0.1 + 0.2)
    print(INF - INF, INF * 0.0, 1e308 * 10.0, -1e308 * 10.0, 2.5e-324, 1.0 / 3.0)
    print(INF == INF, NAN == NAN, NAN != NAN, -0.0 == 0.0, INF > 1e308)
