# Generators are outside the numeric slice.
def count(n: int) -> int:
    i = 0
    while i < n:
        yield i
        i += 1
    return 0
# error: 5:9: hintc does not support 'yield' yet
