import power as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


for a in (0, 1, -1, 2, -2, 3, 10, -10, 2 ** 32, -(2 ** 31)):
    for b in (0, 1, 2, 3, 31, 32, 62, 63, 64, 65, 100, -1, -2, -3):
        show(f"show_int_pow({a},{b})", m.show_int_pow, a, b)
        if b >= 0:
            show(f"int_pow_nonneg({a},{b})", m.int_pow_nonneg, a, b)
            show(f"fast_pow({a},{b})", m.fast_pow, a, b)
for base, exp, mod in ((2, 10, 1000), (3, 200, 1000000007), (2 ** 70, 2 ** 70, 2 ** 61 - 1),
                       (-5, 3, 7), (5, 3, -7), (7, 0, 1), (7, 0, 13), (12345, 65537, 99991)):
    show(f"mod_pow({base},{exp},{mod})", m.mod_pow, base, exp, mod)
    show(f"builtin_pow3({base},{exp},{mod})", m.builtin_pow3, base, exp, mod)
show("mod_pow(2,3,0)", m.mod_pow, 2, 3, 0)
show("builtin_pow3(2,3,0)", m.builtin_pow3, 2, 3, 0)
show("builtin_pow3(2,-1,5)", m.builtin_pow3, 2, -1, 5)
show("builtin_pow3(2,-1,4)", m.builtin_pow3, 2, -1, 4)
for a, b in ((2, 10), (2, -10), (0, -1), (-3, 5)):
    show(f"builtin_pow2({a},{b})", m.builtin_pow2, a, b)
for a, b in ((2.0, 10.0), (2.0, -1.0), (9.0, 0.5), (0.0, -1.0), (10.0, 400.0), (1.0, 1e300),
             (-1.0, float("inf")), (1e10, 30.5)):
    show(f"float_power({a!r},{b!r})", m.float_power, a, b)
for amount, periods in ((100.0, 0), (100.0, 1), (100.0, 10), (1.0, 1100), (3.0, -2)):
    show(f"half_life({amount},{periods})", m.half_life, amount, periods)
m.literal_powers()
for limit in (10, 100, 10000, 1000000):
    show(f"perfect_powers_below({limit})", m.perfect_powers_below, limit)
