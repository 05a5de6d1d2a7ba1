import math
import float_edges as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r), str(r))


vals = [0.0, -0.0, 1.0, -1.0, 0.1, 1e-310, -1e-310, 5e-324, 1.7976931348623157e308,
        -1.7976931348623157e308, float("inf"), float("-inf"), float("nan"), 1e22, 1e23]
for x in vals:
    show(f"classify({x!r})", m.classify, x)
    show(f"neg({x!r})", m.neg, x)
    show(f"plus({x!r})", m.plus, x)
    show(f"is_self_equal({x!r})", m.is_self_equal, x)
    for y in (0.0, -0.0, 1.0, float("inf"), float("nan")):
        show(f"add({x!r},{y!r})", m.add, x, y)
        show(f"mul({x!r},{y!r})", m.mul, x, y)
        show(f"compare_all({x!r},{y!r})", m.compare_all, x, y)
show("repr(neg(0.0)) sign", lambda: math.copysign(1.0, m.neg(0.0)))
show("grow_until_inf(1.0)", m.grow_until_inf, 1.0)
show("grow_until_inf(-3.5)", m.grow_until_inf, -3.5)
show("shrink_until_zero(1.0)", m.shrink_until_zero, 1.0)
for a, b in ((2.0, 0.5), (2.0, -1.0), (-2.0, 3.0), (-2.0, 2.0), (10.0, 308.0), (10.0, 309.0),
             (0.0, 0.0), (float("nan"), 0.0), (1.0, float("nan")), (float("inf"), -1.0),
             (1e-300, 2.0), (2.0, 1024.0), (-1e300, 3.0)):
    show(f"float_pow({a!r},{b!r})", m.float_pow, a, b)
for n in (0, 1, 3, 10, 1000):
    show(f"sum_tenths({n})", m.sum_tenths, n)
print(m.INF, m.NAN, m.TINY)
m.print_specials()
