# Context managers are outside the numeric slice.
def f(x: int) -> int:
    with open(x) as handle:
        pass
    return x
# error: 3:5: hintc does not support 'with' yet
