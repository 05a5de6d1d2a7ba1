import classes_compare as m

vs = [m.Version(1, 2), m.Version(1, 10), m.Version(0, 9), m.Version(1, 2)]
print(m.newest(vs), sorted(vs), vs[0] == vs[3], vs[0] == "v1.2", vs[0] != vs[1])
print("\n".join(m.table(vs[:3])))
print(m.ranks(m.Rank(1), m.Rank(2)), m.ranks(m.Rank(3), m.Senior(0)), m.ranks(m.Senior(0), m.Rank(5)))
try:
    m.Rank(1) < 3
except TypeError as e:
    print("TypeError:", e)
m.newest([])
