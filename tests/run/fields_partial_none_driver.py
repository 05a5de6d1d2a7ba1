import fields_partial_none as m

for line in m.run():
    print(line)
t = m.Tree(1)
print(type(t.left).__name__, t.right.left, t.check())
c = m.Cell(2)
c.note = "any"
print(c.value, c.note, c.get())
