import classes_narrow_fields as m

for line in m.run():
    print(line)
n = m.Node(4, m.Node(5))
print(n.second(), n.label(), n.cache, m.walk(n))
n.nxt = None
print(n.second(), n.third())
