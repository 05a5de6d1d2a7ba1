# Closures: an environment per activation, captured reads (own and free), nonlocal stores,
# make_closure with a default, and a native call of a nested def.
def outer(n: int) -> int:
    total = 0

    def add(x: int, k: int = 2) -> None:
        nonlocal total
        total += x * k + n

    def step(x: int) -> int:
        return x + 1
    for i in range(n):
        add(step(i))
    return total


def all_given(n: int) -> int:
    def scaled(x: int, k: int = 2) -> int:
        return x * k
    return scaled(n, 3) + scaled(n)
