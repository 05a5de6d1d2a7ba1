import native_lists_ints as m
from _show import show

show("rounds", m.rounds, 200, 5)
show("rounds0", m.rounds, 0, 3)
for s in (0, 1, -1):
    show("big_items", m.big_items, s)
show("overflow_sum", m.overflow_sum, 5)
show("fill_big", m.fill_big, 4)
show("fill_big0", m.fill_big, 0)
for i in (0, 4, -1, -5, 5, -6, 10**30, -(10**30), 2**62, 2**63):
    show("index", m.index, i)
for i in (0, -1, 3, -4, 10**20):
    show("store", m.store, i, 2**70)
for i in (1, -4, 4, -5):
    show("findex", m.findex, i)
    show("fstore", m.fstore, i, 2.25)
for w in range(5):
    show("empty", m.empty_reductions, w)
show("float_minmax", m.float_minmax, 1.5, -2.5)
show("float_minmax_nan", m.float_minmax, float("nan"), 1.0)
show("float_minmax_nan2", m.float_minmax, 1.0, float("nan"))
show("float_minmax_zero", m.float_minmax, 0.0, -0.0)
show("appends", m.appends, 10)
show("appends0", m.appends, 0)
show("nested", m.nested, 6)
for d in (5, 2, -1):
    show("divide", m.divide, d)
show("reversed_walk", m.reversed_walk, 4)
show("grow", m.grow_while_iterating, 5)
