import optional_narrowing_for as m
from _show import show

show("upper", m.Holder(["a", "b"]).upper)
show("upper none", m.Holder(None).upper)
h = m.Holder(["x", "y", "x"])
show("count", h.count)
show("count again", h.count)
show("drain", m.drain, [1, 2, 3])
show("drain none", m.drain, None)
show("pairs", m.pairs, {"a": 1, "b": 2})
show("pairs none", m.pairs, None)
show("chars", m.chars, "abc")
show("chars none", m.chars, None)
