# Generator consumed by `for`: a counting generator and a filtering generator over it, summed.
from typing import Iterator


def numbers(n: int) -> Iterator[int]:
    i = 0
    while i < n:
        yield i
        i += 1


def odd_squares(n: int) -> Iterator[int]:
    for x in numbers(n):
        if x & 1:
            yield x * x % 1000


def main(n: int = 2000000) -> None:
    total = 0
    for x in numbers(n):
        total += x & 255
    for y in odd_squares(n):
        total += y
    print(total)
