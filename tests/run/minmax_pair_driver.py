from _show import show
import minmax_pair as m


class MyInt(int):
    pass


INTS = (0, 1, -1, 7, 2**62, -(2**62), 2**63, 2**100, -(2**100), MyInt(5))
for a in INTS:
    for b in INTS:
        show(f"imin({a!r}, {b!r})", m.imin, a, b)
        show(f"imax({a!r}, {b!r})", m.imax, a, b)
        show(f"imin3({a!r}, {b!r})", m.imin3, a, b, a)
        show(f"imax3({a!r}, {b!r})", m.imax3, b, a, b)
    show(f"iabs({a!r})", m.iabs, a)
for a in (True, False, -(2**63), 2**63 - 1):
    show(f"iabs({a!r})", m.iabs, a)
NAN = float("nan")
INF = float("inf")
FLOATS = (0.0, -0.0, 1.5, -1.5, NAN, INF, -INF, 1e308)
for a in FLOATS:
    for b in FLOATS:
        show(f"fmin({a!r}, {b!r})", m.fmin, a, b)
        show(f"fmax({a!r}, {b!r})", m.fmax, a, b)
        show(f"fsign({a!r}, {b!r})", m.fsign, a, b)
        show(f"fmin3({a!r}, {b!r})", m.fmin3, a, b, NAN)
        show(f"fmax3({a!r}, {b!r})", m.fmax3, NAN, a, b)
    show(f"fabs({a!r})", m.fabs, a)
for s in ("a", "\x00", "\u20ac", "\U0001f600", "", "ab", "abc"):
    show(f"ordc({s!r})", m.ordc, s)
show("ord_sum", m.ord_sum, "hello \u20ac")
