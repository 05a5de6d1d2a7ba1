import sw_local_imports as m
from _show import show

show("floor_ceil", m.floor_ceil, -2.5)
show("uses_json", m.uses_json, {"b": 1, "a": 2})
show("nested_user", lambda: m.nested_user([1, 2, 3])())
show("missing_module", m.missing_module)
show("missing_name", m.missing_name)
show("dotted", m.dotted)
show("dedupe", m.dedupe, [3, 1, 3, 2, 1])
show("order_by_first", m.order_by_first, ["b", "a", "b", "c"])
show("pairs_sum", m.pairs_sum, [1, 2, 3, 4, 5])
show("unzip", m.unzip, [("a", 1), ("b", 2)])
show("unzip empty", m.unzip, [])
show("first_big", m.first_big, [1, 5, 7])
show("first_big none", m.first_big, [1])
show("chunks", m.chunks, "abcde")
show("keep_nonzero", m.keep_nonzero, [0, 1, 0, 2])
try:
    m.missing_name()
except ImportError as e:
    print(e.name, e.path is not None, e.path == __import__("os").__file__)
