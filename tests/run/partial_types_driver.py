from partial_types import (counts, extended, first_big, grid, last_name, letters, merged,
                           mixed_first_use, pairs, rebinding, through_param, total)

g = grid(4)
print(g, total(g))
print(sorted(counts(["a", "b", "a", "c", "a"]).items()))
print(sorted(letters(["apple", "banana", "avocado"])))
print(first_big([1, 5, 10], 4), first_big([1, 2], 4))
print(last_name(["bob", "alice", "zed"]), last_name([]))
print(extended(2), sorted(merged({"a": 0.25}).items()))
print(rebinding(5), through_param(3), pairs(3))
print(mixed_first_use([1, "a", None, 2.5]))
