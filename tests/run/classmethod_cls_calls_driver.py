import classmethod_cls_calls as m

for line in m.run():
    print(line)
print(m.Sub.make(4).name, m.Strength.twice())
print(m.directions(0), m.directions(1))
m.Direction.FORWARD = 5
print(m.directions(1), m.directions(5))
