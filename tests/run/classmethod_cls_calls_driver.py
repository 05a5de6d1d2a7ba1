import classmethod_cls_calls as m

for line in m.run():
    print(line)
print(m.Sub.make(4).name, m.Strength.twice())
