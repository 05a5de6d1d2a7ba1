# Integer and float arithmetic with mixed operand types.
# golden: -O2
def poly(x: int, y: int) -> int:
    return x * x - 3 * y + (x // y) % 7


def mix(a: int, b: float) -> float:
    return a / 2 + b * a - -b
