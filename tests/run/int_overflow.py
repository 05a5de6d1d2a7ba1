# Integer arithmetic around the machine-word boundaries: results must be exact like CPython's.

TWO_62: int = 4611686018427387904
TWO_63 = 9223372036854775808
TWO_64 = 18446744073709551616
INT64_MIN = -9223372036854775808
INT64_MAX = 9223372036854775807


def add(a: int, b: int) -> int:
    return a + b


def sub(a: int, b: int) -> int:
    return a - b


def mul(a: int, b: int) -> int:
    return a * b


def neg(a: int) -> int:
    return -a


def absolute(a: int) -> int:
    return abs(a)


def floordiv(a: int, b: int) -> int:
    return a // b


def mod(a: int, b: int) -> int:
    return a % b


def shl(a: int, b: int) -> int:
    return a << b


def shr(a: int, b: int) -> int:
    return a >> b


def factorial(n: int) -> int:
    result = 1
    for i in range(2, n + 1):
        result *= i
    return result


def square_chain(x: int, times: int) -> int:
    # Squares repeatedly: crosses the 64-bit boundary after a few rounds and keeps growing.
    for _ in range(times):
        x = x * x
    return x


def shrink(x: int) -> int:
    # Comes back down from bignum territory into small ints.
    while x > 1000:
        x = x // 3 - 7
    return x


def sum_to(n: int) -> int:
    total = 0
    i = 0
    while i < n:
        total += INT64_MAX
        i += 1
    return total


def boundaries() -> None:
    print(TWO_62 - 1 + 1, TWO_62 + TWO_62, TWO_63 - 1, TWO_63, TWO_64 - 1, TWO_64)
    print(INT64_MIN - 1, INT64_MAX + 1, -INT64_MIN, INT64_MIN // -1, INT64_MIN % -1)
    print(INT64_MIN * -1, abs(INT64_MIN), INT64_MAX * INT64_MAX, INT64_MIN * INT64_MIN)
    print(-(2 ** 63) // -1, 2 ** 64 // 2 ** 32, (2 ** 64 - 1) // (2 ** 32 + 1))
