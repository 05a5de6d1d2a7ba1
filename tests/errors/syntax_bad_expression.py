# An operator with a missing operand.
def f(x: int) -> int:
    return x * + / 2
# error: 3:18: invalid syntax near '/'
