# Prime numbers by trial division: for/else and while/else with break, counting and factoring.


def is_prime(n: int) -> bool:
    if n < 2:
        return False
    for d in range(2, n):
        if d * d > n:
            break
        if n % d == 0:
            return False
    else:
        pass
    return True


def is_prime_else(n: int) -> bool:
    # The loop's else clause runs only when no divisor broke out of it.
    if n < 2:
        return False
    d = 2
    while d * d <= n:
        if n % d == 0:
            break
        d += 1
    else:
        return True
    return False


def count_primes(limit: int) -> int:
    count = 0
    for n in range(2, limit):
        for d in range(2, n):
            if d * d > n:
                count += 1
                break
            if n % d == 0:
                break
        else:
            count += 1
    return count


def nth_prime(n: int) -> int:
    candidate = 1
    found = 0
    while found < n:
        candidate += 1
        if is_prime(candidate):
            found += 1
    return candidate


def smallest_factor(n: int) -> int:
    if n % 2 == 0:
        return 2
    f = 3
    while f * f <= n:
        if n % f == 0:
            return f
        f += 2
    return n


def largest_prime_factor(n: int) -> int:
    largest = 1
    while n > 1:
        f = smallest_factor(n)
        if f > largest:
            largest = f
        while n % f == 0:
            n //= f
    return largest


def print_factorization(n: int) -> None:
    print("factors of", n)
    while n > 1:
        f = smallest_factor(n)
        power = 0
        while n % f == 0:
            n //= f
            power += 1
        print(" ", f, "^", power)


def twin_primes_below(limit: int) -> int:
    pairs = 0
    for p in range(3, limit - 2, 2):
        if is_prime(p) and is_prime(p + 2):
            pairs += 1
    return pairs
