import math_funcs as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


vals = [0.0, -0.0, 0.5, 1.0, 2.0, -1.0, 1e-300, 1e300, 709.0, 710.0, -745.0, -746.0,
        float("inf"), float("-inf"), float("nan"), 3.141592653589793, 1.5707963267948966]
for x in vals:
    for fn in (m.root, m.root_q, m.exp_, m.ln, m.log2_, m.log10_, m.trig, m.floor_, m.ceil_,
               m.fabs_, m.checks, m.circle_area, m.degrees_to_radians):
        show(f"{fn.__name__}({x!r})", fn, x)
for x in (0, 5, -5, 2 ** 70, -(2 ** 70), True):
    show(f"floor_int({x})", m.floor_int, x)
for y, x in ((0.0, 0.0), (-0.0, 0.0), (0.0, -0.0), (-0.0, -0.0), (1.0, 0.0), (-1.0, -1.0),
             (float("inf"), float("inf")), (float("nan"), 1.0), (1.0, float("-inf"))):
    show(f"angle({y!r},{x!r})", m.angle, y, x)
for x, y in ((3.0, 4.0), (0.0, 0.0), (1e308, 1e308), (float("inf"), float("nan")), (-5.0, 12.0)):
    show(f"dist({x!r},{y!r})", m.dist, x, y)
m.constants()
show("polar_distance", m.polar_distance, 1.0, 0.0, 1.0, 3.141592653589793)
for n in (0, 1, 10, 170, 1000):
    show(f"log_sum({n})", m.log_sum, n)
show("exp_overflow_at()", m.exp_overflow_at)
show("floor_(1e300)", m.floor_, 1e300)
show("ceil_(-1e20)", m.ceil_, -1e20)
show("floor_(4503599627370497.0)", m.floor_, 4503599627370497.0)
