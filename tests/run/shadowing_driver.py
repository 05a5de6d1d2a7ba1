import shadowing as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


for x in (-3, 0, 2 ** 63):
    show(f"abs({x})", m.abs, x)
    show(f"uses_shadowed({x})", m.uses_shadowed, x)
    show(f"local_shadow({x})", m.local_shadow, x)
    show(f"param_named_round({x})", m.param_named_round, x)
    show(f"later_def({x})", m.later_def, x)
show("param_named_round(round=5)", m.param_named_round, round=5)
for x in (0.0, 2.0, -1.0, float("inf")):
    show(f"uses_math({x!r})", m.uses_math, x)
