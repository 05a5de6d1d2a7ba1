import containers_inplace_iterables as m
from _show import show

show("extend_chars", m.extend_chars, ["w"], "ab")
show("extend_chars empty", m.extend_chars, [], "")
show("merge_sets", m.merge_sets, {"a", "b", "c"}, {"k": 1}, frozenset(["q"]))
show("merge_pairs", m.merge_pairs, {"a": 1}, [("b", 2), ("a", 3)])
show("merge_bad_pairs", m.merge_bad_pairs, {"a": 1}, [("b", 2, 3)])
show("merge_bad_pairs", m.merge_bad_pairs, {"a": 1}, [1])
