# Functions defined inside functions are outside the slice.
def outer(x: int) -> int:
    def inner(y: int) -> int:
        return y * 2

    return inner(x)
# error: 3:5: hintc does not support a nested function yet
