# `a if c else b` over int locals and literals: both arms computed as tagged words and one chosen
# without a branch; a bignum operand or an arm leaving the small range makes the chosen arm run
# again generically, with CPython's exact result.


def pick(x: int, r: int) -> int:
    return x + 1 if x < 0 else x - r


def pick_all(xs: list[int], r: int) -> list[int]:
    return [x + 1 if x < r else r - x for x in xs]


def shifted(n: int, r: int) -> list[int]:
    xs: list[int] = [i - n // 2 for i in range(n)]
    for k in range(2):
        xs = [x + k if x <= 0 else x - r for x in xs]
    return xs


def leaves(a: int, b: int) -> int:
    # Plain locals and literals as arms, every comparison.
    t: int = a if a == b else b
    t += 7 if a != b else -7
    t += a if a >= b else 2 ** 70
    t += (b) if (a > b) else (a + 2 ** 64)
    t += 1 if a <= 3 else 0
    return t


def loop_total(n: int, big: int) -> int:
    total: int = 0
    for i in range(n):
        total += i + big if i % 2 == 0 else i - big
    return total


def captured(a: int, b: int) -> int:
    # a lives in the closure's environment: read as the nested function sees it.
    def inner() -> int:
        return a * 10
    return (a + 1 if a < b else b - 1) + inner()
