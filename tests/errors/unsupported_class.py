# Classes are outside the numeric slice.
class Point:
    x: int = 0


def f() -> int:
    return 1
# error: 2:1: hintc does not support 'class' yet
