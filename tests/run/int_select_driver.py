import int_select as m
from _show import show


edge = (0, -1, 1, 2 ** 62 - 1, -(2 ** 62), 2 ** 62, 2 ** 63 + 5, -(2 ** 70))
for x in edge:
    for r in (0, 1, -1, 2 ** 62 - 1, -(2 ** 62), 2 ** 65):
        show(f"pick({x}, {r})", m.pick, x, r)
show("pick_all(edge, 0)", m.pick_all, list(edge), 0)
show("pick_all(edge, 2**62)", m.pick_all, list(edge), 2 ** 62)
show("pick_all(edge, -(2**62))", m.pick_all, list(edge), -(2 ** 62))
for n in (0, 1, 6):
    show(f"shifted({n}, 3)", m.shifted, n, 3)
    show(f"shifted({n}, -(2**62))", m.shifted, n, -(2 ** 62))
for a, b in ((1, 1), (2, 5), (5, 2), (2 ** 63, 1), (-3, 2 ** 64), (2 ** 62 - 1, 2 ** 62 - 1)):
    show(f"leaves({a}, {b})", m.leaves, a, b)
for big in (0, 5, 2 ** 62 - 3, 2 ** 80):
    show(f"loop_total(7, {big})", m.loop_total, 7, big)
show("captured(1, 5)", m.captured, 1, 5)
show("captured(9, 2**63)", m.captured, 9, 2 ** 63)
show("captured(7, 3)", m.captured, 7, 3)
