# Decorators on nested functions: compiled decorator factories using functools.wraps, lru_cache
# on a recursive nested def, stacked decorators (evaluated top-down, applied bottom-up, defaults
# in between), decorators written in Python, contextmanager on a nested generator.
import contextlib
import functools
from typing import Any, Callable, Iterator, List

trace: List[str] = []


def tag(label: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    trace.append("tag " + label)

    def deco(f: Callable[..., Any]) -> Callable[..., Any]:
        trace.append("apply " + label)

        @functools.wraps(f)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            trace.append("call " + label)
            return [label, f(*args, **kwargs)]

        return wrapper

    return deco


def stacked(x: int) -> List[object]:
    del trace[:]

    @tag("outer")
    @tag("inner")
    def work(y: int) -> int:
        """Doc of work."""
        return x + y

    r = work(1)
    return [r, work.__name__, work.__qualname__, work.__doc__, work.__wrapped__.__name__,
            list(trace)]


def note(s: str) -> str:
    trace.append(s)
    return s


def order() -> List[str]:
    del trace[:]

    @tag(note("deco"))
    def f(a: str = note("default")) -> str:
        return a

    trace.append(str(f()))
    return list(trace)


def cached_fib(n: int) -> List[int]:
    calls = [0]

    @functools.lru_cache(maxsize=None)
    def fib(k: int) -> int:
        calls[0] += 1
        return k if k < 2 else fib(k - 1) + fib(k - 2)

    return [fib(n), calls[0], fib.cache_info().hits]


def counted(f: Callable[[int], int]) -> Callable[[int], int]:
    count = 0

    @functools.wraps(f)
    def inner(v: int) -> int:
        nonlocal count
        count += 1
        return f(v) * 10 + count

    return inner


def use_counted(n: int) -> List[int]:
    @counted
    def double(v: int) -> int:
        return 2 * v

    return [double(i) for i in range(n)]


def with_python_decorator(deco: Callable[[Any], Any], n: int) -> object:
    @deco
    def f(v: int) -> int:
        return v + n

    return f(1) if callable(f) else f


def managed_use() -> List[str]:
    out: List[str] = []

    @contextlib.contextmanager
    def managed(name: str) -> Iterator[str]:
        out.append("enter " + name)
        try:
            yield name.upper()
        finally:
            out.append("exit " + name)

    with managed("a") as v:
        out.append(v)
    try:
        with managed("b"):
            raise KeyError("inside")
    except KeyError as e:
        out.append("caught " + str(e))
    return out


def decorator_raises() -> object:
    @tag(str(1 // 0))
    def h() -> int:
        return 1

    return h()


def in_loop(n: int) -> List[object]:
    fs = []
    for i in range(n):
        @functools.lru_cache()
        def f(v: int) -> int:
            return v * i

        fs.append(f)
    return [f(3) for f in fs]
