# Chained comparisons: every operand is evaluated at most once and evaluation stops at the
# first false link; the traced() helper prints so the order of evaluation is visible.


def traced(tag: int, value: int) -> int:
    print("eval", tag)
    return value


def ftraced(tag: int, value: float) -> float:
    print("feval", tag)
    return value


def in_order(a: int, b: int, c: int) -> bool:
    return traced(1, a) < traced(2, b) < traced(3, c)


def mixed_chain(a: int, b: int, c: int, d: int) -> bool:
    return traced(1, a) <= traced(2, b) != traced(3, c) > traced(4, d)


def equal_chain(a: int, b: int, c: int) -> bool:
    return traced(1, a) == traced(2, b) == traced(3, c)


def float_chain(x: float) -> bool:
    return 0.0 <= ftraced(1, x) < 1.0


def between(lo: int, x: int, hi: int) -> bool:
    return lo <= x <= hi


def chain_in_if(a: int, b: int, c: int) -> int:
    if traced(1, a) < traced(2, b) > traced(3, c):
        return 1
    elif a == b == c:
        return 2
    return 0


def chain_in_while(limit: int) -> int:
    i = 0
    while 0 <= i < limit < 100:
        i += 1
    return i


def count_sorted_triples(n: int) -> int:
    count = 0
    for a in range(n):
        for b in range(n):
            for c in range(n):
                if a < b < c or a > b > c:
                    count += 1
    return count


def long_chain(a: int, b: int, c: int, d: int, e: int) -> bool:
    return a < b <= c < d <= e


def big_chain(a: int, b: int, c: int) -> bool:
    return a < b < c
