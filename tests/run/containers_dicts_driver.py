import containers_dicts as m


def attempt(f, *args):
    try:
        print(f.__name__, repr(f(*args)))
    except Exception as e:
        print(f.__name__, type(e).__name__, str(e))


attempt(m.lookup, {"a": 1}, "a")
attempt(m.lookup, {"a": 1}, "b")
attempt(m.lookup, {}, "")
attempt(m.methods, {"a": 1, "b": 2, "c": 3})
attempt(m.pop_missing, {"a": 1}, "b")
attempt(m.pop_missing, {"a": 1}, "a")
attempt(m.delete, {1: "x", 2: "y"}, 1)
attempt(m.delete, {1: "x"}, 5)
attempt(m.order, 10)
attempt(m.add_while_iterating, {"a": 1, "b": 2})
attempt(m.add_while_iterating, {})
attempt(m.delete_while_iterating, {1: 10, 2: 20})
attempt(m.delete_while_iterating, {5: 1})
attempt(m.overwrite_while_iterating, {"x": 1, "y": 2})
attempt(m.comps, 7)
attempt(m.counts, "the cat and the dog and the bird".split())
attempt(m.values_sum, {"a": 1.5, "b": 2.25})
attempt(m.values_sum, {})
attempt(m.eq, {"a": 1, "b": 2}, {"b": 2, "a": 1})
attempt(m.eq, {"a": 1}, {"a": 2})
attempt(m.contains, {1: "a"}, 1)
attempt(m.contains, {1: "a"}, 2)
attempt(m.from_pairs, [("a", 1), ("b", 2), ("a", 3)])
attempt(m.int_keys, {2**70: 5, -1: 6})
attempt(m.int_keys, {2**70: 5})
attempt(m.tuple_keys)
attempt(m.keyerror_tuple, {(1, 2): "x"})
attempt(m.empty_truth, {})
attempt(m.empty_truth, {"a": 0})
attempt(m.sorted_keys, {"pear": 1, "apple": 2, "fig": 3})
attempt(m.nested, {"ab": {"c": 1, "de": 2}, "": {"x": 3}})
