# Fibonacci numbers three ways: naive recursion, iteration with tuple swaps, fast doubling.


def fib_rec(n: int) -> int:
    if n < 2:
        return n
    return fib_rec(n - 1) + fib_rec(n - 2)


def fib_iter(n: int) -> int:
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def fib_doubling(n: int) -> int:
    # Walks the bits of n from the top, keeping (F(k), F(k+1)).
    a = 0
    b = 1
    bit = 1
    while bit <= n:
        bit <<= 1
    bit >>= 1
    while bit > 0:
        c = a * (2 * b - a)
        d = a * a + b * b
        if n & bit:
            a, b = d, c + d
        else:
            a, b = c, d
        bit >>= 1
    return a


def first_fib_with_digits(digits: int) -> int:
    limit = 10 ** (digits - 1)
    a, b = 0, 1
    index = 0
    while a < limit:
        a, b = b, a + b
        index += 1
    return index


def fib_ratio(n: int) -> float:
    return fib_iter(n + 1) / fib_iter(n)
