# Module-level code that raises: the import fails, partial output stays, and every retry runs
# the module again from the top.
COUNT = 3
print("importing, COUNT =", COUNT)


def f(x: int) -> int:
    return 10 // x


BROKEN = f(COUNT - 3)
