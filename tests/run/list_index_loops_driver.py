import list_index_loops as m
from _show import show


class MyList(list):
    def __iter__(self):
        return iter([100, 200])


for lim in (0, 5, 100):
    show("grows_native", m.grows_native, lim)
    show("comp_of_grown", m.comp_of_grown, lim)
for how in ("pop", "clear", "append", "insert", "none"):
    show("shared_mutations", m.shared_mutations, [1, 2, 3, 4], how)
show("shared_mutations empty", m.shared_mutations, [], "pop")
for n in (0, 1, 4):
    show("reassigned", m.reassigned, n)
    show("shared_then_native", m.shared_then_native, n, 3)
    show("native_reversed", m.native_reversed, n)
    show("empties", m.empties, n)
for s in (0, 1, -1):
    show("big_items", m.big_items, s)
for n in (0, 1, 5):
    show("overflow_items", m.overflow_items, n)
show("reversed_mutated", m.reversed_mutated, [1, 2, 3, 4, 5])
show("over_subclass", m.over_subclass, MyList([1, 2, 3]))
show("strs", m.strs, ["a", "bc", ""])
show("floats_and_bools", m.floats_and_bools, 4)
show("tuple_items", m.tuple_items, (1, 2, 3, 2**70))
show("tuple_items empty", m.tuple_items, ())
show("bad_items big", m.bad_items, [2**80, 2**80, -(2**81)])
m.min_of_empty(0)
