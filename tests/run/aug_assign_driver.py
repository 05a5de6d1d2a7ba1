import aug_assign as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


for x, y in ((7, 3), (-7, 3), (7, -3), (0, 0), (2 ** 62, 3), (-(2 ** 63), -1), (2 ** 64 + 5, 2 ** 63),
             (12345678901234567890, -987654321)):
    print("int_ops", x, y)
    show(f"int_ops({x},{y})", m.int_ops, x, y)
for x, y in ((7.5, 3.0), (-7.5, 2.0), (0.0, -0.0), (1e300, 1e10), (float("inf"), 2.0),
             (float("nan"), 1.0), (3.0, 0.0)):
    print("float_ops", x, y)
    show(f"float_ops({x!r},{y!r})", m.float_ops, x, y)
for n in (0, 1, 10, 100, 500):
    show(f"accumulate({n})", m.accumulate, n)
for n in (0, 5, 100):
    show(f"mixed_aug({n})", m.mixed_aug, n)
for start, rounds in ((1, 5), (1, 30), (-3, 25)):
    show(f"growth({start},{rounds})", m.growth, start, rounds)
for x, times in ((0, 1), (0, 2), (2 ** 63, 3), (-(2 ** 62), 1)):
    show(f"sub_to_negative({x},{times})", m.sub_to_negative, x, times)
for x, y in ((1, 3), (-7, 2), (1, 0), (2 ** 80, 2 ** 40)):
    show(f"aug_div_int({x},{y})", m.aug_div_int, x, y)
