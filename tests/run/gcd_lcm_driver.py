import gcd_lcm as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


pairs = [(0, 0), (0, 5), (5, 0), (12, 18), (-12, 18), (12, -18), (-12, -18), (17, 5),
         (2 ** 64, 2 ** 40 * 3), (-(2 ** 63), 2 ** 62), (10 ** 30, 10 ** 20 + 5),
         (1071, 462), (832040, 514229), (True, 4)]
for a, b in pairs:
    for fn in (m.gcd_rec, m.gcd_iter, m.gcd_binary, m.lcm, m.bezout_x):
        show(f"{fn.__name__}({a},{b})", fn, a, b)
for a, mod in ((3, 11), (10, 17), (6, 9), (2 ** 65 + 1, 10 ** 9 + 7), (-3, 11)):
    show(f"mod_inverse({a},{mod})", m.mod_inverse, a, mod)
for n in (1, 10, 20, 30, 50, 100):
    show(f"lcm_range({n})", m.lcm_range, n)
for n in (1, 2, 10, 36, 97, 100, 1000):
    show(f"coprime_count({n})", m.coprime_count, n)
