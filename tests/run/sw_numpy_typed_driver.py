import numpy as np

import sw_numpy_typed as m
from _show import show

show("stats", m.stats, 7)
show("stats 0", m.stats, 0)
show("typed_from_array", m.typed_from_array, [1.5, 2.5, -1.0])
show("typed_from_array empty", m.typed_from_array, [])
show("grid", m.grid, 3, 4)
show("tuple_keys", m.tuple_keys, 4)
show("tuple_keys small", m.tuple_keys, 1)
show("conversions", m.conversions, 1.0, 5)
show("scalar int64", m.scalar_to_int, np.int64(5))
show("scalar py", m.scalar_to_int, 5)
show("scalar float", m.scalar_to_int, 5.7)
show("scalar str", m.scalar_to_int, "12")
show("scalar bad", m.scalar_to_int, "x")
