import compiled_managers_joins as m


def show(label, fn, *args):
    try:
        r = fn(*args)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", r)


for n in (-1, 0, 1, 2, 6, 2**70):
    show(f"managers({n})", m.managers, n)
for n, s in ((0, ""), (3, "abc def"), (-5, "zz top"), (1, "Ünïcode"), (2**64, "m")):
    show(f"extremes({n}, {s!r})", m.extremes, n, s)
for n, s, o in ((0, "", None), (1, "x", 3.5), (2, "", [1]), (3, "abc", "o"), (-1, "q", ())):
    show(f"joins({n}, {s!r}, {o!r})", m.joins, n, s, o)
