# float ** float is a native float when the result cannot be complex (docs/float_pow.md): a
# local sum of squares as the base, an integer-valued exponent; a parameter base stays generic.


def inverse_cube(dx: float, dy: float, dt: float) -> float:
    d2 = dx * dx + dy * dy
    return dt / (d2 * d2 ** 0.5)


def squared(a: float) -> float:
    return a ** 2.0


def maybe_complex(a: float) -> object:
    return a ** 0.5


def unpacked_float_list(i: int) -> float:
    xs = [1.5, -2.0]
    xs[i] += 1.0
    return xs[i]
