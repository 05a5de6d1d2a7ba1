import containers_item_types as m
from _show import show

show("flags", m.flags, [0, 1, 2, 3])
show("mixed", m.mixed_display)
show("float_row", m.float_row, 3)
show("weights", m.weights, ["ab", "c"])
show("bool_set", m.bool_set)
show("bool_tuple", m.bool_tuple)
show("optional_items", m.optional_items)
show("float_keys", m.float_keys)
show("read_back", m.read_back)
for x in m.float_row(2) + m.flags([5]):
    print(type(x).__name__, x)
