# Unary operators and bool arithmetic: - + ~ not, True + True, comparisons producing bools.


def negate(x: int) -> int:
    return -x


def positive(x: int) -> int:
    return +x


def invert(x: int) -> int:
    return ~x


def double_neg(x: int) -> int:
    return -(-x)


def logical_not(x: int) -> bool:
    return not x


def not_not(x: float) -> bool:
    return not not x


def count_true(a: bool, b: bool, c: bool) -> int:
    return a + b + c


def bool_mul(a: bool, n: int) -> int:
    return a * n


def neg_bool(a: bool) -> int:
    return -a


def inv_bool(a: bool) -> int:
    return ~a


def compare_to_bool(a: int, b: int) -> int:
    return (a < b) + (a == b) * 10 + (a > b) * 100


def xor_bools(a: bool, b: bool) -> bool:
    return a != b


def majority(a: bool, b: bool, c: bool) -> bool:
    return (a and b) or (b and c) or (a and c)


def bool_div(a: bool, b: bool) -> float:
    return a / b


def unary_chain(x: int) -> int:
    return -~-~x


def print_bools() -> None:
    t = True
    f = False
    print(t, f, not t, t + t, t * 3, -t, ~f, t == 1, f == 0, t & f, t | f, t ^ t)
    print(True + 0.5, True / 2, 3 > 2 > 1, 1 < 2 == 2.0, not 0, not 0.0, not 2, -0, +-+-1)
