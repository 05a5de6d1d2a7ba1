# Evaluation order is left to right everywhere: operands, arguments (also keyword arguments given
# out of parameter order), tuple right-hand sides, augmented assignment targets and exponent towers.


def t(tag: int, value: int) -> int:
    print("t", tag)
    return value


def ft(tag: int, value: float) -> float:
    print("ft", tag)
    return value


def combine(a: int, b: int, c: int = 7) -> int:
    return a * 100 + b * 10 + c


def binary_ops() -> None:
    print(t(1, 6) - t(2, 2) * t(3, 3))
    print(t(1, 2) ** t(2, 3) ** t(3, 2))
    print(t(1, 17) // t(2, 5) % t(3, 2))
    print(ft(1, 1.5) * ft(2, 2.0) + t(3, 1))


def arguments() -> None:
    print(combine(t(1, 1), t(2, 2)))
    print(combine(b=t(1, 1), a=t(2, 2)))
    print(combine(t(1, 3), c=t(2, 4), b=t(3, 5)))
    print(combine(c=t(1, 9), b=t(2, 8), a=t(3, 7)))


def tuples() -> None:
    a, b = t(1, 10), t(2, 20)
    print(a, b)
    a, b = b + t(3, 1), a + t(4, 2)
    print(a, b)


def augmented() -> None:
    x = t(1, 5)
    x += t(2, 3) * t(3, 2)
    x -= t(4, 1)
    print(x)


def failing_middle(d: int) -> int:
    # The first operand runs, the division fails, the last operand never runs.
    return t(1, 1) + t(2, 10) // d + t(3, 100)


def call_with_failing_argument(d: int) -> int:
    return combine(t(1, 1), t(2, 10) // d, t(3, 3))


def conditions(n: int) -> None:
    while t(1, n) > 0 and t(2, n) % 2 == 1:
        n -= 1
    print("stopped at", n)
    if t(3, n) < 0 or t(4, n) == 0 or t(5, n) > 1:
        print("branch taken")
