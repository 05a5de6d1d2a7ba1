import builtins_numeric as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


ints = [0, 1, -1, 2 ** 63 - 1, -(2 ** 63), 2 ** 64, -(2 ** 100)]
for x in ints:
    show(f"abs_int({x})", m.abs_int, x)
    show(f"int_to_float({x})", m.int_to_float, x)
    show(f"truth_int({x})", m.truth_int, x)
    show(f"clamp_to_byte({x})", m.clamp_to_byte, x)
    for y in (0, -5, 2 ** 64):
        show(f"min2({x},{y})", m.min2, x, y)
        show(f"max3({x},{y},7)", m.max3, x, y, 7)
# A bool argument to an int parameter arrives as a plain int; only calls whose result is computed
# (never the parameter returned unchanged) are compared.
for b in (True, False):
    show(f"abs_int({b})", m.abs_int, b)
    show(f"int_to_float({b})", m.int_to_float, b)
    show(f"truth_int({b})", m.truth_int, b)
show("int_to_float(2**1024)", m.int_to_float, 2 ** 1024)
show("int_to_float(2**1024 - 1)", m.int_to_float, 2 ** 1024 - 1)
show("int_to_float(2**53 + 1)", m.int_to_float, 2 ** 53 + 1)
floats = [0.0, -0.0, 0.5, -0.5, 1.5, 2.5, -2.5, 3.7, -3.7, 1e20, -1e20, 4.5e15, 1e300,
          float("inf"), float("-inf"), float("nan")]
for x in floats:
    show(f"abs_float({x!r})", m.abs_float, x)
    show(f"to_int({x!r})", m.to_int, x)
    show(f"truth_float({x!r})", m.truth_float, x)
    show(f"round0({x!r})", m.round0, x)
    for nd in (-2, 0, 1, 3, 400):
        show(f"round_nd({x!r},{nd})", m.round_nd, x, nd)
    for y in (0.0, -0.0, float("nan")):
        show(f"fmin({x!r},{y!r},1.0)", m.fmin, x, y, 1.0)
        show(f"fmax({x!r},{y!r})", m.fmax, x, y)
for b in (True, False):
    show(f"bool_to_int({b})", m.bool_to_int, b)
for x, nd in ((1234, -2), (1250, -2), (1350, -2), (-1250, -2), (5, 0), (5, 3), (2 ** 70 + 5, -1),
              (15, -1), (25, -1), (-15, -1), (7, -100)):
    show(f"round_int({x},{nd})", m.round_int, x, nd)
for a, b in ((2, 10), (2, -1), (-2, 63), (0, 0), (0, -2)):
    show(f"int_pow({a},{b})", m.int_pow, a, b)
show("spread", m.spread, 5, -3, 2 ** 65, 0)
m.literal_calls()
