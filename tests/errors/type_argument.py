# Passing a float where a compiled function expects an int.
def square(n: int) -> int:
    return n * n


def caller(x: float) -> int:
    return square(x)
# error: 7:19: Argument 1 to "square" has incompatible type "float"; expected "int"
