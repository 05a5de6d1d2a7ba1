from _show import show
import reversed_untyped as m


class RevList(list):
    def __reversed__(self):
        return iter(["custom"])


class PlainSub(list):
    pass


show("rev_sum", m.rev_sum, [[1], [2, 3], [], (4, 5, 6), [7] * 12])
show("rev_sum_bad", m.rev_sum, [[1], 5])
for v in ([], [1], [1, 2, 3], (), (1, "a", None), "abc", range(5), {"a": 1, "b": 2},
          RevList([1, 2]), PlainSub([1, 2]), 42, None):
    show(f"rev_items({v!r})", m.rev_items, v)
show("rev_shrink", m.rev_shrink, [1, 2, 3, 4, 5, 6])
show("rev_shrink_short", m.rev_shrink, [1, 2, 3])
show("rev_shrink_all", m.rev_shrink_all, [1, 2, 3])
show("rev_grow", m.rev_grow, [1, 2, 3])
