import loop_control as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


for n, k, limit in ((10, 7, 100), (10, 7, 12), (0, 1, 5), (-10, 4, 0), (5, 0, 10), (1, 3, 1)):
    show(f"first_multiple({n},{k},{limit})", m.first_multiple, n, k, limit)
for n, skip in ((10, 3), (100, 7), (0, 2), (10, 1), (5, 0)):
    show(f"sum_skipping({n},{skip})", m.sum_skipping, n, skip)
for n in (0, 5, 7, 8, 20):
    m.while_else(n)
for args in ((10, 10, 12), (10, 10, 97), (5, 5, 16), (100, 100, 9801)):
    show(f"nested_break{args}", m.nested_break, *args)
for n in (0, 1, 10, 11):
    show(f"continue_in_while({n})", m.continue_in_while, n)
for p in (12, 30, 1000, 7):
    show(f"search_pythagorean({p})", m.search_pythagorean, p)
for n in (0, 3, 10, 30):
    show(f"deep_nesting({n})", m.deep_nesting, n)
for n in (0, 50, 200):
    m.loop_else_without_break(n)
