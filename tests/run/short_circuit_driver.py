import short_circuit as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


for a in (0, 5, -1, 2 ** 64):
    for b in (0, 7, 2 ** 70):
        show(f"int_or({a},{b})", m.int_or, a, b)
        show(f"int_and({a},{b})", m.int_and, a, b)
        show(f"default_if_zero({a},{b})", m.default_if_zero, a, b)
for a in (False, True):
    for b in (False, True):
        show(f"not_and({a},{b})", m.not_and, a, b)
        for c in (False, True):
            show(f"bool_mix({a},{b},{c})", m.bool_mix, a, b, c)
for a, b in ((10, 0), (10, 3), (10, 5), (-10, 0)):
    show(f"guarded_division({a},{b})", m.guarded_division, a, b)
for x, y in ((0.0, 1.5), (-0.0, 2.5), (3.5, 0.0), (float("nan"), 1.0), (0.0, 0.0)):
    show(f"float_or({x!r},{y!r})", m.float_or, x, y)
    show(f"not_values(1,{x!r})", m.not_values, 1, x)
    show(f"not_values(0,{x!r})", m.not_values, 0, x)
for n in (0, 10, 100):
    show(f"cond_in_loop({n})", m.cond_in_loop, n)
for args in ((0, 0, 0), (0, 0, 3), (0, 2, 3), (1, 2, 3), (1, 0, 3)):
    show(f"chained_ors{args}", m.chained_ors, *args)
    show(f"chained_ands{args}", m.chained_ands, *args)
for n in (0, 1, 1000, 2 ** 80):
    show(f"truthy_while({n})", m.truthy_while, n)
