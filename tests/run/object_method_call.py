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
