# An int list built by a comprehension and only reduced stays native (nl.* ops); one that is
# returned stays a Python list (build / list.append).


def native(n: int) -> int:
    xs: list[int] = [i * 2 for i in range(n)]
    return sum(xs) + max(xs)


def escapes(n: int) -> list[int]:
    ys: list[int] = [i * 2 for i in range(n)]
    return ys
