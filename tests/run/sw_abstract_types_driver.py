import numpy as np

import sw_abstract_types as m
from _show import show

show("total list", m.total, [1, 2, 3])
show("total tuple", m.total, (4, 5))
show("total range", m.total, range(3, 6))
show("total empty", m.total, [])
show("seq_slice", m.seq_slice, ["a", "b"])
show("seq_slice str", m.seq_slice, "abc")
show("mapping_keys", m.mapping_keys, {"a": 1, "b": 0, "c": 2})
d = {"x": 1}
m.bump_all(d)
print(d)
show("consume", m.consume, [1.5, 2.5])
show("consume gen", m.consume, (x / 2 for x in range(3)))
show("gen_squares", lambda: list(m.gen_squares(4)))
show("apply", m.apply, abs, [-1, 2])
show("apply bad", m.apply, len, [1])
show("compose", lambda: m.compose(str.upper, str.strip)("  hi "))
show("union_arg", m.union_arg, 3)
show("union_arg str", m.union_arg, "ab")
show("array_stats", m.array_stats, np.array([1.0, 2.0, 3.5]))
show("typed_array", lambda: m.typed_array(np.array([1.0, 2.0]), 2.0).tolist())
show("array_from_list", m.array_from_list, [1, 5, 2, 7])
