import sw_splat_displays as m
from _show import show
show("splats", m.splats, [1, 2], ("x", "y"), {"a": 1, "b": 2}, {"b": 3})
show("call_kw", m.call_kw, {"q": 1, "p": 2})
show("sets", m.sets, {1, 2, 3}, frozenset({3, 4}))
show("dict_ops", m.dict_ops, {"a": [1, 2], "b": []})
show("dict_ops bad", m.dict_ops, {"b": [1]})
show("bad_kw", m.bad_kw, {"a": 2})
show("any_splat", m.any_splat, "ab"); show("any_splat bad", m.any_splat, 5)
show("lone", m.lone_splats, {"a": 258, "b": 3}, [4, 5, 6])
show("lone empty", m.lone_splats, {}, [7])
show("lone bad", m.lone_splats, {"a": -1}, [1])
