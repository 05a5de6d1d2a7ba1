import fields_inferred_types as m

for line in m.run():
    print(line)
p = m.Point(2.0)
print(type(p.x).__name__, type(p.label).__name__, type(p.parts).__name__, p.pair)
mx = m.Mixed(3)
mx.change(True)
print(repr(mx.total), repr(mx.count), repr(mx.name), mx.kept)
