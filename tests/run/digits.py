# Digit manipulation with // and %: sums, reversal, palindromes, digital roots, Armstrong numbers.


def digit_sum(n: int) -> int:
    n = abs(n)
    total = 0
    while n > 0:
        total += n % 10
        n //= 10
    return total


def digit_count(n: int) -> int:
    if n == 0:
        return 1
    n = -n if n < 0 else n
    count = 0
    while n:
        n //= 10
        count += 1
    return count


def reverse_number(n: int) -> int:
    sign = -1 if n < 0 else 1
    n = abs(n)
    result = 0
    while n > 0:
        n, d = n // 10, n % 10
        result = result * 10 + d
    return sign * result


def is_palindrome(n: int) -> bool:
    return n >= 0 and reverse_number(n) == n


def digital_root(n: int) -> int:
    while n >= 10:
        n = digit_sum(n)
    return n


def is_armstrong(n: int) -> bool:
    k = digit_count(n)
    total = 0
    m = n
    while m > 0:
        total += (m % 10) ** k
        m //= 10
    return total == n


def count_armstrong(limit: int) -> int:
    found = 0
    for n in range(1, limit):
        if is_armstrong(n):
            print("armstrong", n)
            found += 1
    return found


def lychrel_steps(n: int, max_steps: int = 50) -> int:
    for step in range(1, max_steps + 1):
        n = n + reverse_number(n)
        if is_palindrome(n):
            return step
    return -1


def binary_ones(n: int) -> int:
    ones = 0
    while n > 0:
        ones += n & 1
        n >>= 1
    return ones
