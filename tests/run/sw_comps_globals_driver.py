import sw_comps_globals as m
from _show import show

show("through", m.through, [1, 2, 3, 4, 10])
show("through again", m.through, [5])
show("rank", m.rank, [("bob", 3, 1.5), ("al", 5, 2.0), ("cyd", 3, 9.0), ("di", 0, 1.0)])
show("rank empty", m.rank, [])
show("grid", m.grid_pairs, 6)
show("grid 0", m.grid_pairs, 0)
show("zipped", m.zipped, ["ab", "c", "de", "f"], [3, -1, 7, 5])
show("weighted", m.weighted, [4.0, 8.0, 2.0, 100.0])
show("factors", m.prime_factors, 2 * 2 * 3 * 11 * 13)
show("factors 1", m.prime_factors, 1)
show("distance", m.distance, (-3, 4))
show("finals", m.finals)
show("zip strict", m.zip_strict, [1, 2], ["a", "b"])
show("zip strict short", m.zip_strict, [1, 2], ["a"])
show("zip strict long", m.zip_strict, [1], ["a", "b"])
print(m.calls, m.seen_max)
