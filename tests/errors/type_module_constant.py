# A module constant changing type, and a None result used in arithmetic.
LIMIT = 10
LIMIT = 2.5


def nothing() -> None:
    pass


def uses_nothing() -> int:
    return nothing() + 1
# error: 3:1: Incompatible types in assignment (expression has type "float", variable has type "int")
# error: 11:12: Unsupported operand types for + ("None" and "int")
