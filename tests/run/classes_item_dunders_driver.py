import classes_item_dunders as m

for x in m.run():
    print(x)
g = m.Grid(3)
g[0] = "p"
print(g(","), g[0], "p" in g, len(g), list(g), list(reversed(g)), int(g), float(g))
del g[0]
print(list(g))
g += "w"
print(list(g), hash(g) == hash(m.Grid(3)), g == m.Grid(3))
try:
    g[7] = "x"
except IndexError as e:
    print("IndexError", e)
s = m.Seq(3)
print(list(s), 4 in s, 1 in s, s[2])
try:
    s[0] = 1
except TypeError as e:
    print("TypeError", e)
try:
    del s[0]
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)
a = m.Acc()
a += 3
print(a.total)
try:
    g("-", "extra")
except TypeError as e:
    print("TypeError", e)
