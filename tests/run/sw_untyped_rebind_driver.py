import sw_untyped_rebind as m
from _show import show
show("u", m.untyped, [1, 2.5]); show("u", m.untyped, [1, 2]); show("u", m.untyped, ["a"]); show("u", m.untyped, [])
show("u2", m.untyped2, 3); show("u2", m.untyped2, 0); show("u2", m.untyped2, 1.5)
show("rebind", m.rebind)
show("loops", m.loops, [3, 1, 4])
show("math", m.math_more, -2.5, 6)
show("math err", m.math_err, -1)
show("underscore", m.underscore, [("a", 1, 2.0)])
show("u2 str", m.untyped2, "ab")
show("loops mixed", m.loops, [2, 2.5, -1])
show("loops bad", m.loops, [2, "x"])
show("rebind", m.rebind)
from _show import show
show("td", m.td, {"x": 5, "y": 0})
show("keys", m.keys)
