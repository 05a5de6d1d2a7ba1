# Generator functions nested in functions: closures over the enclosing locals (late binding),
# nonlocal updates from inside the generator, and their names.
from typing import Iterator, List


def outer(n: int) -> List[int]:
    k = 10

    def inner(m: int) -> Iterator[int]:
        for i in range(m):
            yield i * k + n

    k = 100
    return list(inner(3)) + [x for x in inner(2)]


def maker(n: int) -> object:
    def count() -> Iterator[int]:
        nonlocal n
        while n > 0:
            yield n
            n -= 1
    return count()


def pipeline(words: List[str], suffix: str) -> List[str]:
    def stripped() -> Iterator[str]:
        for w in words:
            yield w.strip()

    def tagged(src: Iterator[str]) -> Iterator[str]:
        for w in src:
            if w:
                yield w + suffix

    return list(tagged(stripped()))


def names(n: int) -> List[str]:
    def gen() -> Iterator[int]:
        yield n

    g = gen()
    return [g.__name__, g.__qualname__, str(next(g))]
