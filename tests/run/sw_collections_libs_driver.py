import sw_collections_libs as m
from _show import show

show("grouping", m.grouping, ["a", "bb", "cc", "d", "eee"])
show("counting", m.counting, "the cat the dog the end")
show("window", m.window, [1, 2, 3, 4, 5], 3)
show("deque_empty", m.deque_empty)
show("ordered", m.ordered, [("a", 1), ("b", 2), ("c", 3)])
show("chains", m.chains, [1, 2, 3], [3, 4])
show("counting_iter", m.counting_iter, 4)
show("json_round", m.json_round, {"nums": [1, 2, 3], "name": "x", "nested": {"a": None}})
show("json_typed", m.json_typed, "41")
show("json_bad", m.json_bad, "{bad")
show("heaps", m.heaps, [5, 1, 4, 2, 3])
show("heaps empty", m.heaps, [])
show("bisecting", m.bisecting, [5, 1, 3, 3], 3)
show("reducing", m.reducing, [1, 2, 3])
show("reduce_empty", m.reduce_empty, [])
