# A chained comparison evaluates the middle operand once; and/or short-circuit.
def mid(x: int) -> int:
    return x + 1


def between(lo: int, x: int, hi: int) -> bool:
    return lo < mid(x) <= hi


def either(a: int, b: int) -> int:
    return a or b and a
