# and / or / not with side effects: the right operand runs only when needed, and the value of
# `x or y` / `x and y` is an operand, not a bool.


def probe(tag: int, value: int) -> int:
    print("probe", tag, value)
    return value


def bprobe(tag: int, value: bool) -> bool:
    print("bprobe", tag, value)
    return value


def int_or(a: int, b: int) -> int:
    return probe(1, a) or probe(2, b)


def int_and(a: int, b: int) -> int:
    return probe(1, a) and probe(2, b)


def bool_mix(a: bool, b: bool, c: bool) -> bool:
    return bprobe(1, a) and bprobe(2, b) or bprobe(3, c)


def not_and(a: bool, b: bool) -> bool:
    return not bprobe(1, a) and not bprobe(2, b)


def guarded_division(a: int, b: int) -> bool:
    # The division never runs when b is zero.
    return b != 0 and a // b > 2


def default_if_zero(x: int, fallback: int) -> int:
    return x or fallback


def float_or(x: float, y: float) -> float:
    return x or y


def cond_in_loop(n: int) -> int:
    hits = 0
    for i in range(n):
        if i % 3 == 0 or i % 5 == 0 and i % 2 == 0:
            hits += 1
    return hits


def chained_ors(a: int, b: int, c: int) -> int:
    return probe(1, a) or probe(2, b) or probe(3, c)


def chained_ands(a: int, b: int, c: int) -> int:
    return probe(1, a) and probe(2, b) and probe(3, c)


def truthy_while(n: int) -> int:
    steps = 0
    while n and steps < 100:
        n //= 2
        steps += 1
    return steps


def not_values(x: int, y: float) -> bool:
    return not x or not y
