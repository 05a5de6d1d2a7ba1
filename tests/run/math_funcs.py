# The math module through `import math` and `from math import ...`: values, domain and range
# errors, and float-to-int results of floor/ceil.
import math
from math import sqrt, hypot, pi, e, inf, isnan, isinf, floor, ceil


def root(x: float) -> float:
    return sqrt(x)


def root_q(x: float) -> float:
    return math.sqrt(x)


def exp_(x: float) -> float:
    return math.exp(x)


def ln(x: float) -> float:
    return math.log(x)


def log2_(x: float) -> float:
    return math.log2(x)


def log10_(x: float) -> float:
    return math.log10(x)


def trig(x: float) -> float:
    return math.sin(x) + 2.0 * math.cos(x) + 3.0 * math.tan(x)


def angle(y: float, x: float) -> float:
    return math.atan2(y, x)


def floor_(x: float) -> int:
    return math.floor(x)


def ceil_(x: float) -> int:
    return ceil(x)


def floor_int(x: int) -> int:
    return floor(x)


def fabs_(x: float) -> float:
    return math.fabs(x)


def dist(x: float, y: float) -> float:
    return hypot(x, y)


def checks(x: float) -> int:
    return (1 if isnan(x) else 0) + (2 if isinf(x) else 0) + (4 if math.isinf(x) and x < 0 else 0)


def constants() -> None:
    print(pi, e, inf, -inf, math.pi, math.e, math.inf, math.nan, 2.0 * pi)
    print(math.floor(-0.5), math.ceil(-0.5), math.floor(2.5), math.ceil(2.5), math.fabs(-3))
    print(sqrt(16), math.log(e), math.log2(1024), math.log10(1e-5), math.exp(0))


def circle_area(r: float) -> float:
    return pi * r * r


def degrees_to_radians(d: float) -> float:
    return d * pi / 180.0


def polar_distance(r1: float, t1: float, r2: float, t2: float) -> float:
    x1 = r1 * math.cos(t1)
    y1 = r1 * math.sin(t1)
    x2 = r2 * math.cos(t2)
    y2 = r2 * math.sin(t2)
    return hypot(x2 - x1, y2 - y1)


def log_sum(n: int) -> float:
    total = 0.0
    for k in range(1, n + 1):
        total += math.log(k)
    return total


def exp_overflow_at() -> int:
    x = 700.0
    while not isinf(math.exp(x) if x < 709.7 else inf):
        x += 0.25
    return math.floor(x * 4)
