import floordiv_mod as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


ints = [0, 1, -1, 2, -2, 3, -3, 7, -7, 10, -10, 2 ** 62, -(2 ** 62), 2 ** 63 - 1, -(2 ** 63),
        2 ** 64, -(2 ** 64), 10 ** 30 + 7, -(10 ** 30) - 7]
for a in ints:
    for b in ints:
        show(f"idiv({a},{b})", m.idiv, a, b)
        show(f"imod({a},{b})", m.imod, a, b)
        if b != 0:
            show(f"check_identity({a},{b})", m.check_identity, a, b)
floats = [0.0, -0.0, 1.0, -1.0, 2.5, -2.5, 7.0, -7.0, 0.1, -0.1, 1e300, -1e300, 1e-300,
          float("inf"), float("-inf"), float("nan")]
for a in floats:
    for b in floats:
        show(f"fdiv({a!r},{b!r})", m.fdiv, a, b)
        show(f"fmod_({a!r},{b!r})", m.fmod_, a, b)
for a in (7, -7, 0, 10 ** 20):
    for b in (2.0, -2.0, 0.5, -0.5, 0.0):
        show(f"mixed({a},{b!r})", m.mixed, a, b)
for d in (-1000, -8, -7, -1, 0, 1, 6, 7, 20000, 10 ** 25):
    show(f"day_of_week({d})", m.day_of_week, d)
for n, base in ((12345, 10), (-12345, 10), (255, 16), (-255, -16), (10 ** 40, 7), (5, -2)):
    show(f"to_base_digit_sum({n},{base})", m.to_base_digit_sum, n, base)
