import cls_generic_runtime as m

print(m.run())
for c in (m.Box, m.IntBox, m.Pair, m.Keyed):
    print(c.__name__, c.__parameters__, c.__orig_bases__)
print(m.Box[int], m.Pair[str, int], m.Box[int](5).get())
