# Wrong calls of builtins and math functions.
import math


def loop(x: float) -> int:
    n = 0
    for i in range(x):
        n += i
    return n


def two_args(x: float) -> float:
    return math.sqrt(x, x)


def no_such(x: float) -> float:
    return math.nosuch(x)


def abs_two(x: int) -> int:
    return abs(x, x)
# error: 7:20: Argument 1 to "range" has incompatible type "float"; expected "SupportsIndex"
# error: 13:12: math.sqrt() takes exactly 1 argument (2 given)
# error: 17:12: Module has no attribute "nosuch"
# error: 21:12: "abs" takes 1 positional argument but 2 were given
