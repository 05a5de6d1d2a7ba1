import fib as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


for n in range(0, 25):
    show(f"fib_rec({n})", m.fib_rec, n)
for n in (0, 1, 2, 50, 90, 91, 92, 93, 94, 100, 200, 1000):
    show(f"fib_iter({n})", m.fib_iter, n)
    show(f"fib_doubling({n})", m.fib_doubling, n)
for d in (1, 2, 3, 10, 19, 20, 50):
    show(f"first_fib_with_digits({d})", m.first_fib_with_digits, d)
for n in (1, 2, 10, 40, 70):
    show(f"fib_ratio({n})", m.fib_ratio, n)
show("fib_ratio(0)", m.fib_ratio, 0)
show("fib_iter(-5)", m.fib_iter, -5)
show("fib_iter(True)", m.fib_iter, True)
