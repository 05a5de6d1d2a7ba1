# Python floor division and modulo sign rules for ints and floats, including divmod-style helpers.


def idiv(a: int, b: int) -> int:
    return a // b


def imod(a: int, b: int) -> int:
    return a % b


def fdiv(a: float, b: float) -> float:
    return a // b


def fmod_(a: float, b: float) -> float:
    return a % b


def check_identity(a: int, b: int) -> bool:
    # a == (a // b) * b + a % b and the remainder has the divisor's sign.
    q = a // b
    r = a % b
    if b > 0:
        ok_sign = 0 <= r < b
    else:
        ok_sign = b < r <= 0
    return q * b + r == a and ok_sign


def mixed(a: int, b: float) -> float:
    return a // b + a % b


def day_of_week(days_from_epoch: int) -> int:
    # 1970-01-01 was a Thursday (3 when Monday is 0); works for negative offsets too.
    return (days_from_epoch + 3) % 7


def to_base_digit_sum(n: int, base: int) -> int:
    total = 0
    while n != 0:
        total += n % base
        n //= base
        if n == -1:
            break
    return total
