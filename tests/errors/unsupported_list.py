# Containers are outside the numeric slice.
def first(n: int) -> int:
    values = [n, n + 1]
    return n
# error: 3:14: hintc does not support list displays yet
