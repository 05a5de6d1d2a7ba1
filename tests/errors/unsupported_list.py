# Containers are outside the numeric slice.
def first(n: int) -> int:
    values = [n, n + 1]
    return n
# error: 3:14: list displays is not supported by hintc yet
