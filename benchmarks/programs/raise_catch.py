# Raise/catch microbenchmark: a ValueError raised in one function and caught two frames up, half
# of the iterations; the other half return normally.


def check(i: int) -> int:
    if i % 2 == 0:
        raise ValueError("even")
    return i


def middle(i: int) -> int:
    return check(i) + 1


def main(n: int = 1000000) -> None:
    caught = 0
    total = 0
    for i in range(n):
        try:
            total += middle(i)
        except ValueError:
            caught += 1
    print(caught)
    print(total)
