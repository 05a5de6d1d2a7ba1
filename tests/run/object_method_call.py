# obj.m(args) on untyped receivers: one vectorcall of the method (no bound method made) when the
# arguments are literals or assigned locals; CPython's lookup rules either way.
from typing import Any


def call0(o: Any) -> Any:
    return o.upper()


def call1(o: Any, x: Any) -> Any:
    return o.index(x)


def call_lit(o: Any) -> Any:
    return o.count(44)


def call_str_lit(o: Any) -> Any:
    return o.split(",")


def call_many(o: Any) -> Any:
    a = 1
    b = "b"
    return o.f(a, b, 3.5, None, True)


def order(o: Any, log: list[str]) -> Any:
    return o.missing(log.append("arg"))


# Arithmetic on native numbers that cannot raise keeps the one-call form; the others (a zero
# divisor, a shift, an int/float mix) look the method up first, so a missing method's
# AttributeError comes before the argument's error, as in CPython.
def call_arith(o: Any, i: int, x: float) -> Any:
    return o.f(i & 3, -i + 2 * i, (i ^ 5) | 8, ~i, x * 2.0 - x, True + i)


def order_div(o: Any, i: int) -> Any:
    return o.missing(i // 0)


def order_shift(o: Any, i: int) -> Any:
    return o.missing(i << -1)


def order_mix(o: Any, i: int) -> Any:
    return o.missing(i + 1.5)


def arith_raises(o: Any, i: int) -> Any:
    return o.f(i % 0)
