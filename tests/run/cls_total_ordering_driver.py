import cls_total_ordering as m

for line in m.run():
    print(line)
a, b = m.Money(5), m.Euro(7)
print(a <= b, b >= a, a > b, sorted([b, a]), m.Version(2, 0) > m.Version(1, 9), m.Rank(3) < m.Rank(3))
