# List sieve: sieve of Eratosthenes on a list[bool]; prints the prime count and the sum of primes.


def main(n: int = 8000000) -> None:
    is_prime: list[bool] = [True] * (n + 1)
    is_prime[0] = False
    if n >= 1:
        is_prime[1] = False
    p: int = 2
    while p * p <= n:
        if is_prime[p]:
            for m in range(p * p, n + 1, p):
                is_prime[m] = False
        p += 1
    count: int = 0
    total: int = 0
    for i in range(n + 1):
        if is_prime[i]:
            count += 1
            total += i
    print(count)
    print(total)
