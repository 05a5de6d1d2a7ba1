import optional_or_default as m
from _show import show

show("collect", m.collect)
show("collect given", m.collect, [7], {"n": 4}, {"a"})
show("collect empty", m.collect, [], {}, set())
show("names", m.names, None)
show("names given", m.names, ["x", "y"])
