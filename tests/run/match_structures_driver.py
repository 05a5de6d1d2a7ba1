import match_structures as m
from _show import show

for o in [[], [5], (7,), [1, 2, 9], [1, 2, 3, 4, 5], (1, 2), [1, [2, 3], 4, 5], ["a", "end"],
          "ab", "x", b"ab", range(2), range(1, 10), {1: 2}, 3, [1, 9]]:
    show("seq", m.seq, o)
show("typed_seq", m.typed_seq, [3, 4, 5, 6])
show("typed_seq", m.typed_seq, [3])
show("typed_seq", m.typed_seq, [])
show("typed_tuple", m.typed_tuple, (0, "z"))
show("typed_tuple", m.typed_tuple, (3, "ab"))
for o in [{"type": "point", "x": 1, "y": 2}, {"type": "point", "x": 1},
          {"type": "named", "a": 1, "b": 2}, {1: "i", -2: "j", 3: "k"}, {"q": 1}, {}, [1], "s"]:
    show("mapping", m.mapping, o)
show("ordered", m.ordered)
show("typed_map", m.typed_map, {"a": 1, "b": 2})
show("typed_map", m.typed_map, {"a": 5, "c": 2, "d": 3})
show("typed_map", m.typed_map, {"c": 2})
for o in [m.Point3(0, 5, 6), m.Point(0, 0), m.Point(3, 0), m.Point(0, 4), m.Point(2, 2),
          m.Point(2, 3), m.Pair(m.Point(1, 2), "r"), m.Pair(1, 2), m.Pair(2, 2), m.Plain(3, "s"),
          m.Plain(4, "t"), True, 5, 2.5, "s", [1, 2], (3, 4), {"k": 1}, None]:
    show("classes", m.classes, o)
show("native", m.native, m.Point3(1, 2, 3))
show("native", m.native, m.Point(5, 1))
show("native", m.native, m.Point(5, 2))
for o in [1, 2, [3, 4], ("a", 1), ("b", 2.5), ("c", 1), ("a", "x")]:
    show("group_and_as", m.group_and_as, o)
show("iterate", m.iterate, 7)
print(m.Point.__match_args__, m.Point3.__match_args__, m.Pair.__match_args__)
