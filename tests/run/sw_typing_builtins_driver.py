import sw_typing_builtins as m
from _show import show
show("lit", m.lit, "w")
show("union", m.union, 3); show("union", m.union, "ab"); show("union", m.union, None)
show("pipe", m.pipe, [1, 2]); show("pipe", m.pipe, "abc"); show("pipe", m.pipe, 9)
show("mapping", m.mapping, {"a": 1}, {"z": [0]})
show("seqs", m.seqs, (1, 2, 3), iter("xy"))
show("ops", m.ops, [3, 1, 2])
show("views", m.views, {"a": 1, "b": 2})
show("minmax", m.minmax, [3, -1, 2], [-0.5, 2.0])
show("ints", m.ints, "ff")
show("use_gen", m.use_gen, 3)
