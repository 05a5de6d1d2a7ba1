# Conditional expressions, tuple swap and augmented assignment.
def fib(n: int) -> int:
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def sign(x: float) -> int:
    return 1 if x > 0.0 else -1 if x < 0.0 else 0
