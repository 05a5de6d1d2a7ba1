# Return statements that disagree with the declared return type.
def half(n: int) -> int:
    return n / 2


def nothing(n: int) -> None:
    return n


def needs_value(n: int) -> int:
    if n > 0:
        return
    return n


def falls_off(n: int) -> int:
    if n > 0:
        return n
# error: 3:12: Incompatible return value type (got "float", expected "int")
# error: 7:12: Incompatible return value type (got "int", expected "None")
# error: 12:9: Return value expected
# error: 16:1: Missing return statement
