import sw_aliases_generics as m
from _show import show

show("scale", m.scale, [1.0, 2.5], 2)
show("transpose", m.transpose, [[1.0, 2.0], [3.0, 4.0]])
show("grid_text", m.grid_text, {(0, 0): "#", (1, 1): "@"}, 3, 2)
show("user", m.user, 5)
show("open_mode", m.open_mode, "r")
show("maybe", m.maybe, None)
show("maybe 3", m.maybe, 3)
show("add_numbers", m.add_numbers, 1, 2)
show("add_numbers f", m.add_numbers, 1, 2.5)
show("first", m.first, "abc")
show("first list", m.first, [[1], 2])
show("first empty", m.first, [])
show("first_or", m.first_or, [], "d")
show("invert", m.invert, {"a": 1, "b": 2})
show("biggest", m.biggest, 3, 7)
show("biggest f", m.biggest, 3.5, 1.5)
show("pairs", m.pairs, ["a", "b", "c"])
show("casts", m.casts, 4, [1, 2])
# cast(int, v) of a str raises mypyc's TypeError where CPython's cast does nothing (a documented
# difference, tests/test_cast_check.py); the differential case passes a value of the cast type.
show("cast_bad", m.cast_bad, 41)
show("alias_value", m.alias_value)
print(m.T, m.N.__constraints__, m.UserId.__name__, m.Vector, m.Mode)
