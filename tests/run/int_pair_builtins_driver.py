from _show import show
import int_pair_builtins as m

VALUES = (0, 1, -1, 7, -7, 23, -23, 2**62 - 1, -(2**62), 2**63, -(2**63) - 1, 2**100, True)
for a in VALUES:
    for b in VALUES + (3, -3):
        show(f"names({a}, {b})", m.into_names, a, b)
        show(f"targets({a}, {b})", m.into_targets, a, b)
        show(f"swap({a}, {b})", m.swap_order, a, b)
show("sum", m.sum_all, [1, 1235, 5434, 394879374, -34453, 2**80, -(2**70)], 23)
show("sum neg", m.sum_all, [5, -5, 2**64], -4)
show("sum zero", m.sum_all, [1], 0)
show("shadow", m.local_shadow, 7, 2)
for a in VALUES[:8]:
    for b in (0, -1, 5, 5, 2**64, -(2**64), 2**62 - 1):
        show(f"min_max({a}, {b})", m.min_max, a, b)
show("running", m.running, [5, -3, 2**70, 7, -(2**66), 0])
show("running empty", m.running, [])
