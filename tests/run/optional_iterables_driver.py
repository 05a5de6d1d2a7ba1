import optional_iterables as m
from _show import show

for vals in ([1, 2, 3, 4, 5], [7], []):
    show("walk", m.walk, vals)
    show("comp", m.comprehension, vals)
    show("zip", m.zipped, vals)
    show("delegate", lambda v: list(m.delegate(v)), vals)
show("unpack", m.unpacked, ["x", "y"])
show("unpack none", m.unpacked, None)
show("star", m.star_unpacked, ["x", "y", "z"])
show("star none", m.star_unpacked, None)
