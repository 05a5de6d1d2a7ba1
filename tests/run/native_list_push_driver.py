import native_list_push as m
from _show import show

show("select_items", m.select_items, [-3, 4, 2**70, -(2**70), 0], 2)
show("select_items_big_r", m.select_items, [-3, 4, 5], 2**64)
show("select_items_edge", m.select_items, [2**62 - 1, -(2**62), 2**63], -1)
show("run", m.run, 50, 3)
show("run_big", m.run, 10, 2**65)
show("run0", m.run, 0, 1)
show("outer_variable", m.outer_variable, 4, 5)
show("outer_variable_big", m.outer_variable, 3, 2**90)
show("failing", m.failing, 6, 4)
show("failing_ok", m.failing, 6, 40)
show("failing_select", m.failing_select, [3, -4, 2**70, 9], 0)
show("failing_select_ok", m.failing_select, [3, -4, 2**70, 9], 2)
