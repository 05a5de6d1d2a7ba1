import cls_super_bare as m

for line in m.run():
    print(line)
g = m.Grand(2)
print(g.double, g.text, g.describe(), m.Child(1).parent_view())
print(super(m.Child, g).double, super(m.Grand, g).double)
