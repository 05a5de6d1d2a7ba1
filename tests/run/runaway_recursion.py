# Unbounded recursion must end in RecursionError (as in CPython), never in a crashed process.


def forever(n: int) -> int:
    return forever(n + 1) + 1


def ping(n: int) -> int:
    return pong(n + 1)


def pong(n: int) -> int:
    return ping(n + 1) - 1


def bounded(n: int) -> int:
    if n == 0:
        return 0
    return bounded(n - 1) + 1
