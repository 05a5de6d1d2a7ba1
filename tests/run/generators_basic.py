"""Generator functions: iteration, laziness, typed items, return values, yield as an expression."""
from typing import Generator, Iterable, Iterator, List, Tuple


def count(n: int) -> Iterator[int]:
    i = 0
    while i < n:
        yield i
        i += 1


def naturals() -> Iterator[int]:
    n = 0
    while True:
        yield n
        n += 1


def squares(xs: List[int]) -> Iterable[int]:
    for x in xs:
        yield x * x


def total(n: int) -> int:
    s = 0
    for x in count(n):
        s += x
    return s


def float_items(n: int) -> Iterator[float]:
    for i in range(n):
        yield i / 2


def sum_floats(n: int) -> float:
    t = 0.0
    for f in float_items(n):
        t += f
    return t


def pairs(words: List[str]) -> Iterator[Tuple[int, str]]:
    for i, w in enumerate(words):
        yield i, w.upper()


def big_ints(n: int) -> Iterator[int]:
    x = 1
    for _ in range(n):
        x *= 1000003
        yield x


def noisy(tag: str, n: int) -> Iterator[int]:
    print(tag, "start")
    for i in range(n):
        print(tag, "yield", i)
        yield i
    print(tag, "end")


def laziness() -> List[int]:
    g = noisy("lazy", 3)
    print("created")
    out = []
    for x in g:
        print("got", x)
        out.append(x)
    return out


def with_return(n: int) -> Generator[int, None, str]:
    for i in range(n):
        yield i
    return "finished " + str(n)


def bare_yield() -> Iterator[None]:
    yield
    yield None


def yield_value_expr() -> Generator[int, int, int]:
    acc = 0
    while acc < 100:
        got = yield acc
        acc += got
    return acc


def early_return(n: int) -> Iterator[int]:
    for i in range(n):
        if i == 3:
            return
        yield i


def nested_loops(n: int) -> Iterator[Tuple[int, int]]:
    for i in range(n):
        for j in range(i):
            if (i + j) % 3 == 0:
                continue
            yield (i, j)


def consume_sum(n: int) -> int:
    return sum(x for x in [1, 2, 3]) + sum(count(n))


def fib() -> Iterator[int]:
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


def untyped(n):
    for i in range(n):
        yield i * 2


def generic(xs: List[object]) -> Iterator[object]:
    for x in xs:
        yield x
        yield [x]
