import unpack_generic as m
from _show import show


values = [[1, 2, 3], (1, 2, 3), [1, 2], (1,), [], (), [1, 2, 3, 4], (1, 2, 3, 4, 5), "abc", "ab",
          {"x": 1, "y": 2, "z": 3}, {1, 2}, iter([7, 8, 9]), iter([1]), range(3), range(4),
          m.MyList([0, 0, 0]), m.MyList([0]), m.MyTuple((0, 0, 0)), m.MyTuple(()), m.Short([1, 2, 3]),
          m.gen(3), m.gen(2), m.gen(5), 5, None, 1.5]
for i, v in enumerate(values):
    show(f"three#{i}({type(v).__name__})", m.three, v)
for v in [[1], (1,), [], (1, 2), "a", [[1]], m.MyTuple((1,))]:
    show(f"one({v!r})", m.one, v)
for v in [([1, 2], 3), [(1, 2), 3], ([1], 3), ([1, 2, 3], 3), (5, 3), ((1, 2),)]:
    show(f"nested({v!r})", m.nested, v)
show("loop", m.loop, [(1, 2), [3, 5], (4, 8), m.MyTuple((0, 0, 0))[:2], "ab" and (1, 1)])
show("loop short", m.loop, [(1, 2), (3,)])
show("loop long", m.loop, [[1, 2, 3]])
show("swap_from_self", m.swap_from_self, [4, 5])
show("mutate_target", m.mutate_target, [1, 2])
