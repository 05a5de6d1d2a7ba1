import isqrt_newton as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


for n in (-4, 0, 1, 2, 3, 4, 15, 16, 17, 99, 100, 2 ** 62, 2 ** 62 - 1, 2 ** 63, 2 ** 64 - 1,
          2 ** 64, 10 ** 40, 10 ** 40 + 1, (2 ** 70 + 3) ** 2, (2 ** 70 + 3) ** 2 - 1):
    show(f"isqrt({n})", m.isqrt, n)
    show(f"is_square({n})", m.is_square, n)
for a in (0.0, 1.0, 2.0, 0.25, 1e-10, 1e10, 1e300, 123.456):
    show(f"newton_sqrt({a!r})", m.newton_sqrt, a)
    show(f"newton_sqrt({a!r}, tolerance=1e-3)", m.newton_sqrt, a, tolerance=1e-3)
    show(f"sqrt_error({a!r}) small", lambda v: m.sqrt_error(v) < 1e-9 * max(1.0, v), a)
for a in (27.0, -8.0, 2.0, 0.001, 1e9):
    show(f"newton_cbrt({a!r})", m.newton_cbrt, a)
show("newton_sqrt(tolerance=0.5, a=16.0)", m.newton_sqrt, tolerance=0.5, a=16.0)
for d in (1, 10, 50, 100):
    show(f"digits_of_sqrt2({d})", m.digits_of_sqrt2, d)
