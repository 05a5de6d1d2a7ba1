import containers_sets_tuples as m


def attempt(f, *args):
    try:
        print(f.__name__, repr(f(*args)))
    except Exception as e:
        print(f.__name__, type(e).__name__, str(e))


attempt(m.set_ops, {1, 2, 3}, {3, 4})
attempt(m.set_ops, set(), {1})
attempt(m.set_preds, {1, 2}, {1, 2, 3})
attempt(m.set_preds, {1, 2}, {1, 2})
attempt(m.set_preds, {7}, {1, 2})
attempt(m.set_methods, [3, 1, 3, 2, 9])
attempt(m.set_remove, {"a", "b"}, "a")
attempt(m.set_remove, {"a", "b"}, "z")
attempt(m.set_pop_empty)
attempt(m.set_comp, 12)
attempt(m.set_contains, {"x"}, "x")
attempt(m.set_contains, set(), "x")
attempt(m.dedupe, "a b a c b a".split())
attempt(m.set_aug, {1, 2}, {3})
for i in range(3):
    attempt(m.tup_index, (7, "s", 2.5), i)
for i in (0, 2, -1, -3, 3, -4):
    attempt(m.var_tuple, (10, 20, 30), i)
attempt(m.var_tuple, (), 0)
attempt(m.var_tuple_slice, (1, 2, 3, 4, 5))
attempt(m.var_tuple_slice, ())
attempt(m.tup_cmp, (1, 2), (1, 3))
attempt(m.tup_cmp, (2, 0), (1, 9))
attempt(m.tup_cmp, (1, 1), (1, 1))
attempt(m.tup_concat, (1, 2), (3,))
attempt(m.swap, 1, 2)
attempt(m.nested_unpack, [("a", (1, 2)), ("b", (3, 4))])
attempt(m.starred, [1, 2, 3, 4])
attempt(m.starred, [1, 2])
attempt(m.starred, [1])
attempt(m.unpack_wrong, [1, 2])
attempt(m.unpack_wrong, [1, 2, 3])
attempt(m.unpack_wrong, [1])
attempt(m.tuple_in, ("a", "b"), "b")
attempt(m.tuple_in, (), "b")
attempt(m.tuple_methods, (1, 2, 3, 2))
attempt(m.tuple_methods, (1, 3))
attempt(m.tuple_hash_key, 20)
attempt(m.tuple_of_lists)
attempt(m.frozen, [3, 1, 2])
