"""Decorators on compiled module-level functions: stdlib ones, user ones (Python and compiled),
decorators with arguments, stacking, evaluation order and what compiled callers call."""
import functools
import sys
from functools import lru_cache
from typing import Callable

import _deco_helpers
from _deco_helpers import counting, log, tag

calls: list[int] = [0, 0, 0]


@functools.lru_cache(maxsize=None)
def fib(n: int) -> int:
    """Fibonacci numbers, cached."""
    calls[0] += 1
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


@lru_cache
def square(x: int) -> int:
    calls[1] += 1
    return x * x


@functools.cache
def label(n: int, suffix: str = "!") -> str:
    calls[2] += 1
    return str(n) + suffix


def fib_sum(n: int) -> int:
    # Compiled callers call the cached object: each fib(k) body runs once.
    total = 0
    for k in range(n):
        total += fib(k)
    return total


def squares_twice() -> int:
    return square(7) + square(7) + square(8)


registry: list[str] = []


def register(f: Callable[[int], int]) -> Callable[[int], int]:
    # A compiled decorator: records the function and returns it unchanged.
    registry.append(f.__name__)
    return f


def replace_with_abs(f: Callable[[int], int]) -> Callable[[int], int]:
    log.append("replace_with_abs applied to " + f.__name__)
    return abs


@register
def triple(x: int) -> int:
    return x * 3


@replace_with_abs
def negate(x: int) -> int:
    return -x


def call_negate(x: int) -> object:
    # negate is now abs: compiled code must call what the name holds.
    return negate(x)


@tag("outer")
@tag("inner")
def stacked(x: int) -> str:
    """Stacked decorators apply bottom-up."""
    return "stacked(" + str(x) + ")"


@counting
def counted(a: int, b: int = 2) -> int:
    """A function wrapped by functools.wraps in a Python decorator."""
    return a * b


def use_counted() -> int:
    return counted(3) + counted(4, b=5)


@_deco_helpers.times(3)
def bump(x: int) -> int:
    return x + 1


def run_bump() -> object:
    return bump(10)


def plain(x: int) -> int:
    """An undecorated function keeps its direct native calls."""
    return x + 1


def use_plain() -> int:
    return plain(1) + plain(2)


def _register_named(name: str, f: Callable[[int], int]) -> Callable[[int], int]:
    registry.append(name + ":" + f.__name__)
    return f


def named(name: str) -> Callable[[Callable[[int], int]], Callable[[int], int]]:
    # A compiled decorator factory: @named("x") calls it, then applies what it returned.
    log.append("named(" + name + ") evaluated")
    return functools.partial(_register_named, name)


def noted(text: str) -> int:
    log.append("default " + text + " evaluated")
    return len(text)


@named("quad")
@tag("with-default")
def quad(x: int, extra: int = noted("quad")) -> int:
    # Decorators are evaluated first (top down), then the default, then applied bottom-up.
    return 4 * x + extra


@tag("first")
def order_a() -> str:
    return "a"


log.append("between defs")


@tag("second")
def order_b() -> str:
    return "b"


if sys.version_info >= (3, 0):

    @tag("versioned")
    def versioned(x: int) -> int:
        return x - 1

else:

    def versioned(x: int) -> int:
        return x + 1


def use_versioned() -> object:
    return versioned(10)
