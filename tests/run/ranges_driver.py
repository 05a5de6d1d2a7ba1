import ranges as m


def show(label, fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r))


for n in (-5, 0, 1, 2, 10, 1000):
    show(f"sum_stop({n})", m.sum_stop, n)
for a, b in ((0, 0), (0, 10), (10, 0), (-5, 5), (3, 4), (2 ** 62 - 2, 2 ** 62 + 2)):
    show(f"sum_start_stop({a},{b})", m.sum_start_stop, a, b)
triples = [(0, 10, 1), (0, 10, 3), (10, 0, -1), (10, 0, -3), (10, -10, -7), (0, 10, -1),
           (10, 0, 1), (5, 5, 1), (5, 5, -1), (0, 1, 100), (-3, 3, 2), (3, -3, -2), (0, 10, 0),
           (0, 10, 10), (0, 11, 10), (2 ** 63 - 3, 2 ** 63 + 3, 2), (-(2 ** 63) + 2, -(2 ** 63) - 4, -3)]
for t in triples:
    show(f"sum_step{t}", m.sum_step, *t)
    show(f"last_value{t}", m.last_value, *t)
    show(f"range_len_by_loop{t}", m.range_len_by_loop, *t)
for t in ((0, 5, 1), (5, 0, -2), (0, -5, 1), (-2, 3, 2)):
    show(f"print_range{t}", m.print_range, *t)
show("print_range(0, 5, 0)", m.print_range, 0, 5, 0)
m.countdown()
for n in (0, 1, 5):
    show(f"modified_loop_var({n})", m.modified_loop_var, n)
for n in (0, 1, 4, 30):
    show(f"nested_triangle({n})", m.nested_triangle, n)
for start in (0, 2 ** 62 - 5, 2 ** 63 - 5, -(2 ** 63) - 5, 10 ** 20):
    show(f"big_range_sum({start}, 10)", m.big_range_sum, start, 10)
