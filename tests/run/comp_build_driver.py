import gc
import sys

import comp_build as m

from _show import show


class Growing(list):
    """A list subclass whose iteration differs from its stored items."""

    def __iter__(self):
        yield 100
        yield 200
        yield 300

    def __len__(self):
        return 1


class Logged(list):
    """A list subclass whose slices are seen."""

    def __getitem__(self, k):
        print("getitem", k)
        return list.__getitem__(self, k)



show("squares", m.squares, 5)
show("squares 0", m.squares, 0)
show("squares neg", m.squares, -3)
show("ranges", m.ranges, 1, 9, 3)
show("ranges empty", m.ranges, 5, 5, 1)
show("ranges step 0", m.ranges, 1, 5, 0)
show("ranges big", m.ranges, 2**64, 2**64 + 3, 1)
show("from_list", m.from_list, [3, 1, 4])
show("from_slices", m.from_slices, [5, 6, 7, 8], 2)
show("from_slices neg", m.from_slices, [5, 6, 7, 8], -1)
show("from_slices big", m.from_slices, [5, 6, 7, 8], 2**70)
show("tuples", m.tuples, (3, 0, 5))
show("grows_while_built", m.grows_while_built, [1, 2])
show("shrinks_while_built", m.shrinks_while_built, [1, 2, 3, 4, 5])
show("subclass_source", m.subclass_source, Growing([1, 2]))
show("raises_midway", m.raises_midway, [5, 2, 0, 1])
show("tuple_raises_midway", m.tuple_raises_midway, [5, 2, 0, 1])
show("empties", m.empties, [])
show("distinct", m.distinct, [1, 2, 2, 3, 5, 5, 5])
show("distinct big", m.distinct, [2**62, 2**62, -(2**62) - 1, 2**100, 2**100, 4])
show("distinct_mixed", m.distinct_mixed, [1.0, 1.5, 1.0, -0.0, 0.0, 2.0])
show("distinct_mixed nan", m.distinct_mixed, [1.0, float("nan")])
show("distinct_objects", m.distinct_objects, ["a", "A", "bb", "b"])
show("distinct_many", m.distinct_many, 5000)
show("distinct_unhashable", m.distinct_unhashable, [1])
show("distinct_unhashable empty", m.distinct_unhashable, [])
show("distinct_raises", m.distinct_raises, [1, 0])
show("distinct_bool_int", m.distinct_bool_int, [0, 1, 2])
show("nested", m.nested, 4)
show("typed_result", m.typed_result, [1, 2, 3])
show("huge_filtered", m.huge_filtered, 10**6)
show("walrus_source", m.walrus_source, [4, 5, 6])
show("rotate", m.rotate, [1, 2, 3, 4], 1)
show("rotate end", m.rotate, [1, 2, 3, 4], 3)
show("rotate past", m.rotate, [1, 2, 3, 4], 9)
show("rotate subclass", m.rotate, Logged([1, 2, 3, 4]), 1)
show("concat", m.concat, [1, 2, 3], [4, 5, 6], 1, 2)
show("concat neg", m.concat, [1, 2, 3], [4, 5, 6], -1, -2)
show("concat subclass", m.concat, Logged([1, 2, 3]), [4, 5], 1, 2)
show("concat big", m.concat, [1, 2, 3], [4, 5], 2**80, -2**80)
show("tuple_of_reads", m.tuple_of_reads, [10, 11, 12], (7, 8, 9), [2, 0, -1])
show("tuple_of_reads index", m.tuple_of_reads, [10], (7,), [0, 5])
show("tuple_of_reads subclass", m.tuple_of_reads, Logged([10, 11]), (7, 8), [1, 0])
show("splat_typed", m.splat_typed, [3, 0, 2])
show("splat_typed empty", m.splat_typed, [])
gc.collect()
t = m.tuples((1, 2))
print(sys.getrefcount(t[0]) > 1, type(m.from_list([1])[0]).__name__)
