"""Lambdas everywhere an expression goes, functions as values, Callable parameters, partial."""
import functools
from typing import Callable

pairs = [(1, "b"), (3, "a"), (2, "c")]
by_second = sorted(pairs, key=lambda p: p[1])
square = lambda x: x * x
ops = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b}


def apply(f: Callable[[int], int], x: int) -> int:
    return f(x)


def twice(f: Callable[[int], int]) -> Callable[[int], int]:
    return lambda x: f(f(x))


def compose(f: Callable[[int], int], g: Callable[[int], int]) -> Callable[[int], int]:
    def h(x: int) -> int:
        return f(g(x))
    return h


def increment(x: int) -> int:
    return x + 1


def with_default(x: int, f: Callable[[int], int] = lambda v: v * 10) -> int:
    return f(x)


def scale_all(xs: list[int], k: int) -> list[int]:
    return list(map(lambda x: x * k, xs))


def keyed(words: list[str]) -> list[str]:
    return sorted(words, key=lambda w: (len(w), w))


def in_comprehension(n: int) -> list[int]:
    offset = 100
    fs = [lambda y, i=0: y + offset for _ in range(n)]
    return [f(1) for f in fs]


def lambda_closure_loop(n: int) -> list[int]:
    out = []
    for i in range(n):
        g = lambda: i * i
        out.append(g())
    return out


def nested_lambda(a: int) -> int:
    f = lambda b: (lambda c: a + b + c)
    return f(10)(100)


def partial_of_compiled() -> int:
    p = functools.partial(apply, increment)
    return p(41)


def partial_of_closure(n: int) -> int:
    def mul(a: int, b: int) -> int:
        return a * b + n
    p = functools.partial(mul, 3)
    return p(4) + p(b=5)


def functions_list() -> list[int]:
    fs: list[Callable[[int], int]] = [increment, square, lambda x: -x]
    return [f(7) for f in fs]


def sort_by_closure(xs: list[int], pivot: int) -> list[int]:
    def distance(x: int) -> int:
        return abs(x - pivot)
    return sorted(xs, key=distance)


class Shop:
    def __init__(self, rate: float) -> None:
        self.rate = rate

    def pricer(self) -> Callable[[float], float]:
        def price(amount: float) -> float:
            return amount * self.rate
        return price

    def total(self, amounts: list[float]) -> float:
        tax = 0.5
        return sum(map(lambda a: a * self.rate + tax, amounts))

    def counter(self) -> int:
        hits = 0

        def hit() -> None:
            nonlocal hits
            hits += 1
        for _ in range(4):
            hit()
        return hits
