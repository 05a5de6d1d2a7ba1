import range_versioned as m
from _show import show


for n in (0, 1, 2, 3, 10, 100, 1000):
    show(f"sieve({n})", m.sieve, n)
cases = [(10, 0, 10, 3), (10, 0, 11, 3), (10, 9, -1, -2), (10, 9, -2, -4), (10, -1, 5, 1),
         (10, 0, 0, 1), (10, 5, 0, 1), (10, 0, 10, 0), (0, 0, 1, 1), (7, 2, 7, 7),
         (10, 2 ** 62 - 1, 2 ** 62 + 3, 1), (10, 2 ** 70, 2 ** 70 + 3, 1), (10, 0, 2 ** 70, 2 ** 69),
         (10, 0, 20, 2 ** 62 - 1), (10, -(2 ** 62), 5, 2 ** 61)]
for c in cases:
    show(f"strided{c}", m.strided, *c)
    show(f"read_strided{c}", m.read_strided, *c)
for t in ((0, 10, 1), (0, 10, 3), (10, 0, -3), (5, 5, 1), (0, 1, 100), (2 ** 62 - 3, 2 ** 62 + 3, 2),
          (-(2 ** 62) + 1, -(2 ** 62) - 5, -2), (2 ** 63, 2 ** 63 + 5, 2), (0, 2 ** 62 - 1, 2 ** 62 - 1)):
    show(f"last_value{t}", m.last_value, *t)
for n in (0, 5, 20):
    show(f"loop_else({n})", m.loop_else, n)
for a, b in ((0, 0), (0, 100), (2 ** 62 - 5, 2 ** 62 + 5), (-10, 10)):
    show(f"accumulate({a}, {b})", m.accumulate, a, b)
show("skip_odd(11)", m.skip_odd, 11)
for n in (0, 1, 5, 6):
    show(f"rebinds_index({n})", m.rebinds_index, n)
for n in (0, 1, 4, 9):
    show(f"rebinds_buffer({n})", m.rebinds_buffer, n)
for n in (0, 1, 10):
    show(f"backwards({n})", m.backwards, n)
    show(f"negative_index({n})", m.negative_index, n)
show("bool_sizes()", m.bool_sizes)
