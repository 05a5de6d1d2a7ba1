import division_zero as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


for a in (0, 1, -1, 2 ** 64, -(2 ** 70)):
    show(f"true_div_int({a},0)", m.true_div_int, a, 0)
    show(f"floor_div_int({a},0)", m.floor_div_int, a, 0)
    show(f"mod_int({a},0)", m.mod_int, a, 0)
    show(f"aug_floordiv({a},0)", m.aug_floordiv, a, 0)
    show(f"aug_mod({a},0)", m.aug_mod, a, 0)
    show(f"mixed_div({a},0.0)", m.mixed_div, a, 0.0)
    show(f"mixed_div({a},-0.0)", m.mixed_div, a, -0.0)
for a in (0.0, -0.0, 1.5, float("inf"), float("nan")):
    for b in (0.0, -0.0, 0):
        show(f"true_div_float({a!r},{b!r})", m.true_div_float, a, b)
        show(f"floor_div_float({a!r},{b!r})", m.floor_div_float, a, b)
        show(f"mod_float({a!r},{b!r})", m.mod_float, a, b)
        show(f"aug_div({a!r},{b!r})", m.aug_div, a, b)
for e in (-1.0, -0.5, 0.0, 0.5, 2.0, float("-inf"), float("inf")):
    show(f"zero_pow_float({e!r})", m.zero_pow_float, e)
show("zero_pow_int_neg()", m.zero_pow_int_neg)
show("average(10, 4)", m.average, 10, 4)
show("average(10, 0)", m.average, 10, 0)
show("safe_average(10, 0)", m.safe_average, 10, 0)
show("safe_average(-7, 2)", m.safe_average, -7, 2)
show("harmonic(5)", m.harmonic, 5)
show("true_div_int(2**1100, 1)", m.true_div_int, 2 ** 1100, 1)
show("true_div_int(10**400, 10**399)", m.true_div_int, 10 ** 400, 10 ** 399)
show("true_div_int(1, 2**1100)", m.true_div_int, 1, 2 ** 1100)
show("true_div_int(2**53+1, 1)", m.true_div_int, 2 ** 53 + 1, 1)
show("true_div_int(-(2**63), -1)", m.true_div_int, -(2 ** 63), -1)
m.floor_div_int(1, 0)
