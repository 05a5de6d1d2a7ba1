# Local variables: annotated, inferred from the first assignment, reassigned, shadowing module
# names, read before assignment on some path (UnboundLocalError), and tuple unpacking.

RATE = 0.25
COUNT = 10


def annotated(n: int) -> float:
    total: float = 0.0
    step: int = 2
    i: int = 0
    while i < n:
        total += i * RATE
        i += step
    return total


def inferred(n: int) -> int:
    acc = 0
    flag = False
    x = 1.5
    for k in range(n):
        acc += k
        flag = not flag
        x = x * 2.0
    return acc + (1 if flag else 0) + int(x)


def shadow_constant(n: int) -> int:
    COUNT = n * 2
    return COUNT + 1


def reads_constant() -> int:
    return COUNT * 3


def maybe_unbound(flag: bool) -> int:
    if flag:
        value = 10
    return value


def swap_and_rotate(a: int, b: int, c: int) -> int:
    a, b = b, a
    a, b, c = c, a, b
    return a * 100 + b * 10 + c


def tuple_from_expressions(x: int) -> int:
    q, r = x // 7, x % 7
    if q < r:
        lo, hi = q, r
    else:
        lo, hi = r, q
    return lo * 1000 + hi


def parallel_update(n: int) -> int:
    # All right-hand sides are evaluated before any assignment.
    a, b, c = 1, 1, 1
    for _ in range(n):
        a, b, c = b + c, a + c, a + b
    return a + b + c


def float_accumulators(n: int) -> float:
    s, sq = 0.0, 0.0
    for k in range(1, n + 1):
        s, sq = s + k, sq + k * k
    mean = s / n
    return sq / n - mean * mean


def loop_var_after(n: int) -> int:
    last = -1
    for last in range(n):
        pass
    return last
