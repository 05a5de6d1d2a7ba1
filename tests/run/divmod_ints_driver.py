from _show import show
import divmod_ints as m

VALUES = (0, 1, -1, 7, -7, 23, 2**62, -(2**62), 2**63, 2**100, -(2**100), True)
for a in VALUES:
    for b in VALUES + (0, 3, -3):
        show(f"dm({a}, {b})", m.dm, a, b)
    show(f"dm_literal({a})", m.dm_literal, a)
    show(f"dm_float({a})", m.dm_float, float(a) if a < 2**1000 else 0.0, 3)
show("dm_sum", m.dm_sum, [1, 1235, 5434, 394879374, -34453, 2**80], 23)
show("dm_sum0", m.dm_sum, [1], 0)
show("dm_float0", m.dm_float, 1.5, 0)
