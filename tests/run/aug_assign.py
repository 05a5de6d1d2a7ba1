# Augmented assignment with every operator, on ints (crossing 64 bits) and floats.


def int_ops(x: int, y: int) -> None:
    a = x
    a += y
    print("+=", a)
    a -= y * 3
    print("-=", a)
    a *= y
    print("*=", a)
    if y != 0:
        a //= y
        print("//=", a)
        a %= y
        print("%=", a)
    a = x
    a **= 3
    print("**=", a)
    a = x
    a <<= 5
    print("<<=", a)
    a >>= 2
    print(">>=", a)
    a &= 0xFFFF
    print("&=", a)
    a |= y
    print("|=", a)
    a ^= x
    print("^=", a)


def float_ops(x: float, y: float) -> None:
    a = x
    a += y
    print("+=", a)
    a -= 0.25
    print("-=", a)
    a *= y
    print("*=", a)
    a /= 4.0
    print("/=", a)
    a //= 0.75
    print("//=", a)
    a %= 0.5
    print("%=", a)
    a = x
    a **= 2.0
    print("**=", a)


def accumulate(n: int) -> int:
    total = 1
    for i in range(1, n):
        total *= i
        total += i
        total -= 1
        total //= 2
        total %= 10 ** 30
    return total


def mixed_aug(n: int) -> float:
    x = 1.0
    for i in range(n):
        x += i
        x *= 1.0001
        x -= i / 2
    return x


def growth(start: int, rounds: int) -> int:
    value = start
    for _ in range(rounds):
        value <<= 3
        value |= 5
        value ^= value >> 7
    return value


def sub_to_negative(x: int, times: int) -> int:
    for _ in range(times):
        x -= 2 ** 62
    return x


def aug_div_int(x: int, y: int) -> float:
    r = x / y
    r /= y
    return r
