# A parameter named twice and a function defined twice.
def dup(x: int, x: int) -> int:
    return x


def twice(x: int) -> int:
    return x


def twice(x: int) -> int:
    return x + 1
# error: 2:17: duplicate argument 'x' in function definition
# error: 10:5: Name "twice" already defined
