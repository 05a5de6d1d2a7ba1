import sw_collections_algos as m
from _show import show

show("words", m.word_stats, "the fox and the dog and the cat")
show("words empty", m.word_stats, "")
show("rotations", m.rotations, 6, 2)
show("rotations 0", m.rotations, 0, 3)
show("groups", m.groups, [("a", 1), ("b", 2), ("a", 3), ("c", 4), ("a", 4)])
show("groups empty", m.groups, [])
show("heap", m.k_smallest, [5, 1, 9, 3, 7, 2], 3)
show("heap empty", m.k_smallest, [], 2)
show("grades", m.grades, [55, 60, 75, 89, 90, 100])
show("insort", m.sorted_insert, [9, 1, 5], [5, 0, 7])
show("runs", m.runs, "aaabccdddd")
show("tools", m.tools, [3, 1, 4, 1, 5, 9, 2, 6])
show("tools short", m.tools, [7])
