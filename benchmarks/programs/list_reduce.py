# List reductions: sum/min/max over a list[int] and a list[float], rebuilt by comprehensions.


def make(n: int, seed: int) -> list[int]:
    xs: list[int] = []
    state: int = seed
    for i in range(n):
        state = (state * 1103515245 + 12345) % 2147483648
        xs.append((state >> 8) % 100003 - 50000)
    return xs


def main(n: int = 100000) -> None:
    xs: list[int] = make(n, 7)
    total: int = 0
    lo: int = 0
    hi: int = 0
    for r in range(20):
        total += sum(xs)
        lo += min(xs)
        hi += max(xs)
        xs = [x + 1 if x < 0 else x - r for x in xs]
    fs: list[float] = [x * 0.5 for x in xs]
    print(total)
    print(lo)
    print(hi)
    print(sum(fs))
