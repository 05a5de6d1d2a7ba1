# Generator functions: annotations mypy rejects, wrong yields, what is not supported yet.
from typing import Generator, Iterator, List


def wrong_annotation(n: int) -> int:
    yield n


def wrong_item(n: int) -> Iterator[str]:
    yield n


def wrong_return(n: int) -> Generator[int, None, str]:
    yield n
    return n


def lazy(xs: List[int]) -> object:
    return (x for x in len(xs))


def native_from(n: int) -> Iterator[int]:
    yield from n


x = yield 5

# error: 5:33: The return type of a generator function should be "Generator" or one of its supertypes
# error: 10:11: Incompatible types in "yield" (actual type "int", expected type "str")
# error: 15:12: Incompatible return value type (got "int", expected "str")
# error: 19:24: "int" object is not iterable
# error: 23:16: "int" object is not iterable
# error: 26:5: 'yield' outside function
