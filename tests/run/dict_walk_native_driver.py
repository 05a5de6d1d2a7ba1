import dict_walk_native as m
from _show import show


class Box:
    def __init__(self):
        self.a = 1
        self.b = 2
        self.c = 3


class Counting(dict):
    def __iter__(self):
        print("Counting.__iter__")
        return super().__iter__()

    def items(self):
        print("Counting.items")
        return super().items()


d = {(i * 7919) % 101: i for i in range(101)}
for k in list(d)[::3]:
    del d[k]
show("sum_items", m.sum_items, d)
show("lookups", m.lookups, d, 5)
show("sum_items bool/big", m.sum_items, {1: True, 2: 2**70, -3: -(2**65), 4: False})
show("lookups bool/big", m.lookups, {1: True, 2: 2**70, -3: -(2**65)}, 7)
f = {"k" + str(i): i * 0.5 for i in range(20)}
del f["k3"]
show("names", m.names, f)
show("float_lookups", m.float_lookups, f)
show("float_lookups int values", m.float_lookups, {"ab": 2, "c": True})
show("values_keys", m.values_keys, {"x": 1, "y": 2, "z": 3})
show("values_keys split table", m.values_keys, Box().__dict__)
show("names split table", m.names, Box().__dict__)
show("sum_items subclass", m.sum_items, Counting({1: 2, 3: 4}))
show("lookups subclass", m.lookups, Counting({1: 2, 3: 4}), 3)
show("mutate_lookup", m.mutate_lookup, {1: 10, 2: 20, 3: 30})
show("change grow", m.change, {1: 1, 2: 2, 3: 3}, False)
show("change swap", m.change, {1: 1, 2: 2, 3: 3}, True)
show("delete_value", m.delete_value, {1: 1, 2: 2, 3: 3}, 2)
show("empty", m.sum_items, {})
