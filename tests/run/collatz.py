# Collatz sequences: step counting, peak values, and the longest chain under a bound.

START_LIMIT = 10000


def steps(n: int) -> int:
    count = 0
    while n != 1:
        if n % 2 == 0:
            n //= 2
        else:
            n = 3 * n + 1
        count += 1
    return count


def peak(n: int) -> int:
    highest = n
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        if n > highest:
            highest = n
    return highest


def longest_below(limit: int) -> int:
    best = 1
    best_len = 0
    for start in range(1, limit):
        length = steps(start)
        if length > best_len:
            best, best_len = start, length
    return best


def steps_recursive(n: int) -> int:
    if n == 1:
        return 0
    if n & 1:
        return 1 + steps_recursive(3 * n + 1)
    return 1 + steps_recursive(n >> 1)


def report() -> None:
    best = longest_below(START_LIMIT)
    print("longest chain below", START_LIMIT, "starts at", best, "with", steps(best), "steps")
