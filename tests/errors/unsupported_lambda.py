# Lambdas are outside the numeric slice.
def f(x: int) -> int:
    g = lambda y: y + 1
    return x
# error: 3:9: hintc does not support 'lambda' yet
