# Recursion: deep linear recursion, mutual recursion, Ackermann, and recursive sums.


def depth(n: int) -> int:
    if n == 0:
        return 0
    return 1 + depth(n - 1)


def is_even(n: int) -> bool:
    if n == 0:
        return True
    return is_odd(n - 1)


def is_odd(n: int) -> bool:
    if n == 0:
        return False
    return is_even(n - 1)


def ackermann(m: int, n: int) -> int:
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))


def sum_digits_rec(n: int) -> int:
    return n if n < 10 else n % 10 + sum_digits_rec(n // 10)


def hanoi_moves(disks: int, source: int, target: int, spare: int) -> int:
    if disks == 0:
        return 0
    moves = hanoi_moves(disks - 1, source, spare, target)
    moves += 1
    moves += hanoi_moves(disks - 1, spare, target, source)
    return moves


def print_hanoi(disks: int, source: int, target: int, spare: int) -> None:
    if disks == 0:
        return
    print_hanoi(disks - 1, source, spare, target)
    print("move disk", disks, "from", source, "to", target)
    print_hanoi(disks - 1, spare, target, source)


def power_set_count(n: int) -> int:
    if n == 0:
        return 1
    return 2 * power_set_count(n - 1)


def hofstadter_f(n: int) -> int:
    return 1 if n == 0 else n - hofstadter_m(hofstadter_f(n - 1))


def hofstadter_m(n: int) -> int:
    return 0 if n == 0 else n - hofstadter_f(hofstadter_m(n - 1))


def binomial(n: int, k: int) -> int:
    if k == 0 or k == n:
        return 1
    return binomial(n - 1, k - 1) + binomial(n - 1, k)


def float_depth(x: float, n: int) -> float:
    if n == 0:
        return x
    return float_depth(x / 2.0 + 1.0, n - 1)
