# Operators applied to operand types that do not support them.
def shift(x: float) -> float:
    return x << 2


def invert(x: float) -> float:
    return ~x
# error: 3:12: Unsupported operand types for << ("float" and "int")
# error: 7:12: Unsupported operand type for ~ ("float")
