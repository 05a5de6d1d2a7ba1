# Calling a value that is not a function, a local and a parameter.
def f(n: int) -> int:
    limit = 10
    return limit(n)


def g(n: int) -> int:
    return n(1)
# error: 4:12: "int" not callable
# error: 8:12: "int" not callable
