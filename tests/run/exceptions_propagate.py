# Exceptions raised deep inside compiled calls propagate unchanged, abort the rest of the caller,
# and leave already-printed output in place. The driver ends with an uncaught exception.
import math


def level3(x: int) -> int:
    print("level3", x)
    return 100 // x


def level2(x: int) -> int:
    print("level2 before", x)
    y = level3(x - 1)
    print("level2 after", y)
    return y + 1


def level1(x: int) -> int:
    total = 0
    for i in range(x, -1, -1):
        total += level2(i)
    print("level1 never reaches here when i hits 1")
    return total


def domain(x: float) -> float:
    return math.log(x) + math.sqrt(x)


def in_loop_domain(n: int) -> float:
    total = 0.0
    k = n
    while True:
        total += domain(float(k))
        print("ok for", k)
        k -= 1


def overflow_in_float(x: float) -> float:
    return math.exp(x) * 2.0


def shift_error(n: int) -> int:
    return 1 << n


def conversion_error(x: float) -> int:
    return int(x) + 1


def recursion_error_free(n: int) -> int:
    if n <= 0:
        return 1 // n
    return recursion_error_free(n - 1) + 1
