import mixed_arith as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


for args in ((1, 2, 3), (1, 2, 4), (-1, -2, -4), (2 ** 63, 2 ** 63, 2 ** 63), (10 ** 400, 0, 0)):
    show(f"average3{args}", m.average3, *args)
for n in (0, 3, -3, 2 ** 53 + 1, 2 ** 64, 10 ** 400):
    for x in (0.5, -0.0, 1e300, float("inf"), float("nan")):
        show(f"scale({n},{x!r})", m.scale, n, x)
        show(f"offset({n},{x!r})", m.offset, n, x)
for n, x in ((1, 1.0), (2 ** 53 + 1, 2.0 ** 53), (2 ** 53 + 1, 2.0 ** 53 + 2), (2 ** 63, 2.0 ** 63),
             (2 ** 63 - 1, 2.0 ** 63), (10 ** 400, float("inf")), (-(10 ** 400), float("-inf")),
             (0, -0.0), (5, float("nan")), (-(2 ** 63), -(2.0 ** 63)), (3, 2.9999999999999996)):
    show(f"int_eq_float({n},{x!r})", m.int_eq_float, n, x)
    show(f"int_lt_float({n},{x!r})", m.int_lt_float, n, x)
    show(f"float_ge_int({x!r},{n})", m.float_ge_int, x, n)
for f in (32.0, 212.0, -40.0, 98.6):
    show(f"celsius({f})", m.celsius, f)
for part, whole in ((1, 3), (2, 3), (0, 5), (5, 0), (2 ** 70, 2 ** 71)):
    show(f"percent({part},{whole})", m.percent, part, whole)
for n in (1, 10, 7, 0):
    show(f"mean_of_range({n})", m.mean_of_range, n)
show("weighted", m.weighted, 3, 0.25, 7, 0.75)
for n, e in ((2, 0.5), (10, -1.0), (0, -1.0), (2 ** 64, 0.5), (3, 700.0)):
    show(f"int_float_power({n},{e!r})", m.int_float_power, n, e)
for x, k in ((2.0, 10), (2.0, -2), (10.0, 400), (0.0, -1), (-2.0, 3), (1.5, 2 ** 70), (-1.0, 2 ** 65 + 1)):
    show(f"float_int_power({x!r},{k})", m.float_int_power, x, k)
for x in (1.234, -1.234, 1e17, float("inf"), float("nan")):
    show(f"truncating({x!r})", m.truncating, x)
m.literal_mix()
