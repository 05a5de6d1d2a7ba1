import collatz as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


for n in (1, 2, 3, 6, 7, 27, 97, 871, 77031, 837799, 2 ** 62 + 1, 2 ** 64 - 1, 10 ** 30 + 1):
    show(f"steps({n})", m.steps, n)
    show(f"peak({n})", m.peak, n)
    show(f"steps_recursive({n})", m.steps_recursive, n)
for limit in (2, 10, 100, 1000):
    show(f"longest_below({limit})", m.longest_below, limit)
m.report()
print(m.START_LIMIT)
