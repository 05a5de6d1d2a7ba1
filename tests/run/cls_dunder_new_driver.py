import cls_dunder_new as m

for line in m.run():
    print(line)
print(m.Single() is m.Single(), m.SubTagged(1).describe())


class PyChild(m.Child):
    pass


print(PyChild.make(5), PyChild.build(PyChild, 1))
