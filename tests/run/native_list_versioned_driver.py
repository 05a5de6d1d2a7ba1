import native_list_versioned as m
from _show import show


for n in (0, 1, 7, 100):
    show(f"shifted({n}, 3)", m.shifted, n, 3)
for n, at in ((0, 0), (5, 0), (5, 2), (5, 4), (5, 9)):
    show(f"big_midway({n}, {at})", m.big_midway, n, at)
for n in (0, 3, 10):
    show(f"appends_while_looping({n})", m.appends_while_looping, n)
for k in (0, 1, 4):
    show(f"big_items({k})", m.big_items, k)
for n in (0, 1, 5):
    show(f"backwards({n})", m.backwards, n)
    show(f"indexed({n})", m.indexed, n)
    show(f"overflowing({n})", m.overflowing, n)
    show(f"from_call({n})", m.from_call, n)
