import aug_assign_attr_targets as m
from _show import show

show("tally", m.tally, ["apple", "avocado", "bean", "beet", "corn"])
show("once", m.once)
c = m.Counter("x")
c.n = 4
show("untyped", m.untyped, [c, m.Counter("y")])
show("missing", m.missing, [m.Counter("z")], 3)
