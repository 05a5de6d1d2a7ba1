# Default parameter values and keyword arguments at a call site.
def scale(x: float, factor: float = 2.0, offset: float = 0.5) -> float:
    return x * factor + offset


def use() -> float:
    return scale(1.0) + scale(2.0, offset=1.0) + scale(factor=3.0, x=1.0)
