import native_list_fixed as m
from _show import show


for n in (0, 1, 6):
    show(f"rebuilt({n}, 2)", m.rebuilt, n, 2)
    show(f"rebuilt({n}, 2**62)", m.rebuilt, n, 2 ** 62)
for n, at in ((0, 0), (4, 0), (4, 2), (4, 4)):
    show(f"overflow_midway({n}, {at})", m.overflow_midway, n, at)
one_arg = (m.with_bignum, m.last_target, m.last_target_reversed, m.shadowing, m.from_call,
           m.float_items)
for f in one_arg:
    for n in (0, 1, 5):
        show(f"{f.__name__}({n})", f, n)
show("raising(2)", m.raising, 2)
show("raising(5)", m.raising, 5)
for n in (9000, 20000):
    show(f"rebuilt_large({n})", m.rebuilt_large, n)
