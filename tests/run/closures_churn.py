"""Closures made and dropped many times: environments, function objects and the reference cycles
of recursive inner functions must all be freed."""
from typing import Callable


def churn(n: int) -> int:
    total = 0
    for i in range(n):
        def f(x: int, i: int = i) -> int:
            return x + i
        total += f(1)
    return total


def cycles(n: int) -> int:
    # Each recursive inner function is stored in the environment it closes over: a cycle.
    total = 0
    for i in range(n):
        def down(k: int) -> int:
            return 0 if k == 0 else 1 + down(k - 1)
        total += down(i % 5)
    return total


def keep(n: int) -> list[Callable[[], str]]:
    out: list[Callable[[], str]] = []
    for i in range(n):
        label = "item" + str(i)
        out.append(lambda label=label: label)
    return out


def counters(n: int) -> int:
    total = 0
    for _ in range(n):
        count = 10 ** 20

        def bump() -> int:
            nonlocal count
            count += 1
            return count
        total += bump() - 10 ** 20
    return total
