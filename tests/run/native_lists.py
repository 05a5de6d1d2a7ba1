# Local lists that never escape (`xs = [v] * n` of bools or floats, only indexed, measured and
# iterated) are native buffers: same results and IndexErrors as lists.


def sieve(n: int) -> int:
    is_prime: list[bool] = [True] * (n + 1)
    is_prime[0] = False
    if n >= 1:
        is_prime[1] = False
    p = 2
    while p * p <= n:
        if is_prime[p]:
            for m in range(p * p, n + 1, p):
                is_prime[m] = False
        p += 1
    count = 0
    for flag in is_prime:
        if flag:
            count += 1
    return count + len(is_prime)


def smooth(n: int, k: int) -> float:
    xs = [0.0] * n
    for i in range(n):
        xs[i] = i * 0.5
    total = 0.0
    for j in range(len(xs)):
        total += xs[j] * xs[-1 - j]
    return total + xs[k]


def store(n: int, k: int) -> bool:
    flags = [False] * n
    flags[k] = True
    return flags[k]


def escapes(n: int) -> list[bool]:
    flags = [True] * n  # returned: an ordinary list
    flags[0] = False
    return flags
