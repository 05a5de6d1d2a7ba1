# The two Fibonacci kernels from the core issue, in plain typed Python (no tool-specific syntax).


def fib(n: int) -> int:
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def fib_loop(n: int) -> float:
    a: float = 0.0
    b: float = 1.0
    for i in range(n):
        a, b = a + b, a
    return a
