import native_dicts_mutation as m
from _show import show

show("grow", m.grow, 4)
show("shrink", m.shrink, 5)
for n in range(1, 12):
    for shift in (10, 100):
        show("replace %d %d" % (n, shift), m.replace, n, shift)
for n in (3, 5, 6, 11, 22):
    show("replace_values %d" % n, m.replace_values, n)
show("store_values", m.store_values, 50)
show("clear_in_loop", m.clear_in_loop, 3)
show("in_comprehension", m.in_comprehension, 3)
show("grow_then_error", m.grow_then_error, 4)
show("grow_then_error1", m.grow_then_error, 1)
show("lookup_in_loop", m.lookup_in_loop, 5)
for n in (1, 4, 5, 9, 20):
    show("lookup_after_resize %d" % n, m.lookup_after_resize, n)
