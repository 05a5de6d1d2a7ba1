# Direct and recursive calls between compiled functions.
# golden: -O2
def square(x: int) -> int:
    return x * x


def sum_squares(n: int) -> int:
    if n == 0:
        return 0
    return square(n) + sum_squares(n - 1)
