import genexp_consumers as m

from _show import show


show("sums", m.sums, [1, 2, 3], [0.5, 1.25])
show("sums empty", m.sums, [], [])
show("sums big", m.sums, [2**64, 1], [-0.0])
show("object_folds", m.object_folds, ["pear", "apple", "fig"])
show("object_folds empty", m.object_folds, [])
show("bad_sum", m.bad_sum, ["a", "b"])
show("bad_min", m.bad_min, [3, 1, "x", 0])
show("empty_max", m.empty_max, [])
show("any_all", m.any_all, [1, 2, 3, 4])
show("containers", m.containers, [3, 1, 2])
show("set_unhashable", m.set_unhashable)
show("dict_of", m.dict_of, [("a", 1), ("b", 2)])
show("dict_bad", m.dict_bad)
show("frozen", m.frozen, [3, 1, 3])
show("joins", m.joins, ["a", "", "c"], ", ")
show("lazy_builtins", m.lazy_builtins, [1, 2, 3])
show("zip_order", m.zip_order)
show("extend_sees_growth", m.extend_sees_growth, [7, 8])
show("update_set", m.update_set, [1, 2])
show("dict_update", m.dict_update, ["ab", "c"])
show("join_bad", m.join_bad, ["a", 5, "c"])
show("user_consumer", m.user_consumer, [1, 2, 3])
