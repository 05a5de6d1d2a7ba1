import sys
import recursion as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


for n in (0, 1, 10, 500, 900):
    show(f"depth({n})", m.depth, n)
    show(f"is_even({n})", m.is_even, n)
    show(f"is_odd({n})", m.is_odd, n)
    show(f"float_depth(0.0, {n})", m.float_depth, 0.0, n)
for a in range(3):
    for b in range(4):
        show(f"ackermann({a},{b})", m.ackermann, a, b)
show("ackermann(3,3)", m.ackermann, 3, 3)
for n in (0, 9, 12345, 2 ** 64 + 7, 10 ** 30 - 1):
    show(f"sum_digits_rec({n})", m.sum_digits_rec, n)
for d in (0, 1, 3, 10, 16):
    show(f"hanoi_moves({d})", m.hanoi_moves, d, 1, 3, 2)
m.print_hanoi(3, 1, 3, 2)
for n in (0, 10, 63, 64, 100):
    show(f"power_set_count({n})", m.power_set_count, n)
for n in range(0, 30, 3):
    show(f"hofstadter_f({n})", m.hofstadter_f, n)
    show(f"hofstadter_m({n})", m.hofstadter_m, n)
for n, k in ((10, 5), (20, 10), (5, 0), (6, 6)):
    show(f"binomial({n},{k})", m.binomial, n, k)
sys.setrecursionlimit(10000)
for n in (3000, 5000):
    show(f"depth({n}) with raised limit", m.depth, n)
    show(f"is_even({n}) with raised limit", m.is_even, n)
