# Closures: nested functions capturing their enclosing function's variables, called in loops.


def weighted(n: int, scale: int) -> int:
    offset = 7

    def term(i: int) -> int:
        return (i * scale + offset) % 1009
    total = 0
    for i in range(n):
        total += term(i)
    return total


def smooth(n: int, alpha: float) -> float:
    level = 0.0

    def update(x: float) -> None:
        nonlocal level
        level = level + alpha * (x - level)
    for i in range(n):
        update(float(i % 100))
    return level


def main(n: int = 2000000) -> None:
    print(weighted(n, 3))
    print(round(smooth(n, 0.01), 6))
