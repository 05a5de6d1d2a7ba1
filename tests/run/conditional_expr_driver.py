import conditional_expr as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


for x in (-2.5, -0.0, 0.0, 1e-300, float("nan"), float("inf")):
    show(f"sign({x!r})", m.sign, x)
    show(f"clamp_float({x!r},-1.0,1.0)", m.clamp_float, x, -1.0, 1.0)
    show(f"piecewise({x!r})", m.piecewise, x)
for x in (0.5, 1.0, 2.0, 3.0, 7.0):
    show(f"piecewise({x!r})", m.piecewise, x)
for flag in (True, False):
    show(f"pick({flag},1,2)", m.pick, flag, 1, 2)
for s in (100, 90, 89, 75, 60, 59, -1):
    show(f"grade({s})", m.grade, s)
for a, b in ((3, 5), (5, 3), (2 ** 64, -(2 ** 64)), (-(2 ** 63), 2 ** 63 - 1)):
    show(f"abs_diff({a},{b})", m.abs_diff, a, b)
for n in (0, 1, 10, 1001):
    show(f"cond_sum({n})", m.cond_sum, n)
for x in (-7, -4, 0, 3, 12, 2 ** 65):
    show(f"cond_as_arg({x})", m.cond_as_arg, x)
m.print_fizzbuzz(20)
