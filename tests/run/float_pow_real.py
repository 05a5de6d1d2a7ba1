# Float powers that are floats: an int or integer-valued exponent, or a base proved never to be a
# finite negative number (docs/float_pow.md); the others keep CPython's float-or-complex result.


def norm(dx: float, dy: float, dz: float) -> float:
    d2 = dx * dx + dy * dy + dz * dz
    return d2 ** 0.5


def inverse_cube(dx: float, dy: float, dt: float) -> float:
    d2 = (dx - dy) * (dx - dy) + 1.0
    mag = dt / (d2 * d2 ** 0.5)
    return mag * 2.0


def rms(vs: list[float]) -> float:
    s = 0.0
    for v in vs:
        s += v * v
    s *= 1.0 / len(vs)
    return s ** 0.5


def int_valued(a: float) -> float:
    return a ** 2.0 + a ** -3.0


def int_exponent(a: float, n: int) -> float:
    return a ** n


def abs_root(a: float, b: float) -> float:
    return abs(a) ** b


def power_of(a: float, b: float) -> float:
    s = a * a
    return s ** b


def reassigned(a: float) -> object:
    x = a * a
    x = x - 5.0
    return x ** 0.5


def unpacked(a: float) -> object:
    x, y = a * a, a
    return y ** 0.5 + x


def param_base(p: float) -> object:
    return p ** 0.5


def loop_target(vals: list[float]) -> list[object]:
    out: list[object] = []
    for t in vals:
        out.append(t ** 0.5)
    return out


def aug_minus(a: float) -> object:
    x = a * a
    x -= 1.0
    return x ** 0.5


def walrus(a: float) -> object:
    x = a * a
    if (x := a) > 100.0:
        return 0.0
    return x ** 0.5


def pow_builtin(a: float, b: float) -> object:
    return pow(a, b)
