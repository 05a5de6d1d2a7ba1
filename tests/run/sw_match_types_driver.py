import sw_match_types as m
from _show import show
for v in ([3], [4, 5], [1, 2, 6], [1, 2, 3, 7, 8], [], [2**70]):
    show("pick", m.pick, v)
for v in ((1, "a"), (2, "b"), (3, "c"), (4, "k")):
    show("pair", m.pair, v)
for v in ([3], (1, 2), {"k": 5}, {"key": "s"}, 1+2j, -1-2j, 3j, -0.5, complex(-0.5, 0), 5, "x", (1, 2, 3)):
    show("anything", m.anything, v)
for v in (["a", "+", "b"], ["a", "-", "b"], ["x", "end"], ["q"]):
    show("strs", m.strs, v)
for v in (m.Point3(1, 2, 3), m.Point(0, 9), m.Point(3, 4), 5):
    show("narrowed", m.narrowed, v)
show("narrowed_base", m.narrowed_base, m.Square(2.0))
show("narrowed_base", m.narrowed_base, m.Shape())
for v in (m.Point(1, 2), m.Point(-1, 2), None):
    show("narrowed_guard", m.narrowed_guard, v)
show("rebinds", m.rebinds, m.Point(1, 1))
show("mixed", m.mixed, 4)
show("mixed", m.mixed, "s")
for v in ([2], (4, 5), None, [1, 2, 3]):
    show("union_subject", m.union_subject, v)
