import reversed_range as m
from _show import show

for n in (0, 1, 5, -3):
    show(f"down({n})", m.down, n)
for a, b in ((0, 5), (3, 7), (7, 3), (-4, 2), (-2, -5), (5, 5)):
    show(f"down2({a}, {b})", m.down2, a, b)
show("first_below", m.first_below, 10, 4)
show("first_below none", m.first_below, 5, -1)
show("first_below empty", m.first_below, 0, 3)
show("bools T", m.bools, True)
show("bools F", m.bools, False)
show("objs int", m.objs, 4)
show("nested", m.nested, 9)
show("count_big", m.count_big, 2 ** 64, 2 ** 64 + 5)
show("count_big neg", m.count_big, -(2 ** 70) - 3, -(2 ** 70))
show("mutate", m.mutate, 4)
show("shadow", m.shadow, 3)
