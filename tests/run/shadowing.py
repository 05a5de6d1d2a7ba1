# User definitions that shadow builtins and math names, locals and parameters named like
# builtins, and calls to functions defined later in the module.
import math


def abs(x: int) -> int:
    return x * 10


def sqrt(x: float) -> float:
    return x + 0.5


def uses_shadowed(x: int) -> int:
    return abs(x) + 1


def uses_math(x: float) -> float:
    return math.sqrt(x) + sqrt(x)


def local_shadow(n: int) -> int:
    max = n * 2
    min = max - 1
    return max + min


def param_named_round(round: int) -> int:
    return round + 1


def later_def(x: int) -> int:
    return helper(x) - 1


def helper(x: int) -> int:
    return x * x


print(uses_shadowed(3), uses_math(16.0), local_shadow(5), param_named_round(2), later_def(4))
