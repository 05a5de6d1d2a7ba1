# A function returning a list it builds: its native-list entry (make.nl) returns the local's
# native list, which the caller's native variable takes without a conversion; Python calls
# `make` itself, which builds an ordinary list.


def make(n: int) -> list[int]:
    xs: list[int] = []
    for i in range(n):
        xs.append(i * 3 - n)
    return xs


def total(n: int) -> int:
    xs: list[int] = make(n)
    return sum(xs)
