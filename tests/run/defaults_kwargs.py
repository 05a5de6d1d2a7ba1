# Default parameter values and keyword arguments, both at calls inside the module and from Python.

SCALE = 3


def linear(x: float, slope: float = 2.0, intercept: float = -1.0) -> float:
    return slope * x + intercept


def clamp(value: int, lo: int = 0, hi: int = 100) -> int:
    if value < lo:
        return lo
    if value > hi:
        return hi
    return value


def repeat_add(base: int, times: int = 3, step: int = SCALE) -> int:
    for _ in range(times):
        base += step
    return base


def flags(a: bool = False, b: bool = True) -> int:
    return (2 if a else 0) + (1 if b else 0)


def big_default(x: int = 2 ** 80, y: int = -(2 ** 64)) -> int:
    return x + y


def nothing(verbose: bool = False) -> None:
    if verbose:
        print("verbose nothing")


def compound(principal: float, rate: float = 0.05, years: int = 10, monthly: bool = False) -> float:
    periods = years * 12 if monthly else years
    per = rate / 12.0 if monthly else rate
    amount = principal
    for _ in range(periods):
        amount *= 1.0 + per
    return amount


def calls_inside() -> None:
    print(linear(1.5))
    print(linear(1.5, 3.0))
    print(linear(1.5, intercept=4.0))
    print(linear(intercept=0.5, x=2.0, slope=-1.0))
    print(clamp(-5), clamp(500), clamp(50, hi=10), clamp(value=5, lo=6), clamp(7, 1, 9))
    print(repeat_add(1), repeat_add(1, 0), repeat_add(1, step=-1), repeat_add(times=2, base=10))
    print(flags(), flags(True), flags(b=False), flags(a=True, b=False), flags(False, False))
    print(big_default(), big_default(1), big_default(y=1))
    nothing()
    nothing(verbose=True)
    print(compound(1000.0), compound(1000.0, monthly=True), compound(1000.0, 0.1, years=1))
