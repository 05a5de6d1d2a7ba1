import containers_lists as m


def attempt(f, *args):
    try:
        print(f.__name__, repr(f(*args)))
    except Exception as e:
        print(f.__name__, type(e).__name__, str(e))


xs = [5, 1, 4, 1, 5, 9, 2, 6]
for i in (0, 3, -1, -8, 8, -9, 100):
    attempt(m.get, xs, i)
for i in (0, -1, 8, -9):
    attempt(m.put, list(xs), i, 42)
for i in (0, -1, 8, -9):
    attempt(m.delete, list(xs), i)
for a, b, c in [(0, 8, 1), (1, 6, 2), (7, 0, -1), (-1, -9, -3), (0, 100, 3), (2, 2, 1), (0, 8, 0)]:
    attempt(m.slice3, xs, a, b, c)
attempt(m.slice_forms, xs)
attempt(m.slice_forms, [])
attempt(m.slice_assign, xs, [100, 200, 300])
attempt(m.slice_assign, xs, [])
attempt(m.methods, 6)
attempt(m.methods, 0)
attempt(m.counting, xs, 5)
attempt(m.counting, xs, 9)
attempt(m.counting, xs, 7)
attempt(m.index_from, xs, 5, 1)
attempt(m.index_from, xs, 5, 5)
attempt(m.index_from, xs, 1, -5)
attempt(m.sort_copy, xs)
attempt(m.sort_copy, [])
attempt(m.sort_strs, ["pear", "Apple", "apple", "", "banana"])
attempt(m.clear_it, list(xs))
attempt(m.pop_empty)
attempt(m.pop_at, list(xs), 10)
attempt(m.pop_at, list(xs), -2)
attempt(m.pop_at, [], 0)
attempt(m.remove_missing, list(xs), 3)
attempt(m.index_missing, ["a", "b"], "c")
attempt(m.ops, [1, 2], [1, 3])
attempt(m.ops, [1, 2, 3], [1, 2])
attempt(m.ops, [], [])
attempt(m.mul_neg, [1, 2], -1)
attempt(m.mul_neg, [1, 2], 0)
attempt(m.contains, xs, 9)
attempt(m.contains, xs, 3)
attempt(m.contains, [], 3)
attempt(m.contains, [10**30], 10**30)
attempt(m.aug, [1])
attempt(m.floats, [1.5, -2.0, 3.25])
attempt(m.floats, [])
attempt(m.empty_ops)
attempt(m.min_empty, [])
attempt(m.nested, 4)
attempt(m.truthy, [])
attempt(m.truthy, [0])
attempt(m.aliasing)
attempt(m.bool_list, 10)
attempt(m.list_of_str, "hello")
attempt(m.enumerate_rev, ["a", "b", "c"])
