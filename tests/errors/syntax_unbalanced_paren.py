# A parenthesis that is never closed.
def total(a: int, b: int) -> int:
    return (a + b * 2


def other() -> int:
    return 1
# error: 3:12: '(' was never closed
